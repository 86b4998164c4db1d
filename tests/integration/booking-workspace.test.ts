import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  seedApprovedCreator,
  seedCreatorAccount,
  seedMeal,
  seedPaidBooking,
  seedRecommendation,
  seedReservation,
} from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { visibleText } from "../support/trip-http";

/** The concierge's workspace for one booking, over HTTP against the built server and a real SQLite file. */
const TOKEN = "test-admin-token-0123456789";
let server: RunningServer;
let database: Database.Database;
let admin = "";

const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const post = (path: string, fields: Record<string, string>, cookie = admin, origin = server.url) =>
  call(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: cookie },
    body: new URLSearchParams(fields),
  });

const rows = (sql: string, ...params: unknown[]) => database.prepare(sql).all(...params) as Record<string, unknown>[];
const page = (reference: string) => `/admin/bookings/${reference}`;

function curatingMadrid() {
  const booking = seedPaidBooking(database, {
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2026-12-09",
    checkOut: "2026-12-12",
    reservations: 2,
    status: "curating",
    amountPaidCents: 3900,
    paidAt: "2026-11-20T10:00:00.000Z",
    paymentIntentId: `pi_local_${Math.random().toString(36).slice(2)}`,
  });
  const history = database.prepare(
    "insert into booking_events (booking_id, from_status, to_status, actor, created_at) values (?, ?, ?, 'system', ?)",
  );
  history.run(booking.id, "pending", "paid", "2026-11-20T10:00:00.000Z");
  history.run(booking.id, "paid", "preferences_received", "2026-11-21T10:00:00.000Z");
  history.run(booking.id, "preferences_received", "curating", "2026-11-21T12:00:00.000Z");
  seedMeal(database, booking.id, { position: 1, date: "2026-12-10", meal: "dinner", partySize: 2 });
  seedMeal(database, booking.id, { position: 2, date: "2026-12-11", meal: "lunch", partySize: 3 });
  return booking;
}

const reservation = (meal: string, extra: Record<string, string> = {}) => ({
  intent: "reservation",
  mealPosition: meal,
  restaurantName: "Casa Lucio",
  address: "Calle Cava Baja, 35, Madrid",
  mapsUrl: "https://maps.google.com/?q=Casa+Lucio",
  localDate: "2026-12-10",
  localTime: "21:30",
  partySize: "2",
  tableName: "Ana García",
  confirmationCode: "CL-1",
  ...extra,
});

beforeAll(async () => {
  server = await startInProcess();
  database = new Database(server.databasePath);
  database.pragma("busy_timeout = 5000");
  const unlocked = await post("/admin", { intent: "unlock", token: TOKEN }, "");
  expect(unlocked.status).toBe(302);
  admin = cookiesOf(unlocked.headers);
});
afterAll(async () => {
  database?.close();
  await server?.stop();
});

describe("the booking workspace", () => {
  it("shows the trip, the contact links, the preferences and the due times to an admin, and the gate to anyone else", async () => {
    const booking = curatingMadrid();
    const shown = await call(page(booking.reference), { headers: { Cookie: admin } });
    expect(shown.status).toBe(200);
    const text = visibleText(shown.body);
    expect(text).toContain(`${booking.name} · Madrid`);
    expect(shown.body).toContain(`href="mailto:${booking.email}"`);
    expect(shown.body).toMatch(/href="tel:\+\d+"/);
    expect(text).toContain("2026-12-10 · Dinner");
    expect(text).toContain("Meal 2");
    expect(text).toContain("Contact the traveller by");
    const locked = await call(page(booking.reference));
    expect(locked.status).toBe(200);
    expect(locked.body).not.toContain(booking.email);
    expect(visibleText(locked.body)).toContain("Enter the admin token to open this booking.");
    expect((await call(page("nosuchbooking"), { headers: { Cookie: admin } })).status).toBe(404);
  });

  it("never opens for a creator's session, and a creator's post changes nothing", async () => {
    const booking = curatingMadrid();
    const account = await seedCreatorAccount(database, { city: "Madrid" });
    const login = await post("/dashboard", { intent: "login", email: account.email, password: account.password }, "");
    const creator = cookiesOf(login.headers);
    expect(creator).not.toBe("");
    const shown = await call(page(booking.reference), { headers: { Cookie: creator } });
    expect(shown.body).not.toContain(booking.email);
    const posted = await post(page(booking.reference), { intent: "note", body: "from a creator" }, creator);
    expect(posted.status).toBeGreaterThanOrEqual(300);
    expect(rows("select * from booking_notes where booking_id = ?", booking.id)).toEqual([]);
  });

  it("assigns an approved creator of the city, refuses one of another city, and unassigns", async () => {
    const booking = curatingMadrid();
    const madrid = seedApprovedCreator(database, { city: "madrid", name: "Lucía Madrid" });
    const lisbon = seedApprovedCreator(database, { city: "Lisbon", name: "João Lisboa" });
    const shown = visibleText((await call(page(booking.reference), { headers: { Cookie: admin } })).body);
    expect(shown).toContain("Lucía Madrid");
    expect(shown).not.toContain("João Lisboa");
    expect((await post(page(booking.reference), { intent: "assign", creatorId: String(lisbon.id) })).status).toBe(400);
    expect(rows("select assigned_creator_id from bookings where id = ?", booking.id)[0].assigned_creator_id).toBeNull();
    expect((await post(page(booking.reference), { intent: "assign", creatorId: String(madrid.id) })).status).toBe(302);
    expect(rows("select assigned_creator_id from bookings where id = ?", booking.id)[0].assigned_creator_id).toBe(
      madrid.id,
    );
    await post(page(booking.reference), { intent: "assign", creatorId: "" });
    expect(rows("select assigned_creator_id from bookings where id = ?", booking.id)[0].assigned_creator_id).toBeNull();
  });

  it("keeps internal notes, timestamped, refusing an empty one; they never reach the traveller's mail", async () => {
    const booking = curatingMadrid();
    expect((await post(page(booking.reference), { intent: "note", body: "   " })).status).toBe(400);
    expect((await post(page(booking.reference), { intent: "note", body: "Prefers terraces — secret" })).status).toBe(
      302,
    );
    expect((await post(page(booking.reference), { intent: "note", body: "x".repeat(2001) })).status).toBe(400);
    expect(rows("select body, author from booking_notes where booking_id = ?", booking.id)).toEqual([
      { body: "Prefers terraces — secret", author: "admin" },
    ]);
    const text = visibleText((await call(page(booking.reference), { headers: { Cookie: admin } })).body);
    expect(text).toContain("Prefers terraces — secret");
    const mail = rows("select html, text from mail_messages where booking_id = ?", booking.id);
    expect(JSON.stringify(mail)).not.toContain("Prefers terraces");
  });

  it("records a reservation per meal in the city's time, refuses a date outside the stay by its field, then marks the booking booked", async () => {
    const booking = curatingMadrid();
    const outside = await post(page(booking.reference), reservation("1", { localDate: "2026-12-20" }));
    expect(outside.status).toBe(400);
    expect(visibleText(outside.body)).toContain("Pick a date within the stay (2026-12-09 to 2026-12-12)");
    expect(outside.body).toMatch(/aria-describedby="[^"]*reservation-1-localDate-error/);
    expect(rows("select * from reservations where booking_id = ?", booking.id)).toEqual([]);

    expect((await post(page(booking.reference), { intent: "mark-booked" })).status).toBe(409);
    expect((await post(page(booking.reference), reservation("1"))).status).toBe(302);
    expect(
      (await post(page(booking.reference), reservation("2", { localDate: "2026-12-11", localTime: "14:00" }))).status,
    ).toBe(302);
    expect(
      rows(
        "select meal_position, starts_at, time_zone from reservations where booking_id = ? order by meal_position",
        booking.id,
      ),
    ).toEqual([
      { meal_position: 1, starts_at: "2026-12-10T20:30:00.000Z", time_zone: "Europe/Madrid" },
      { meal_position: 2, starts_at: "2026-12-11T13:00:00.000Z", time_zone: "Europe/Madrid" },
    ]);
    expect((await post(page(booking.reference), { intent: "mark-booked" })).status).toBe(302);
    expect(rows("select status from bookings where id = ?", booking.id)[0].status).toBe("booked");
    expect(rows("select actor from booking_events where booking_id = ? and to_status = 'booked'", booking.id)).toEqual([
      { actor: "admin" },
    ]);
  });

  it("prefills a meal's form from a creator's pick chosen with 'Use this pick'", async () => {
    const booking = curatingMadrid();
    const creator = seedApprovedCreator(database, { city: "Madrid" });
    const pick = seedRecommendation(database, {
      bookingId: booking.id,
      creatorId: creator.id,
      mealPosition: 2,
      restaurantName: "Sobrino de Botín",
      dishSuggestion: "Cochinillo asado",
    });
    const shown = await call(`${page(booking.reference)}?pick=${pick.id}`, { headers: { Cookie: admin } });
    expect(shown.body).toContain('value="Sobrino de Botín"');
    expect(shown.body).toContain("Cochinillo asado</textarea>");
  });

  it("moves the booking with the lifecycle's buttons and refuses a move it does not allow", async () => {
    const booking = seedPaidBooking(database, { status: "paid" });
    expect((await post(page(booking.reference), { intent: "move", to: "completed" })).status).toBe(409);
    expect((await post(page(booking.reference), { intent: "move", to: "curating" })).status).toBe(302);
    expect(rows("select status from bookings where id = ?", booking.id)[0].status).toBe("curating");
    expect((await post(page(booking.reference), { intent: "move", to: "nonsense" })).status).toBe(400);
  });

  it("cancels only after the confirmation, with a partial refund up to what was paid", async () => {
    const booking = curatingMadrid();
    const asked = await post(page(booking.reference), { intent: "cancel", refund: "partial", amount: "20" });
    expect(asked.status).toBe(200);
    expect(visibleText(asked.body)).toContain("Cancel this booking and refund €20 to the traveller?");
    expect(rows("select status from bookings where id = ?", booking.id)[0].status).toBe("curating");
    const tooMuch = await post(page(booking.reference), {
      intent: "cancel",
      refund: "partial",
      amount: "50",
      confirm: "yes",
    });
    expect(tooMuch.status).toBe(400);
    expect(rows("select * from refunds where booking_id = ?", booking.id)).toEqual([]);
    const done = await post(page(booking.reference), {
      intent: "cancel",
      refund: "partial",
      amount: "20",
      confirm: "yes",
    });
    expect(done.status).toBe(302);
    expect(rows("select status from bookings where id = ?", booking.id)[0].status).toBe("cancelled");
    expect(rows("select amount_cents from refunds where booking_id = ?", booking.id)).toEqual([{ amount_cents: 2000 }]);
  });

  it("refuses a cross-site post and leaves the booking as it was", async () => {
    const booking = curatingMadrid();
    const forged = await post(
      page(booking.reference),
      { intent: "note", body: "forged" },
      admin,
      "https://evil.example",
    );
    expect(forged.status).toBe(403);
    expect(rows("select * from booking_notes where booking_id = ?", booking.id)).toEqual([]);
  });

  it("shows a reservation read-only once the trip is over", async () => {
    const booking = seedPaidBooking(database, { status: "completed", reservations: 1, cityName: "Madrid" });
    seedReservation(database, { bookingId: booking.id });
    const text = visibleText((await call(page(booking.reference), { headers: { Cookie: admin } })).body);
    expect(text).toContain("10 Dec 2037, 21:30 CET (Europe/Madrid)");
    expect(text).not.toContain("Update meal 1");
  });

  it("counts the overdue on the Internal Database and filters to them, with a badge on their rows", async () => {
    const late = curatingMadrid();
    const onTime = seedPaidBooking(database, { status: "paid", name: "Traveller On Time" });
    const all = visibleText((await call("/admin", { headers: { Cookie: admin } })).body);
    expect(all).toMatch(/\d+ overdue/);
    const filtered = await call("/admin?tab=bookings&overdue=1", { headers: { Cookie: admin } });
    const text = visibleText(filtered.body);
    expect(text).toContain(late.name);
    expect(text).toContain("Overdue");
    expect(text).not.toContain(onTime.name);
    expect(filtered.body).toContain(`href="/admin/bookings/${late.readableReference}"`);
  });

  it("links the Checkout session and the payment intent to Stripe's test dashboard, and only shows local TEST ids", async () => {
    const viaStripe = seedPaidBooking(database, { stripeSessionId: "cs_test_ws1", paymentIntentId: "pi_test_ws1" });
    const body = (await call(page(viaStripe.reference), { headers: { Cookie: admin } })).body;
    expect(body).toContain('href="https://dashboard.stripe.com/test/checkout/sessions/cs_test_ws1"');
    expect(body).toContain('href="https://dashboard.stripe.com/test/payments/pi_test_ws1"');
    const local = curatingMadrid();
    const localBody = (await call(page(local.reference), { headers: { Cookie: admin } })).body;
    expect(localBody).toContain(String(local.paymentIntentId));
    expect(localBody).not.toContain(`/payments/${local.paymentIntentId}`);
  });
});
