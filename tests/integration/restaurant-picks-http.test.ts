import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditEvents, mealFeedback, recommendations } from "~/db/schema";
import { restaurants } from "~/features/restaurants/restaurant-tables";
import { dedupeKey } from "~/features/restaurants/restaurants";
import { openSeedDatabase, seedCreatorAccount, seedPaidBooking, seedReservation } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * Creators' picks and the directory through the built server (decision 0072): a creator searches
 * the listed restaurants of their own request's city (and sees no team notes, terms or scores),
 * picks one (its id stored, a forged one refused with nothing stored), or types one in with its
 * address (the same place found again, a new one waiting for review); the team reviews it (add,
 * or merge with its picks moving), each review audited, only for staff who work bookings.
 */

let server: RunningServer;
let seed: Db;
let ownerCookie = "";
let conciergeCookie = "";
let creatorCookie = "";
let creatorId = 0;
let requestId = 0;
let otherRequestId = 0;

const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

async function post(path: string, fields: Record<string, string>, cookie: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, location: response.headers.get("location"), html: text(await response.text()) };
}

async function get(path: string, cookie: string) {
  const response = await fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, location: response.headers.get("location"), html: text(await response.text()) };
}

function addListed(fields: { cityName?: string; name: string; address: string; teamNotes?: string; state?: "listed" }) {
  const cityName = fields.cityName ?? "Madrid";
  return seed
    .insert(restaurants)
    .values({
      cityName,
      name: fields.name,
      address: fields.address,
      mapsUrl: `https://maps.google.com/?q=${encodeURIComponent(fields.name)}`,
      cuisine: "Castilian",
      priceLevel: 3,
      bookingMethod: "phone",
      cancellationTerms: "Cancel 24 hours ahead or €20 a person is charged.",
      teamNotes: fields.teamNotes ?? "",
      dedupeKey: dedupeKey(fields.name, fields.address),
    })
    .returning()
    .get();
}

const row = (id: number) => seed.select().from(restaurants).where(eq(restaurants.id, id)).get();
const picksOf = (bookingId: number) =>
  seed.select().from(recommendations).where(eq(recommendations.bookingId, bookingId)).all();

const pick = (fields: Record<string, string>) =>
  post(
    "/dashboard",
    {
      intent: "recommend",
      bookingId: String(requestId),
      mealPosition: "1",
      restaurantName: "",
      googleMapsLink: "https://maps.google.com/?q=Casa+Lucio",
      dishSuggestion: "Huevos rotos",
      ...fields,
    },
    creatorCookie,
  );

let lucio: ReturnType<typeof addListed>;
let alberto: ReturnType<typeof addListed>;
let barcelona: ReturnType<typeof addListed>;

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "warn" });
  seed = openSeedDatabase(server.databasePath);
  const owner = await seedStaff(seed, { role: "owner", name: "Olga Owner" });
  ownerCookie = staffCookie(seed, owner.id);
  const concierge = await seedStaff(seed, { role: "concierge", name: "Marta López" });
  conciergeCookie = staffCookie(seed, concierge.id);
  const creator = await seedCreatorAccount(seed, { city: "Madrid", name: "Carla Creator" });
  creatorId = creator.id;
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
  requestId = seedPaidBooking(seed, {
    name: "Ana García",
    cityName: "Madrid",
    reservations: 2,
    status: "curating",
    assignedCreatorId: creatorId,
  }).id;
  const rival = await seedCreatorAccount(seed, { city: "Madrid", name: "Rita Rival" });
  otherRequestId = seedPaidBooking(seed, { cityName: "Madrid", status: "curating", assignedCreatorId: rival.id }).id;

  alberto = addListed({ name: "Casa Alberto", address: "Calle de las Huertas, 18, Madrid" });
  lucio = addListed({
    name: "Casa Lucío",
    address: "Calle Cava Baja, 35, 28005 Madrid",
    teamNotes: "Ask Javier for the upstairs room.",
  });
  barcelona = addListed({ cityName: "Barcelona", name: "Casa Lucio Barcelona", address: "Carrer de Mallorca, 1" });
  // Two tables booked at Casa Lucío before, rated 4 and 5: its history puts it first.
  const earlier = seedPaidBooking(seed, { name: "Bruno Díaz", cityName: "Madrid", status: "completed" });
  for (const [position, rating] of [
    [1, 4],
    [2, 5],
  ]) {
    const table = seedReservation(seed, { bookingId: earlier.id, mealPosition: position, restaurantId: lucio.id });
    seed
      .insert(mealFeedback)
      .values({ bookingId: earlier.id, mealPosition: position, reservationId: table.id, rating, comment: "Superb." })
      .run();
  }
});
afterAll(async () => {
  seed?.$client.close();
  await server?.stop();
});

describe("a creator picks from the directory", () => {
  it("finds the listed restaurants of their request's city, most booked first, with no team notes, terms or scores", async () => {
    const page = await get(`/dashboard?tab=requests&request=${requestId}&q=casa`, creatorCookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("2 restaurants found");
    expect(page.html.indexOf("Casa Lucío")).toBeLessThan(page.html.indexOf("Casa Alberto"));
    expect(page.html).toContain("Booked 2 times");
    expect(page.html).toContain("Use this restaurant");
    expect(page.html).not.toContain("Casa Lucio Barcelona");
    expect(page.html).not.toContain("Ask Javier for the upstairs room.");
    expect(page.html).not.toContain("Cancel 24 hours ahead");
    expect(page.html).not.toContain("Superb.");
    expect(page.html).not.toContain("4.5/5");

    const typeahead = await fetch(`${server.url}/dashboard/directory?request=${requestId}&q=casa`, {
      headers: { Cookie: creatorCookie },
    });
    expect(typeahead.status).toBe(200);
    const { results } = (await typeahead.json()) as { results: Record<string, unknown>[] };
    expect(results.map((r) => r.name)).toEqual(["Casa Lucío", "Casa Alberto"]);
    expect(Object.keys(results[0]).sort()).toEqual([
      "address",
      "booked",
      "cuisine",
      "id",
      "mapsUrl",
      "name",
      "priceLevel",
    ]);

    // Another creator's request, and nobody signed in: nothing found.
    expect(
      (
        await fetch(`${server.url}/dashboard/directory?request=${otherRequestId}&q=casa`, {
          headers: { Cookie: creatorCookie },
        })
      ).status,
    ).toBe(404);
    expect((await fetch(`${server.url}/dashboard/directory?request=${requestId}&q=casa`)).status).toBe(401);
  });

  it("'Use this restaurant' fills the form, and the pick stores the restaurant's id and name", async () => {
    const filled = await get(`/dashboard?tab=requests&request=${requestId}&q=casa&pick=${lucio.id}`, creatorCookie);
    expect(filled.html).toContain(`name="restaurantId" value="${lucio.id}"`);
    expect(filled.html).toContain("From the directory: Casa Lucío, Calle Cava Baja, 35, 28005 Madrid");

    const saved = await pick({ restaurantId: String(lucio.id), restaurantName: "Casa Lucío" });
    expect(saved.status).toBe(302);
    expect(picksOf(requestId)).toEqual([
      expect.objectContaining({ restaurantId: lucio.id, restaurantName: "Casa Lucío", mealPosition: 1 }),
    ]);
  });

  it("refuses a forged restaurant id with a 400, nothing stored", async () => {
    const before = picksOf(requestId).length;
    const pending = seed
      .insert(restaurants)
      .values({
        cityName: "Madrid",
        name: "Hidden Place",
        address: "Calle Oculta 1",
        priceLevel: 2,
        bookingMethod: "phone",
        dedupeKey: dedupeKey("Hidden Place", "Calle Oculta 1"),
        state: "pending",
      })
      .returning()
      .get();
    for (const id of [String(barcelona.id), String(pending.id), "999999", "abc", "-1", "1e3"]) {
      const refused = await pick({ restaurantId: id, restaurantName: "Casa Lucío" });
      expect(refused.status, id).toBe(400);
    }
    expect(picksOf(requestId)).toHaveLength(before);
    const filled = await get(`/dashboard?tab=requests&request=${requestId}&pick=${barcelona.id}`, creatorCookie);
    expect(filled.html).not.toContain('name="restaurantId"');
  });
});

describe("a creator's new restaurant", () => {
  it("is the existing entry when its name and address fold the same: no new row", async () => {
    const before = seed.select().from(restaurants).all().length;
    const saved = await pick({ restaurantName: "CASA LUCIO", address: "calle cava baja 35, 28005 madrid" });
    expect(saved.status).toBe(302);
    expect(seed.select().from(restaurants).all()).toHaveLength(before);
    expect(picksOf(requestId).at(-1)).toMatchObject({ restaurantName: "CASA LUCIO", restaurantId: lucio.id });
  });

  it("waits for the team's review when it is a new place, and is not offered to creators meanwhile", async () => {
    const saved = await pick({
      restaurantName: "Lucio's Tavern",
      address: "Calle Cava Baja 37, Madrid",
      googleMapsLink: "https://maps.google.com/?q=Lucio+Tavern",
    });
    expect(saved.status).toBe(302);
    const added = seed.select().from(restaurants).where(eq(restaurants.name, "Lucio's Tavern")).get();
    expect(added).toMatchObject({ state: "pending", addedByCreatorId: creatorId, cityName: "Madrid" });
    expect(picksOf(requestId).at(-1)).toMatchObject({ restaurantId: added?.id });
    const search = await get(`/dashboard?tab=requests&request=${requestId}&q=lucio`, creatorCookie);
    expect(search.html).not.toContain("Lucio's Tavern</span>");
  });
});

describe("the team's review", () => {
  it("lists it to review with its likely duplicate; merging moves its picks and the history shows them", async () => {
    const tavern = seed.select().from(restaurants).where(eq(restaurants.name, "Lucio's Tavern")).get();
    if (!tavern) throw new Error("no pending entry");
    const before = await get(`/admin/restaurants/${lucio.id}`, conciergeCookie);
    expect(before.html).toContain("Carla Creator (2 picks)");

    const list = await get("/admin/restaurants", conciergeCookie);
    expect(list.html).toMatch(/To review \(\d+\)/);
    expect(list.html).toContain("Lucio's Tavern");
    expect(list.html).toContain("Merge into Casa Lucío");

    const merged = await post(
      "/admin/restaurants",
      { intent: "merge-restaurant", restaurantId: String(tavern.id), into: String(lucio.id) },
      conciergeCookie,
    );
    expect(merged.status).toBe(302);
    expect(merged.location).toBe(`/admin/restaurants/${lucio.id}`);
    expect(row(tavern.id)).toMatchObject({ state: "merged", mergedIntoId: lucio.id });
    expect(picksOf(requestId).every((p) => p.restaurantId === lucio.id)).toBe(true);
    const after = await get(`/admin/restaurants/${lucio.id}`, conciergeCookie);
    expect(after.html).toContain("Carla Creator (3 picks)");
    expect(after.html).toContain("4 of 5");
    const audit = seed
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "restaurant.merged"), eq(auditEvents.objectId, String(tavern.id))))
      .get();
    expect(audit).toMatchObject({ actorLabel: "Marta López", objectType: "restaurant" });

    // The same place typed again is the entry it was merged into.
    await pick({ restaurantName: "Lucio's Tavern", address: "Calle Cava Baja 37, Madrid" });
    expect(picksOf(requestId).at(-1)).toMatchObject({ restaurantId: lucio.id });
    // Reviewed once: a second merge is a conflict, nothing changes.
    const again = await post(
      "/admin/restaurants",
      { intent: "merge-restaurant", restaurantId: String(tavern.id), into: String(alberto.id) },
      conciergeCookie,
    );
    expect(again.status).toBe(409);
    expect(row(tavern.id)).toMatchObject({ mergedIntoId: lucio.id });
  });

  it("only staff who work bookings review: nobody and a creator are sent to sign in, a concierge and an owner may", async () => {
    const pendingEntry = (name: string) =>
      seed
        .insert(restaurants)
        .values({
          cityName: "Madrid",
          name,
          address: `${name} street 1`,
          priceLevel: 2,
          bookingMethod: "phone",
          dedupeKey: dedupeKey(name, `${name} street 1`),
          state: "pending",
          addedByCreatorId: creatorId,
        })
        .returning()
        .get();
    const first = pendingEntry("Bodega Nueva");
    const second = pendingEntry("Alberto Dos");
    for (const cookie of ["", creatorCookie]) {
      const listed = await post(
        "/admin/restaurants",
        { intent: "list-restaurant", restaurantId: String(first.id) },
        cookie,
      );
      expect(listed.status).toBe(302);
      expect(listed.location).toContain("/admin/login");
      const merged = await post(
        "/admin/restaurants",
        { intent: "merge-restaurant", restaurantId: String(second.id), into: String(alberto.id) },
        cookie,
      );
      expect(merged.location).toContain("/admin/login");
    }
    expect(row(first.id)?.state).toBe("pending");
    expect(row(second.id)?.state).toBe("pending");

    const byConcierge = await post(
      "/admin/restaurants",
      { intent: "list-restaurant", restaurantId: String(first.id) },
      conciergeCookie,
    );
    expect(byConcierge.status).toBe(302);
    expect(row(first.id)?.state).toBe("listed");
    const byOwner = await post(
      "/admin/restaurants",
      { intent: "merge-restaurant", restaurantId: String(second.id), into: String(alberto.id) },
      ownerCookie,
    );
    expect(byOwner.status).toBe(302);
    expect(row(second.id)).toMatchObject({ state: "merged", mergedIntoId: alberto.id });
    const actions = seed
      .select({ action: auditEvents.action, actor: auditEvents.actorLabel })
      .from(auditEvents)
      .where(eq(auditEvents.objectType, "restaurant"))
      .all();
    expect(actions).toContainEqual({ action: "restaurant.listed", actor: "Marta López" });
    expect(actions).toContainEqual({ action: "restaurant.merged", actor: "Olga Owner" });
  });

  it("refuses forged reviews with a 4xx and changes nothing", async () => {
    const waiting = seed
      .insert(restaurants)
      .values({
        cityName: "Madrid",
        name: "Tasca Forjada",
        address: "Calle Falsa 1",
        priceLevel: 2,
        bookingMethod: "phone",
        dedupeKey: dedupeKey("Tasca Forjada", "Calle Falsa 1"),
        state: "pending",
      })
      .returning()
      .get();
    const cases: [Record<string, string>, number][] = [
      [{ intent: "list-restaurant", restaurantId: "abc" }, 400],
      [{ intent: "list-restaurant", restaurantId: "999999" }, 404],
      [{ intent: "list-restaurant", restaurantId: String(lucio.id) }, 409],
      [{ intent: "merge-restaurant", restaurantId: String(waiting.id), into: String(barcelona.id) }, 404],
      [{ intent: "merge-restaurant", restaurantId: String(waiting.id), into: String(waiting.id) }, 404],
      [{ intent: "merge-restaurant", restaurantId: String(waiting.id) }, 400],
    ];
    for (const [fields, status] of cases) {
      expect((await post("/admin/restaurants", fields, ownerCookie)).status, JSON.stringify(fields)).toBe(status);
    }
    expect(row(waiting.id)).toMatchObject({ state: "pending", mergedIntoId: null });
  });

  it("the workspace's 'From the directory' puts the most booked first with its history", async () => {
    const trip = seedPaidBooking(seed, { cityName: "Madrid", status: "paid", reservations: 1 });
    const page = await get(`/admin/bookings/${trip.reference}`, conciergeCookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Casa Lucío — Booked 2 times · 4.5/5");
    expect(page.html.indexOf("Casa Lucío — Booked")).toBeLessThan(page.html.indexOf(">Casa Alberto<"));
    expect(page.html).not.toContain(">Tasca Forjada<");
  });
});
