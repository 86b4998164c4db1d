import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { type Booking, outbox } from "~/db/schema";
import { localToUtc } from "~/domain/local-time";
import { syncMealMails } from "~/features/reminders-and-ratings/meal-mails.server";
import { tablesOn } from "~/features/todays-tables/todays-tables.server";
import { openSeedDatabase, seedCreatorAccount, seedPaidBooking, seedReservation } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { statementsDuring } from "../support/statement-count";

/**
 * /admin/today through the built server, as the concierge reads it: the tables of one date in
 * every city, each under its own city's date and at its city's time, grouped by city and in
 * time order, with whether the reminder went out; the days either side; who may open it; and a
 * date that is not one. The trips are in 2037, ahead of any day the suite runs.
 */

const DAY = "2037-12-31";
let server: RunningServer;
let seed: Db;
let concierge: SeededStaff;
let conciergeCookie = "";
let creatorCookie = "";
const trips: Record<string, Booking> = {};

/** A paid trip with one table, recorded as the workspace records it, and its meal emails queued. */
function tripWithTable(name: string, city: { cityName: string; regionCode: string; timeZone: string }, at: string) {
  const [localDate, localTime] = at.split(" ");
  const booking = seedPaidBooking(seed, {
    name,
    cityName: city.cityName,
    regionCode: city.regionCode,
    checkIn: "2037-12-29",
    checkOut: "2038-01-03",
    reservations: 1,
    status: "booked",
  });
  seedReservation(seed, {
    bookingId: booking.id,
    restaurantName: `${name}'s restaurant`,
    confirmationCode: `CONF-${name.split(" ")[0].toUpperCase()}`,
    partySize: (name.length % 5) + 2,
    localDate,
    localTime,
    timeZone: city.timeZone,
    startsAt: localToUtc(localDate, localTime, city.timeZone)!.toISOString(),
  });
  syncMealMails(seed, booking);
  return booking;
}

const MADRID = { cityName: "Madrid", regionCode: "ES", timeZone: "Europe/Madrid" };
const LISBON = { cityName: "Lisbon", regionCode: "EU", timeZone: "Europe/Lisbon" };

/** Marks the reminder queued for the trip's table as sent (or failed), as the outbox would. */
function markReminder(booking: Booking, column: "deliveredAt" | "failedAt") {
  seed
    .update(outbox)
    .set({ [column]: "2037-12-30T09:00:00.000Z" })
    .where(and(eq(outbox.bookingId, booking.id), like(outbox.dedupeKey, "mail:meal_reminder:%")))
    .run();
}

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "warn" });
  seed = openSeedDatabase(server.databasePath);
  // An owner exists, so the admin token opens no page and a visitor is sent to sign in.
  await seedStaff(seed, { role: "owner", name: "Olga Owner" });
  concierge = await seedStaff(seed, { role: "concierge", name: "Marta López" });
  conciergeCookie = staffCookie(seed, concierge.id);
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

  trips.lateDinner = tripWithTable("Lucía Late", MADRID, `${DAY} 23:30`);
  trips.lunch = tripWithTable("Pedro Lunch", MADRID, `${DAY} 13:30`);
  trips.afterMidnight = tripWithTable("Nora Night", MADRID, "2038-01-01 00:30");
  trips.lisbon = tripWithTable("Inês Lisboa", LISBON, `${DAY} 21:00`);
  markReminder(trips.lateDinner, "deliveredAt");
  markReminder(trips.lunch, "failedAt");
});
afterAll(async () => {
  seed?.$client.close();
  await server?.stop();
});

/** A page's text without React's text separators, as a reader sees it. */
const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");

async function get(path: string, cookie = conciergeCookie) {
  const response = await fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, location: response.headers.get("location"), html: text(await response.text()) };
}

/** The rows of one city's table, in page order, as "time | traveller | … | reminder" lines. */
function rowsOf(html: string, city: string): string[] {
  const start = html.indexOf(`<caption class="sr-only">${city},`);
  expect(start, city).toBeGreaterThan(-1);
  const table = html.slice(start, html.indexOf("</table>", start));
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1).map((row) =>
    [...row[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)]
      .map((cell) =>
        cell[1]
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .join(" | "),
  );
}

describe("/admin/today for a concierge", () => {
  it("lists the date's tables by city, in time order, at each city's time, with the reminder's state", async () => {
    const { status, html } = await get(`/admin/today?date=${DAY}`);
    expect(status).toBe(200);
    expect(html).toContain("Tonight's tables");
    expect(html).toMatch(/Thu,? 31 Dec 2037/);
    // Lisbon before Madrid; in Madrid, lunch before the late dinner; the 00:30 supper is the next day's.
    expect(html.indexOf('<caption class="sr-only">Lisbon,')).toBeLessThan(
      html.indexOf('<caption class="sr-only">Madrid,'),
    );
    expect(rowsOf(html, "Lisbon")).toEqual([
      `21:00 WET | Inês Lisboa ${trips.lisbon.readableReference} | ${("Inês Lisboa".length % 5) + 2} | Inês Lisboa's restaurant | CONF-INÊS | Not yet sent (scheduled)`,
    ]);
    expect(rowsOf(html, "Madrid")).toEqual([
      `13:30 CET | Pedro Lunch ${trips.lunch.readableReference} | ${("Pedro Lunch".length % 5) + 2} | Pedro Lunch's restaurant | CONF-PEDRO | Failed to send`,
      `23:30 CET | Lucía Late ${trips.lateDinner.readableReference} | ${("Lucía Late".length % 5) + 2} | Lucía Late's restaurant | CONF-LUCÍA | Sent`,
    ]);
    expect(html).not.toContain("Nora Night");
    expect(html).toContain("times in Europe/Lisbon");
    expect(html).toContain("times in Europe/Madrid");
    // One link per table, to the booking's workspace.
    expect(html).toContain(`href="/admin/bookings/${trips.lateDinner.readableReference}"`);
    expect(html.match(new RegExp(`href="/admin/bookings/${trips.lunch.readableReference}"`, "g"))).toHaveLength(1);
    // The days either side, and the staff navigation leading here.
    expect(html).toContain('href="/admin/today?date=2037-12-30"');
    expect(html).toContain('href="/admin/today?date=2038-01-01"');
    expect(html).toMatch(/<a[^>]*href="\/admin\/today"[^>]*>Tonight's tables<\/a>/);
  });

  it("lists the 00:30 supper under the next day, and an empty day says so", async () => {
    const next = await get("/admin/today?date=2038-01-01");
    expect(next.status).toBe(200);
    expect(rowsOf(next.html, "Madrid")).toEqual([
      `00:30 CET | Nora Night ${trips.afterMidnight.readableReference} | ${("Nora Night".length % 5) + 2} | Nora Night's restaurant | CONF-NORA | Not yet sent (scheduled)`,
    ]);
    expect(next.html).not.toContain("Lucía Late");

    const empty = await get("/admin/today?date=2037-06-15");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("No tables recorded for this day.");
    expect(empty.html).not.toContain("<table");
  });

  it("opens on today in the concierge's zone without a date", async () => {
    const before = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
    const { status, html } = await get("/admin/today");
    const after = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
    expect(status).toBe(200);
    // The input holds the day shown (either side of a midnight that fell during the request).
    const shown = /<input[^>]*name="date"[^>]*value="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
    expect([before, after]).toContain(shown);
    expect(html).toContain("· today");
  });

  it("answers a date that is not one with 400 and the form saying why, never a 500", async () => {
    for (const date of ["2037-02-30", "31/12/2037", "tomorrow", "9999-12-31", "'; DROP TABLE reservations;--", "%00"]) {
      const { status, html } = await get(`/admin/today?date=${encodeURIComponent(date)}`);
      expect(status, date).toBe(400);
      expect(html, date).toContain("Enter the day as a date between 2000 and 2100, such as 2026-12-31.");
      expect(html, date).toMatch(/aria-invalid="true"[^>]*aria-describedby="tables-date-error"/);
      expect(html, date).toContain('href="/admin/today"');
    }
  });

  it("reads the day's tables in one query, however many trips", async () => {
    const statements = await statementsDuring(async () => tablesOn(seed, DAY));
    expect(statements).toHaveLength(1);
  });
});

describe("who may open /admin/today", () => {
  it("sends a visitor and a creator's session to sign in, coming back to the same day", async () => {
    for (const cookie of ["", creatorCookie]) {
      const { status, location, html } = await get(`/admin/today?date=${DAY}`, cookie);
      expect(status).toBe(302);
      expect(location).toBe(`/admin/login?redirectTo=${encodeURIComponent(`/admin/today?date=${DAY}`)}`);
      expect(html).not.toContain("Lucía Late");
    }
  });

  it("opens for an owner too", async () => {
    const owner = await seedStaff(seed, { role: "owner", name: "Otto Owner" });
    const { status, html } = await get(`/admin/today?date=${DAY}`, staffCookie(seed, owner.id));
    expect(status).toBe(200);
    expect(html).toContain("Lucía Late");
  });
});
