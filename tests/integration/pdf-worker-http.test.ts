import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { seedBookedTrip, seedReservation } from "../support/factories";
import { type RunningServer, startServer } from "../support/server";

/**
 * An itinerary PDF renders in a worker thread, so the server keeps answering while
 * it renders. Seen as anyone would: a request sent after the render began (the PDF's own trip
 * link is written just before it starts) is answered while the PDF is still not there.
 */
const TOKEN = "test-admin-token-0123456789";
let server: RunningServer;
let database: Database.Database;
let admin = "";

const post = (path: string, fields: Record<string, string>, cookie = admin) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });

/** A booked Madrid trip with ten meals, lunch and dinner from the 10th to the 15th of December 2037. */
function tenMealTrip() {
  const { booking } = seedBookedTrip(database, { reservations: 10, checkOut: "2037-12-16" });
  for (let position = 3; position <= 10; position++) {
    const day = 11 + Math.floor((position - 2) / 2);
    const dinner = position % 2 === 1;
    const localDate = `2037-12-${day}`;
    seedReservation(database, {
      bookingId: booking.id,
      mealPosition: position,
      restaurantName: `Casa Número ${position}`,
      address: `Calle Mayor ${position}, Madrid`,
      localDate,
      localTime: dinner ? "21:30" : "14:00",
      startsAt: `${localDate}T${dinner ? "20:30" : "13:00"}:00.000Z`,
      confirmationCode: `CN-${position}`,
      dishTips: "Croquetas, then whatever the kitchen says is best today.",
    });
  }
  return booking;
}

const links = (bookingId: number) =>
  database.prepare("select count(*) from trip_links where booking_id = ?").pluck().get(bookingId) as number;
const rendered = (bookingId: number) =>
  database.prepare("select pdf_version from itineraries where booking_id = ?").pluck().get(bookingId) != null;

/** Sends the itinerary and waits until its render begins: the PDF's trip link is stored. False if it had already finished. */
async function sendAndWaitForRender(reference: string, bookingId: number): Promise<boolean> {
  const before = links(bookingId);
  expect((await post(`/admin/bookings/${reference}`, { intent: "send-itinerary", confirm: "yes" })).status).toBe(302);
  // Polled often: the render should still be under way when the test sees it begin.
  await eventually(() => links(bookingId) !== before, `the itinerary's render begun for booking ${bookingId}`, {
    everyMs: 2,
  });
  return !rendered(bookingId);
}

const waitRendered = (bookingId: number) =>
  eventually(() => rendered(bookingId), `the itinerary PDF stored for booking ${bookingId}`, { everyMs: 20 });

beforeAll(async () => {
  server = await startServer({ PUBLIC_URL: "http://localhost:3000" });
  database = new Database(server.databasePath);
  database.pragma("busy_timeout = 5000");
  const unlocked = await post("/admin", { intent: "unlock", token: TOKEN }, "");
  admin = unlocked.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(async () => {
  database?.close();
  await server?.stop();
});

describe("PDFs render off the serving thread", () => {
  it("answers a request sent while a ten-meal itinerary renders, before the PDF is there", async () => {
    // A first render loads the PDF library, so what follows measures rendering alone.
    const { booking: first } = seedBookedTrip(database);
    await post(`/admin/bookings/${first.reference}`, { intent: "send-itinerary", confirm: "yes" });
    await waitRendered(first.id);

    // A render can in principle end before this test sees it begin; then it tries another trip.
    let answeredDuringRender = false;
    for (let attempt = 0; attempt < 3 && !answeredDuringRender; attempt++) {
      const booking = tenMealTrip();
      if (!(await sendAndWaitForRender(booking.reference, booking.id))) continue;
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      answeredDuringRender = !rendered(booking.id);
      await waitRendered(booking.id);
    }
    expect(answeredDuringRender, "/healthz answered before the PDF was stored").toBe(true);
  });
});
