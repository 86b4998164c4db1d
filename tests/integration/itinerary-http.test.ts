import Database from "better-sqlite3";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { seedBookedTrip } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { visibleText } from "../support/trip-http";

/**
 * The itinerary over HTTP against the built server (its own background worker renders the PDF):
 * the workspace's 'Send itinerary', then what the trip link opens: the page, its web twin, the
 * PDF and the calendar files, and the 404 for everything else.
 */
const TOKEN = "test-admin-token-0123456789";
let server: RunningServer;
let database: Database.Database;
let admin = "";

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
const text = async (path: string, init?: RequestInit) => {
  const answer = await call(path, init);
  return { ...answer, body: answer.bytes.toString("utf8") };
};
const post = (path: string, fields: Record<string, string>, cookie = admin) =>
  text(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });

const bookedMadrid = () => seedBookedTrip(database);

/** The worker renders in the background: the PDF answers 503 with Retry-After until then. */
const renderedPdf = (path: string) =>
  eventually(async () => {
    const answer = await call(path);
    if (answer.status !== 503) return answer;
    expect(answer.headers.get("retry-after")).toBe("10");
  }, `the rendered PDF at ${path}`);

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "info", PUBLIC_URL: "http://localhost:3000" }, { jobs: true });
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

describe("the itinerary over HTTP", () => {
  it("is sent from the workspace, then the trip link opens its page, web twin, PDF and calendars", async () => {
    const { booking, trip } = bookedMadrid();
    const before = await text(trip);
    expect(visibleText(before.body)).not.toContain("Your itinerary");
    expect((await call(`${trip}/itinerary.pdf`)).status).toBe(404);

    const sent = await post(`/admin/bookings/${booking.reference}`, { intent: "send-itinerary", confirm: "yes" });
    expect(sent.status).toBe(302);
    const status = database.prepare("select status from bookings where id = ?").pluck().get(booking.id);
    expect(status).toBe("itinerary_ready");

    const pdf = await renderedPdf(`${trip}/itinerary.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      'attachment; filename="sobremesa-madrid-2037-12-09-to-2037-12-12.pdf"',
    );
    expect(pdf.headers.get("cache-control")).toContain("no-store");
    const proxy = await getDocumentProxy(new Uint8Array(pdf.bytes));
    const { text: pdfText } = await extractText(proxy, { mergePages: true });
    for (const fact of ["Casa Lucio", "21:30", "CL-4821", "Sacha", "SA-9", "Tortilla jugosa", "Inês Ñúñez"]) {
      expect(pdfText).toContain(fact);
    }

    const page = visibleText((await text(trip)).body);
    expect(page).toContain("Your itinerary");
    expect(page).toContain("Download the PDF");
    expect(page).toContain("Add meal 2 to your calendar (.ics)");

    const twin = await text(`${trip}/itinerary`);
    expect(twin.status).toBe(200);
    const words = visibleText(twin.body);
    for (const fact of [
      "Day 2",
      "21:30 · Dinner at Casa Lucio",
      "14:00 · Lunch at Sacha",
      "Ref. SA-9",
      "Tortilla jugosa",
    ]) {
      expect(words).toContain(fact);
    }
    // The city's rhythm is a tip for the whole trip: once, before the first day.
    expect(words.split("Local rhythm").length - 1).toBe(1);
    expect(words.indexOf("Local rhythm")).toBeLessThan(words.indexOf("Day "));
    expect(twin.body).toContain('<html lang="en"');
    expect(twin.body).toContain(
      '<meta name="description" content="Your dining itinerary for Madrid, day by day: every table with its time, address and booking."/>',
    );
    // Nothing on it needs JavaScript: no React runtime for a phone abroad to load.
    expect(twin.body).not.toContain("<script");
    expect(twin.body).toContain('href="https://maps.google.com/?q=Casa+Lucio"');

    const calendar = await text(`${trip}/calendar.ics`);
    expect(calendar.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(calendar.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar.body).not.toContain("/trip/");
    const meal = await text(`${trip}/meals/2.ics`);
    expect(meal.headers.get("content-disposition")).toBe('attachment; filename="sobremesa-madrid-meal-2.ics"');
    expect(meal.body).toContain("DTSTART:20371211T130000Z");

    const workspace = visibleText(
      (await text(`/admin/bookings/${booking.reference}`, { headers: { Cookie: admin } })).body,
    );
    expect(workspace).toMatch(/PDF version 1, \d+\.\d kB, rendered/);
    expect(workspace).toContain("No change since it was sent.");
  });

  it("sends an edit as an update from the workspace, and refuses an update with nothing changed", async () => {
    const { booking } = bookedMadrid();
    await post(`/admin/bookings/${booking.reference}`, { intent: "send-itinerary", confirm: "yes" });
    const nothing = await post(`/admin/bookings/${booking.reference}`, { intent: "send-update" });
    expect(nothing.status).toBe(409);
    expect(visibleText(nothing.body)).toContain("Nothing changed since the itinerary was sent");
    const edited = await post(`/admin/bookings/${booking.reference}`, {
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
      dishTips: "Huevos rotos",
    });
    expect(edited.status).toBe(302);
    const page = visibleText((await text(`/admin/bookings/${booking.reference}`, { headers: { Cookie: admin } })).body);
    expect(page).toContain("Changed since it was sent:");
    expect(page).toContain("Meal 1, Casa Lucio: time 22:00 (was 21:30)");
    const update = await post(`/admin/bookings/${booking.reference}`, { intent: "send-update" });
    expect(update.status).toBe(302);
    const version = database.prepare("select version from itineraries where booking_id = ?").pluck().get(booking.id);
    expect(version).toBe(2);
  });

  it("answers 404 for an unknown link, a trip not sent yet, a meal that does not exist, and a cancelled trip's PDF", async () => {
    const { trip: notSent } = bookedMadrid();
    const { booking, trip } = bookedMadrid();
    await post(`/admin/bookings/${booking.reference}`, { intent: "send-itinerary", confirm: "yes" });
    await renderedPdf(`${trip}/itinerary.pdf`);
    const unknown = `/trip/${"U".repeat(43)}`;
    for (const path of [
      `${unknown}/itinerary.pdf`,
      `${unknown}/calendar.ics`,
      `${unknown}/itinerary`,
      `${notSent}/itinerary.pdf`,
      `${notSent}/calendar.ics`,
      `${notSent}/meals/1.ics`,
      `${trip}/meals/3.ics`,
      `${trip}/meals/0.ics`,
      `${trip}/meals/1.pdf`,
      `${trip}/meals/..%2F1.ics`,
    ]) {
      expect((await call(path)).status, path).toBe(404);
    }
    database.prepare("update bookings set status = 'booked' where id = ?").run(booking.id);
    expect((await call(`${trip}/itinerary.pdf`)).status).toBe(404);
  });

  it("keeps the send buttons to admins", async () => {
    const { booking } = bookedMadrid();
    const anonymous = await post(
      `/admin/bookings/${booking.reference}`,
      { intent: "send-itinerary", confirm: "yes" },
      "",
    );
    // Sent back to the token gate, with nothing done.
    expect(anonymous.status).toBe(302);
    expect(visibleText((await text(anonymous.headers.get("location") ?? "/")).body)).toContain("Enter the admin token");
    const status = database.prepare("select status from bookings where id = ?").pluck().get(booking.id);
    expect(status).toBe("booked");
  });
});
