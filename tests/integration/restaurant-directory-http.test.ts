import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { mealFeedback, reservations } from "~/db/schema";
import { restaurants } from "~/features/restaurants/restaurant-tables";
import {
  openSeedDatabase,
  seedCreatorAccount,
  seedPaidBooking,
  seedRecommendation,
  seedReservation,
} from "../support/factories";
import { type RunningServer, startServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * The restaurant directory through the built server, as the team uses it: owners and concierges
 * add, edit and search restaurants (creators and visitors are refused); bad input is a 400 with
 * nothing stored; a reservation filled from the directory records the restaurant; a restaurant's
 * page shows its tables, ratings with comments and creators; the CSV goes out and back in, all
 * lines or none, duplicates reported.
 */

let server: RunningServer;
let fresh: RunningServer;
let seed: Db;
let freshSeed: Db;
let ownerCookie = "";
let conciergeCookie = "";
let freshCookie = "";
let creatorCookie = "";

const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

const LUCIO = {
  cityName: "Madrid",
  name: "Casa Lucío",
  address: "Calle Cava Baja, 35, 28005 Madrid",
  mapsUrl: "https://maps.google.com/?q=Casa+Lucio",
  latitude: "",
  longitude: "",
  phone: "+34 913 65 32 52",
  website: "https://casalucio.es/",
  cuisine: "Castilian",
  priceLevel: "3",
  bookingMethod: "phone",
  bookingDetails: "Call after 13:00, ask for Javier",
  cancellationTerms: "Cancel 24 hours ahead or €20 a person is charged.",
  noShowTerms: "€20 a person.",
  teamNotes: "Ask for the upstairs room.",
};

async function post(target: RunningServer, path: string, fields: Record<string, string | string[]>, cookie: string) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  const response = await fetch(`${target.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: target.url, Cookie: cookie },
    body,
  });
  return { status: response.status, location: response.headers.get("location"), html: text(await response.text()) };
}

async function get(path: string, cookie: string, target = server) {
  const response = await fetch(`${target.url}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, location: response.headers.get("location"), html: text(await response.text()) };
}

const stored = (db: Db) => db.select().from(restaurants).all();

beforeAll(async () => {
  [server, fresh] = await Promise.all([startServer({ LOG_LEVEL: "warn" }), startServer({ LOG_LEVEL: "warn" })]);
  seed = openSeedDatabase(server.databasePath);
  freshSeed = openSeedDatabase(fresh.databasePath);
  const owner = await seedStaff(seed, { role: "owner", name: "Olga Owner" });
  ownerCookie = staffCookie(seed, owner.id);
  const concierge = await seedStaff(seed, { role: "concierge", name: "Marta López" });
  conciergeCookie = staffCookie(seed, concierge.id);
  const freshOwner = await seedStaff(freshSeed, { role: "owner", name: "Olga Owner" });
  freshCookie = staffCookie(freshSeed, freshOwner.id);
  const creator = await seedCreatorAccount(seed, { city: "Madrid" });
  const login = await fetch(`${server.url}/dashboard`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ intent: "login", email: creator.email, password: creator.password }),
  });
  creatorCookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(async () => {
  seed?.$client.close();
  freshSeed?.$client.close();
  await Promise.all([server?.stop(), fresh?.stop()]);
});

describe("adding, editing and searching restaurants", () => {
  it("an owner adds a restaurant and a concierge edits it; the search by name in a city finds it", async () => {
    const added = await post(
      server,
      "/admin/restaurants",
      { intent: "add-restaurant", ...LUCIO, openingDays: ["tue", "sat"] },
      ownerCookie,
    );
    expect(added.status).toBe(302);
    const row = stored(seed).find((r) => r.name === "Casa Lucío");
    expect(row).toMatchObject({ cityName: "Madrid", priceLevel: 3, bookingMethod: "phone", openingDays: "tue,sat" });
    expect(added.location).toBe(`/admin/restaurants/${row?.id}`);

    const edited = await post(
      server,
      `/admin/restaurants/${row?.id}`,
      { intent: "edit-restaurant", ...LUCIO, cuisine: "Castilian, huevos rotos", openingDays: "mon" },
      conciergeCookie,
    );
    expect(edited.status).toBe(302);
    expect(stored(seed).find((r) => r.id === row?.id)).toMatchObject({
      cuisine: "Castilian, huevos rotos",
      openingDays: "mon",
    });

    await post(
      server,
      "/admin/restaurants",
      { intent: "add-restaurant", ...LUCIO, name: "Sobrino de Botín", address: "Calle de Cuchilleros, 17" },
      conciergeCookie,
    );
    await post(
      server,
      "/admin/restaurants",
      {
        intent: "add-restaurant",
        ...LUCIO,
        cityName: "Barcelona",
        name: "Casa Lucio Barcelona",
        address: "Carrer de Mallorca, 1",
      },
      ownerCookie,
    );
    const found = await get("/admin/restaurants?city=Madrid&q=lucio", conciergeCookie);
    expect(found.status).toBe(200);
    expect(found.html).toContain("Casa Lucío");
    expect(found.html).not.toContain("Sobrino de Botín");
    expect(found.html).not.toContain("Casa Lucio Barcelona");
    expect(found.html).toMatch(/<a[^>]*href="\/admin\/restaurants"[^>]*>Restaurants<\/a>/);
  });

  it("refuses bad input with 400, the error by its field, and stores nothing", async () => {
    const before = stored(seed).length;
    const bad = await post(
      server,
      "/admin/restaurants",
      {
        intent: "add-restaurant",
        ...LUCIO,
        name: "",
        mapsUrl: "javascript:alert(1)",
        priceLevel: "9",
        address: "Elsewhere 1",
      },
      ownerCookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Enter the restaurant's name");
    expect(bad.html).toContain("Use an https:// link to Google Maps, Apple Maps or OpenStreetMap");
    expect(bad.html).toContain("Choose a price level");
    expect(bad.html).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]*add-restaurant-name-error/);
    expect(stored(seed)).toHaveLength(before);
  });

  it("refuses the same place twice, whatever its accents, case or punctuation", async () => {
    const before = stored(seed).length;
    const again = await post(
      server,
      "/admin/restaurants",
      { intent: "add-restaurant", ...LUCIO, name: "CASA LUCIO", address: "calle cava baja 35 28005 madrid" },
      conciergeCookie,
    );
    expect(again.status).toBe(409);
    expect(again.html).toContain("Already in the directory: Casa Lucío");
    expect(stored(seed)).toHaveLength(before);
  });

  it("refuses a creator and a visitor: to sign in, nothing stored", async () => {
    const before = stored(seed).length;
    for (const cookie of ["", creatorCookie]) {
      const page = await get("/admin/restaurants", cookie);
      expect(page.status).toBe(302);
      expect(page.location).toContain("/admin/login");
      const add = await post(
        server,
        "/admin/restaurants",
        { intent: "add-restaurant", ...LUCIO, name: "Intruder" },
        cookie,
      );
      expect([302, 401, 403]).toContain(add.status);
      const csv = await get("/admin/restaurants.csv", cookie);
      expect(csv.status).toBe(302);
    }
    expect(stored(seed)).toHaveLength(before);
  });
});

describe("the workspace and the restaurant's history", () => {
  it("fills a reservation from the directory, stores the restaurant id, and the restaurant shows the table, a rating and a creator", async () => {
    const lucio = stored(seed).find((r) => r.name === "Casa Lucío");
    if (!lucio) throw new Error("no Casa Lucío");
    const booking = seedPaidBooking(seed, {
      name: "Ana García",
      cityName: "Madrid",
      regionCode: "ES",
      checkIn: "2037-12-08",
      checkOut: "2037-12-12",
      reservations: 2,
      status: "paid",
    });
    const filled = await get(`/admin/bookings/${booking.reference}?meal=1&restaurant=${lucio.id}`, conciergeCookie);
    expect(filled.status).toBe(200);
    expect(filled.html).toContain("From the directory");
    expect(filled.html).toMatch(/name="restaurantId" value="\d+"/);
    expect(filled.html).toContain('value="Calle Cava Baja, 35, 28005 Madrid"');
    expect(filled.html).toContain("Cancel 24 hours ahead or €20 a person is charged.");

    const saved = await post(
      server,
      `/admin/bookings/${booking.reference}`,
      {
        intent: "reservation",
        mealPosition: "1",
        restaurantId: String(lucio.id),
        restaurantName: lucio.name,
        address: lucio.address,
        mapsUrl: lucio.mapsUrl ?? "",
        localDate: "2037-12-10",
        localTime: "21:30",
        partySize: "2",
        tableName: "Ana García",
        cancellationNote: lucio.cancellationTerms,
      },
      conciergeCookie,
    );
    expect(saved.status).toBe(302);
    const table = seed.select().from(reservations).where(eq(reservations.bookingId, booking.id)).get();
    expect(table).toMatchObject({
      restaurantId: lucio.id,
      restaurantName: "Casa Lucío",
      address: "Calle Cava Baja, 35, 28005 Madrid",
      cancellationNote: "Cancel 24 hours ahead or €20 a person is charged.",
    });

    // Another city's restaurant is refused for a Madrid trip, nothing stored.
    const barcelona = stored(seed).find((r) => r.cityName === "Barcelona");
    const wrong = await post(
      server,
      `/admin/bookings/${booking.reference}`,
      {
        intent: "reservation",
        mealPosition: "2",
        restaurantId: String(barcelona?.id),
        restaurantName: "Casa Lucio Barcelona",
        address: "Carrer de Mallorca, 1",
        localDate: "2037-12-11",
        localTime: "21:30",
        partySize: "2",
        tableName: "Ana García",
      },
      conciergeCookie,
    );
    expect(wrong.status).toBe(400);
    expect(seed.select().from(reservations).where(eq(reservations.bookingId, booking.id)).all()).toHaveLength(1);

    // A table typed by hand with its name counts too; the rating as the ratings feature stores it.
    const other = seedPaidBooking(seed, {
      name: "Bruno Díaz",
      cityName: "Madrid",
      regionCode: "ES",
      status: "booked",
      reservations: 1,
    });
    const byName = seedReservation(seed, {
      bookingId: other.id,
      restaurantName: "casa lucio",
      tableName: "Bruno Díaz",
    });
    seed
      .insert(mealFeedback)
      .values({
        bookingId: other.id,
        mealPosition: 1,
        reservationId: byName.id,
        rating: 4,
        comment: "The huevos rotos were perfect.",
      })
      .run();
    const creator = await seedCreatorAccount(seed, { city: "Madrid", name: "Carla Creator" });
    seedRecommendation(seed, { bookingId: other.id, creatorId: creator.id, restaurantName: "Casa Lucio" });

    const page = await get(`/admin/restaurants/${lucio.id}`, conciergeCookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Ana García");
    expect(page.html).toContain("Bruno Díaz");
    expect(page.html).toContain("4 of 5");
    expect(page.html).toContain("The huevos rotos were perfect.");
    expect(page.html).toContain("Carla Creator (1 pick)");
    expect(page.html).toContain(`href="/admin/bookings/${booking.reference}#meal-1"`);
  });

  it("answers 404 for a restaurant that does not exist", async () => {
    for (const id of ["999999", "abc", "1e3"])
      expect((await get(`/admin/restaurants/${id}`, ownerCookie)).status).toBe(404);
  });
});

describe("CSV export and import", () => {
  const comparable = (rows: (typeof restaurants.$inferSelect)[]) =>
    rows.map(({ id, createdAt, updatedAt, ...rest }) => rest).sort((a, b) => a.dedupeKey.localeCompare(b.dedupeKey));

  it("exports the directory and imports it into a fresh database with the same rows", async () => {
    const response = await fetch(`${server.url}/admin/restaurants.csv`, { headers: { Cookie: conciergeCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toContain('"City","Name","Address"');
    const imported = await post(fresh, "/admin/restaurants/import", { intent: "import-restaurants", csv }, freshCookie);
    expect(imported.status).toBe(302);
    expect(comparable(stored(freshSeed))).toEqual(comparable(stored(seed)));
  });

  it("an import with one bad line stores nothing and names the line", async () => {
    const before = stored(freshSeed).length;
    const csv = [
      "City,Name,Address,Price level,How to book",
      "Madrid,Lhardy,Carrera de San Jerónimo 8,4,phone",
      "Madrid,,Calle Mayor 1,2,phone",
      "Lisbon,Cervejaria Ramiro,Av. Almirante Reis 1,2,online",
    ].join("\n");
    const refused = await post(fresh, "/admin/restaurants/import", { intent: "import-restaurants", csv }, freshCookie);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Nothing was imported");
    expect(refused.html).toContain("Line 3: name: Enter the restaurant's name");
    expect(stored(freshSeed)).toHaveLength(before);
    expect(stored(freshSeed).some((r) => r.name === "Lhardy")).toBe(false);
  });

  it("reports a duplicate and does not insert it twice", async () => {
    const before = stored(freshSeed).length;
    const csv = [
      "City,Name,Address,Price level,How to book",
      '"Madrid","CASA LUCIO","calle cava baja 35, 28005 madrid",3,phone',
      "Madrid,Lhardy,Carrera de San Jerónimo 8,4,phone",
      "Madrid,lhardy,Carrera de San Jeronimo 8,4,phone",
    ].join("\r\n");
    const answer = await post(fresh, "/admin/restaurants/import", { intent: "import-restaurants", csv }, freshCookie);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain("Line 2: CASA LUCIO is already in the directory");
    expect(answer.html).toContain("Line 4: lhardy is the same place as line 3");
    expect(stored(freshSeed)).toHaveLength(before + 1);
  });
});
