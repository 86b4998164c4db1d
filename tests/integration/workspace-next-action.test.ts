import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingStatus } from "../../app/domain/booking-lifecycle";
import { seedFreeBooking, seedMeal, seedPaidBooking, seedReservation } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { visibleText } from "../support/trip-http";

/**
 * The workspace is laid out around the next action. For each state of the
 * lifecycle, the page a signed-in concierge gets offers exactly the moves the lifecycle allows
 * with their guards met, and one primary action; the server refuses the others, and cancelling
 * takes a confirmation that states the refund. Over HTTP against the built server, its own
 * SQLite file (an owner exists here, so this server is nobody else's).
 */
let server: RunningServer;
let database: Database.Database;
let marta: SeededStaff;
let cookie = "";

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "warn" });
  database = new Database(server.databasePath);
  database.pragma("busy_timeout = 5000");
  await seedStaff(database, { role: "owner", name: "Olga Owner" });
  marta = await seedStaff(database, { role: "concierge", name: "Marta López" });
  cookie = staffCookie(database, marta.id);
});
afterAll(async () => {
  database?.close();
  await server?.stop();
});

/** The workspace's address (the internal reference redirects to the readable one, where there is one). */
async function page(reference: string) {
  const path = `/admin/bookings/${reference}`;
  const first = await fetch(`${server.url}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
  return first.status === 302 ? (first.headers.get("location") ?? path) : path;
}

async function open(reference: string) {
  const response = await fetch(`${server.url}${await page(reference)}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

async function post(reference: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${await page(reference)}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: await response.text() };
}

const statusOf = (id: number) =>
  (database.prepare("select status from bookings where id = ?").get(id) as { status: string }).status;

/** The inner HTML of the element with this id (a section of the page). */
function part(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) return "";
  const open = html.lastIndexOf("<", start);
  const tag = /^<(\w+)/.exec(html.slice(open))?.[1] ?? "section";
  const end = html.indexOf(`</${tag}>`, start);
  return html.slice(open, end);
}

/** Every "Move to …" button on the page, by its words. */
const movesOffered = (html: string) =>
  [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)]
    .map((match) => visibleText(match[1]))
    .filter((words) => words.startsWith("Move to "))
    .sort();

/** The header's one primary action, by its words (a button or a link), or "" when there is none. */
const primaryOf = (html: string) => {
  const box = part(html, "next-action");
  const control = /<(button|a)\b[^>]*>([\s\S]*?)<\/\1>/.exec(box);
  return control ? visibleText(control[2]) : "";
};

type Seed = Parameters<typeof seedPaidBooking>[1];

function seeded(status: BookingStatus, seed: Seed = {}, tables = 0) {
  const booking = seedPaidBooking(database, {
    cityName: "Madrid",
    checkIn: "2037-12-09",
    checkOut: "2037-12-12",
    reservations: 2,
    amountPaidCents: 3900,
    paymentIntentId: `pi_local_${Math.random().toString(36).slice(2)}`,
    assignedStaffId: marta.id,
    status,
    ...seed,
  });
  const history = database.prepare(
    "insert into booking_events (booking_id, from_status, to_status, actor, created_at) values (?, ?, ?, 'system', ?)",
  );
  history.run(booking.id, null, "pending", new Date(Date.now() - 3 * 3_600_000).toISOString());
  if (status !== "pending")
    history.run(booking.id, "pending", "paid", new Date(Date.now() - 2 * 3_600_000).toISOString());
  seedMeal(database, booking.id, { position: 1, date: "2037-12-10" });
  seedMeal(database, booking.id, { position: 2, date: "2037-12-11" });
  for (let meal = 1; meal <= tables; meal++) seedReservation(database, { bookingId: booking.id, mealPosition: meal });
  return booking;
}

describe("the workspace offers the moves the lifecycle allows with their guards met, and one primary action", () => {
  it("pending and unpaid: no Move to Paid, no primary action, nothing to refund", async () => {
    const booking = seeded("pending", { paymentStatus: "pending", amountPaidCents: null, paidAt: null });
    const html = await open(booking.reference);
    expect(movesOffered(html)).toEqual([]);
    expect(primaryOf(html)).toBe("");
    expect(visibleText(part(html, "status"))).toContain("Waiting for the traveller to pay");
    expect(visibleText(html)).not.toContain("Full refund");
  });

  it("a request without upfront payment: confirming it is the primary action, never Move to Paid or Full refund (€0)", async () => {
    const booking = seedFreeBooking(database, { cityName: "Paris", assignedStaffId: marta.id });
    const html = await open(booking.reference);
    expect(movesOffered(html)).toEqual([]);
    expect(primaryOf(html)).toBe("Confirm availability and request payment");
    expect(visibleText(html)).not.toContain("Full refund");
  });

  it("paid and nobody's yet: Take it", async () => {
    const booking = seeded("paid", { assignedStaffId: null });
    const html = await open(booking.reference);
    expect(primaryOf(html)).toBe("Take it");
    expect(movesOffered(html)).toEqual(["Move to Curating", "Move to Preferences received"]);
  });

  it("paid and hers: start curating, with the contact promise and its time left in the header", async () => {
    const booking = seeded("paid");
    const html = await open(booking.reference);
    expect(primaryOf(html)).toBe("Move to Curating");
    expect(movesOffered(html)).toEqual(["Move to Curating", "Move to Preferences received"]);
    const header = visibleText(part(html, "status"));
    expect(header).toContain(booking.name);
    expect(header).toContain("Madrid");
    expect(header).toContain("2037-12-09 – 2037-12-12");
    expect(header).toMatch(/Contact the traveller by .* · (2[12]|2[0-3]) h left/);
  });

  it("curating with a meal still without its table: Record tables, and Mark as booked is not offered", async () => {
    const booking = seeded("curating", {}, 1);
    const html = await open(booking.reference);
    expect(primaryOf(html)).toBe("Record tables");
    expect(part(html, "next-action")).toContain('href="#meal-2"');
    expect(movesOffered(html)).toEqual([]);
    expect(html).not.toContain(">Mark as booked<");
  });

  it("curating with every table: Mark as booked", async () => {
    const booking = seeded("curating", {}, 2);
    expect(primaryOf(await open(booking.reference))).toBe("Mark as booked");
  });

  it("booked: Send itinerary", async () => {
    const booking = seeded("booked", {}, 2);
    const html = await open(booking.reference);
    expect(primaryOf(html)).toBe("Send itinerary");
    expect(movesOffered(html)).toEqual([]);
  });

  it("itinerary sent, stay ahead: no Move to Completed; once the stay is over in Madrid: Move to Completed", async () => {
    const ahead = seeded("itinerary_ready", {}, 2);
    const html = await open(ahead.reference);
    expect(movesOffered(html)).toEqual([]);
    expect(primaryOf(html)).toBe("");
    const over = seeded("itinerary_ready", { checkIn: "2026-01-05", checkOut: "2026-01-09" }, 2);
    const after = await open(over.reference);
    expect(movesOffered(after)).toEqual(["Move to Completed"]);
    expect(primaryOf(after)).toBe("Move to Completed");
  });

  it("completed and cancelled: nothing to do, nothing to cancel", async () => {
    for (const status of ["completed", "cancelled"] as const) {
      const html = await open(seeded(status, { checkIn: "2026-01-05", checkOut: "2026-01-09" }).reference);
      expect(movesOffered(html), status).toEqual([]);
      expect(primaryOf(html), status).toBe("");
      expect(part(html, "cancel"), status).toBe("");
    }
  });
});

describe("the server refuses what the page does not offer, and changes nothing", () => {
  it("refuses Move to Paid without a payment and Move to Completed before check-out, with a 409 saying why", async () => {
    const unpaid = seeded("pending", { paymentStatus: "pending", amountPaidCents: null, paidAt: null });
    const paid = await post(unpaid.reference, { intent: "move", to: "paid" });
    expect(paid.status).toBe(409);
    expect(visibleText(paid.body)).toContain("No payment has been received");
    expect(statusOf(unpaid.id)).toBe("pending");

    const ahead = seeded("itinerary_ready", {}, 2);
    const completed = await post(ahead.reference, { intent: "move", to: "completed" });
    expect(completed.status).toBe(409);
    expect(visibleText(completed.body)).toContain("The stay has not ended yet");
    expect(statusOf(ahead.id)).toBe("itinerary_ready");
  });

  it("refuses a full refund of an unpaid request", async () => {
    const booking = seedFreeBooking(database, { cityName: "Paris", assignedStaffId: marta.id });
    const asked = await post(booking.reference, { intent: "cancel", refund: "full", confirm: "yes" });
    expect(asked.status).toBe(400);
    expect(statusOf(booking.id)).toBe("pending");
  });
});

describe("cancelling is a deliberate step", () => {
  it("preselects no refund; the first post states the amount and changes nothing; the confirmation cancels", async () => {
    const booking = seeded("curating");
    const html = await open(booking.reference);
    const radios = [...part(html, "cancel").matchAll(/<input[^>]*name="refund"[^>]*>/g)].map((m) => m[0]);
    expect(radios.length).toBeGreaterThan(0);
    expect(radios.filter((radio) => / checked/.test(radio))).toEqual([]);

    const asked = await post(booking.reference, { intent: "cancel", refund: "partial", amount: "12.50" });
    expect(asked.status).toBe(200);
    expect(visibleText(part(asked.body, "cancel"))).toContain(
      "Cancel this booking and refund €12.50 to the traveller?",
    );
    expect(statusOf(booking.id)).toBe("curating");

    const full = await post(booking.reference, { intent: "cancel", refund: "full" });
    expect(visibleText(part(full.body, "cancel"))).toContain("Cancel this booking and refund €39 to the traveller?");
    expect(statusOf(booking.id)).toBe("curating");

    const done = await post(booking.reference, {
      intent: "cancel",
      refund: "partial",
      amount: "12.50",
      confirm: "yes",
    });
    expect(done.status, visibleText(done.body).slice(0, 300)).toBe(302);
    expect(statusOf(booking.id)).toBe("cancelled");
    expect(database.prepare("select amount_cents from refunds where booking_id = ?").all(booking.id)).toEqual([
      { amount_cents: 1250 },
    ]);
  });
});
