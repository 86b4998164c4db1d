import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDeskTime } from "~/domain/desk-time";
import { seedBookedTrip, seedPaidBooking } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { visibleText } from "../support/trip-http";

/**
 * The workspace's two promises to the traveller, over HTTP against the built server and a real
 * SQLite file: "Send itinerary" only behind its confirmation (sending ends the right of
 * withdrawal), the Sent line after an update, and the contact line agreeing with the history.
 */
const TOKEN = "test-admin-token-0123456789";
let server: RunningServer;
let database: Database.Database;
let admin = "";

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}
const post = (path: string, fields: Record<string, string>, cookie = admin) =>
  call(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
const page = (reference: string) => `/admin/bookings/${reference}`;
const shown = async (path: string) => visibleText((await call(path, { headers: { Cookie: admin } })).body);
const one = (sql: string, ...params: unknown[]) =>
  database
    .prepare(sql)
    .pluck()
    .get(...params);

beforeAll(async () => {
  server = await startInProcess();
  database = new Database(server.databasePath);
  database.pragma("busy_timeout = 5000");
  const unlocked = await post("/admin", { intent: "unlock", token: TOKEN }, "");
  expect(unlocked.status).toBe(302);
  admin = unlocked.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(async () => {
  database?.close();
  await server?.stop();
});

describe("sending the itinerary from the workspace", () => {
  it("asks first, saying it ends the right of withdrawal, and refuses a send without the confirmation", async () => {
    const { booking } = seedBookedTrip(database);
    const before = await call(page(booking.reference), { headers: { Cookie: admin } });
    // Without JavaScript the button is a link that brings the page back at the confirmation.
    expect(before.body).toMatch(/href="\/admin\/bookings\/[^"?]+\?send=confirm#send-itinerary-confirm"/);
    expect(visibleText(before.body)).not.toContain("Sending ends the traveller's right of withdrawal");

    const asked = await call(`${page(booking.reference)}?send=confirm`, { headers: { Cookie: admin } });
    expect(asked.body).toMatch(/<h2 id="send-itinerary-confirm" tabindex="-1"/);
    expect(visibleText(asked.body)).toContain("Sending ends the traveller's right of withdrawal:");
    expect(visibleText(asked.body)).toContain("Yes, send the itinerary");

    const bare = await post(page(booking.reference), { intent: "send-itinerary" });
    expect(bare.status).toBe(400);
    expect(visibleText(bare.body)).toContain(
      "Confirm the send first: sending ends the traveller's right of withdrawal.",
    );
    expect(one("select status from bookings where id = ?", booking.id)).toBe("booked");
    expect(one("select count(*) from itineraries where booking_id = ?", booking.id)).toBe(0);
    expect(one("select count(*) from outbox where booking_id = ?", booking.id)).toBe(0);
    expect((await post(page(booking.reference), { intent: "send-itinerary", confirm: "no" })).status).toBe(400);
    expect(one("select count(*) from outbox where booking_id = ?", booking.id)).toBe(0);

    const sent = await post(page(booking.reference), { intent: "send-itinerary", confirm: "yes" });
    expect(sent.status).toBe(302);
    expect(one("select status from bookings where id = ?", booking.id)).toBe("itinerary_ready");
    expect(one("select count(*) from outbox where booking_id = ?", booking.id)).toBeGreaterThan(0);
  });

  it("shows the latest send and its version once an update is sent, not the first", async () => {
    const { booking } = seedBookedTrip(database);
    expect((await post(page(booking.reference), { intent: "send-itinerary", confirm: "yes" })).status).toBe(302);
    // The first send long before the update, so the two times cannot read alike.
    database
      .prepare("update itineraries set sent_at = '2020-01-02T03:04:00.000Z' where booking_id = ?")
      .run(booking.id);
    // In the desk's zone, Madrid until an owner sets another.
    expect(await shown(page(booking.reference))).toContain("Sent v1, 2 Jan 2020, 04:04 CET");
    const edited = await post(page(booking.reference), {
      intent: "reservation",
      mealPosition: "1",
      restaurantName: "Casa Lucio",
      address: "Calle Cava Baja, 35, 28005 Madrid",
      mapsUrl: "https://maps.google.com/?q=Casa+Lucio",
      localDate: "2037-12-10",
      localTime: "22:00",
      partySize: "2",
      tableName: "Ana García",
      confirmationCode: "CL-4821",
    });
    expect(edited.status).toBe(302);
    // An update needs no confirmation: the right of withdrawal ended with the first send.
    expect((await post(page(booking.reference), { intent: "send-update" })).status).toBe(302);
    const sentAt = String(one("select sent_at from itineraries where booking_id = ?", booking.id));
    expect(sentAt > "2020-01-02T03:04:00.000Z").toBe(true);
    const text = await shown(page(booking.reference));
    expect(text).toContain(`Sent v2, ${formatDeskTime(sentAt, "Europe/Madrid")}`);
    expect(text).not.toContain("2 Jan 2020");
  });
});

describe("the contact line and the history", () => {
  /** Paid yesterday, the traveller's answers an hour later: the path that once called the promise kept. */
  function answeredWithoutContact() {
    const paidAt = new Date(Date.now() - 20 * 3_600_000).toISOString();
    const answeredAt = new Date(Date.now() - 19 * 3_600_000).toISOString();
    const booking = seedPaidBooking(database, { status: "preferences_received", paidAt });
    const history = database.prepare(
      "insert into booking_events (booking_id, from_status, to_status, actor, created_at) values (?, ?, ?, ?, ?)",
    );
    history.run(booking.id, "pending", "paid", "system", paidAt);
    history.run(booking.id, "paid", "preferences_received", "traveller", answeredAt);
    return booking;
  }
  /** The history's line for the contact promise, kept at `at` (an instant, as the page writes it: in Madrid, the desk's zone). */
  const keptAt = (at: string) =>
    new RegExp(`Contact the traveller by \\d{1,2} \\w{3,4} \\d{4}, [\\d:]+ CES?T: done ${madrid(at)}`);
  const madrid = (at: string) => formatDeskTime(at, "Europe/Madrid");

  it("say nobody has contacted the traveller when only the answers arrived, and both show a team message as the contact", async () => {
    const booking = answeredWithoutContact();
    const before = await shown(page(booking.reference));
    expect(before).toContain("Nobody has marked the traveller as contacted yet.");
    expect(before).not.toMatch(/Contact the traveller by [^\n]*: done/);

    const written = await post(`${page(booking.reference)}/messages`, {
      intent: "reply",
      body: "Hola! Any allergies?",
    });
    expect(written.status).toBe(302);
    const at = String(
      one("select created_at from conversation_messages where booking_id = ? and author = 'staff'", booking.id),
    );
    const after = await shown(page(booking.reference));
    expect(after).not.toContain("Nobody has marked the traveller as contacted yet.");
    expect(after).toContain(`Contacted ${madrid(at)}`);
    expect(after).toMatch(keptAt(at));
  });

  it("agree once the concierge marks the traveller as contacted", async () => {
    const booking = answeredWithoutContact();
    expect((await post(page(booking.reference), { intent: "mark-contacted" })).status).toBe(302);
    const at = String(one("select contacted_at from bookings where id = ?", booking.id));
    const text = await shown(page(booking.reference));
    expect(text).toContain(`Contacted ${madrid(at)}`);
    expect(text).toMatch(keptAt(at));
  });
});
