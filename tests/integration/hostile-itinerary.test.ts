import Database from "better-sqlite3";
import ical, { type VEvent } from "node-ical";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItineraryDocument } from "~/features/itinerary/itinerary";
import { renderItineraryPdf } from "~/features/itinerary/pdf/render-pdf.server";
import { eventually } from "../support/eventually";
import { seedBookedTrip, seedReservation, uniqueEmail } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { visibleText } from "../support/trip-http";

/**
 * A line break in a map link once made calendar.ics answer 500 and the itinerary
 * email fail. Whatever is stored, the calendar files, the PDF, the itinerary page, the trip
 * page and the email are made: here every text of a trip is stored directly in the database at
 * its hostile extreme (far past its form's limit, line breaks, NUL, bidirectional overrides,
 * a lone surrogate, an unbreakable word), with the map links that broke the calendar.
 */

const TOKEN = "test-admin-token-0123456789";
/** What must never reach a file: any control character but a line break or tab, and the bidirectional controls. */
const HIDDEN = /(?![\t\n\r])[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Everything at once: a long text with every kind of hidden character and an unbreakable word. */
const hostile = (label: string, length = 5000) =>
  `${label} \u202Eevil\u202C\r\nX-Injected:1\u0000 \u2066iso\u2069 \u200F\u061C lone \uD800 ${"W".repeat(400)} 料理 👩‍👩‍👧 `.padEnd(
    length,
    "z",
  );

let server: RunningServer;
let smtp: TestSmtp;
let database: Database.Database;
let admin = "";

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
const text = async (path: string) => {
  const answer = await call(path);
  return { ...answer, body: answer.bytes.toString("utf8") };
};

const renderedPdf = (path: string) =>
  eventually(async () => {
    const answer = await call(path);
    return answer.status === 503 ? undefined : answer;
  }, `the rendered PDF at ${path}`);

async function pdfWords(pdf: Buffer) {
  const { text: words } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return words;
}

const events = (body: string) =>
  Object.values(ical.sync.parseICS(body)).filter((entry): entry is VEvent => entry?.type === "VEVENT");

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startInProcess(
    { LOG_LEVEL: "info", PUBLIC_URL: "http://localhost:3000", SMTP_URL: smtp.url },
    { jobs: true },
  );
  database = new Database(server.databasePath);
  database.pragma("busy_timeout = 5000");
  const unlocked = await fetch(`${server.url}/admin`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ intent: "unlock", token: TOKEN }),
    redirect: "manual",
  });
  admin = unlocked.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(async () => {
  database?.close();
  await server?.stop();
  await smtp?.close();
});

describe("an itinerary whose every stored field is hostile", () => {
  it("still gives its calendars, PDF, page, trip page and email, with nothing hidden left in them", async () => {
    const email = uniqueEmail("hostile");
    const { booking, trip } = seedBookedTrip(database, { name: hostile("Traveller", 100), email });
    database.prepare("delete from reservations where booking_id = ?").run(booking.id);
    for (const [position, mapsUrl] of [
      [1, "https://maps.google.com/?q=a\r\nX:1"],
      [2, "javascript:alert(1)\r\n"],
    ] as const) {
      seedReservation(database, {
        bookingId: booking.id,
        mealPosition: position,
        restaurantName: hostile(`Restaurant${position}`),
        address: hostile("Address"),
        mapsUrl,
        tableName: hostile("Table"),
        partySize: 2_147_483_647,
        confirmationCode: hostile("Code"),
        dishTips: hostile("Tips"),
        travellerNote: hostile("Note"),
        localDate: position === 1 ? "2037-12-10" : "2037-12-11",
        startsAt: position === 1 ? "2037-12-10T20:30:00.000Z" : "2037-12-11T13:00:00.000Z",
      });
    }

    // Before the itinerary: the trip page shows the tables as booked.
    const early = await text(trip);
    expect(early.status).toBe(200);

    const sent = await fetch(`${server.url}/admin/bookings/${booking.reference}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: admin },
      body: new URLSearchParams({ intent: "send-itinerary", confirm: "yes" }),
      redirect: "manual",
    });
    expect(sent.status).toBe(302);

    const calendar = await text(`${trip}/calendar.ics`);
    expect(calendar.status).toBe(200);
    expect(calendar.body).not.toMatch(HIDDEN);
    expect(calendar.body).not.toContain("X-Injected:1\r\n");
    const parsed = events(calendar.body);
    expect(parsed).toHaveLength(2);
    expect(String(parsed[0].summary)).toContain("Restaurant1 evil");
    // The link with a line break is a link no more; the other was never a map link.
    expect(calendar.body).not.toMatch(/^URL/m);
    for (const position of [1, 2]) {
      const meal = await text(`${trip}/meals/${position}.ics`);
      expect(meal.status).toBe(200);
      expect(events(meal.body)).toHaveLength(1);
    }

    const pdf = await renderedPdf(`${trip}/itinerary.pdf`);
    expect(pdf.status).toBe(200);
    const words = await pdfWords(pdf.bytes);
    expect(words).not.toMatch(HIDDEN);
    // The template's own words read forwards: no override turned them around.
    expect(words).toContain("Restaurant1 evil");
    expect(words).toContain("Sobremesa");

    const page = await text(`${trip}/itinerary`);
    expect(page.status).toBe(200);
    expect(visibleText(page.body)).toContain("Restaurant2 evil");
    expect(page.body).not.toMatch(HIDDEN);
    expect(page.body).not.toContain("javascript:");

    const tripPage = await text(trip);
    expect(tripPage.status).toBe(200);
    expect(tripPage.body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);

    const { mail } = await smtp.waitFor((m) => m.envelopeTo.includes(email), 20_000);
    expect(mail.subject).toBe("Your itinerary for Madrid is ready");
    expect(mail.attachments.map((file) => file.contentType).sort()).toEqual(["application/pdf", "text/calendar"]);
    expect(mail.text ?? "").not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    const failed = database
      .prepare("select count(*) from outbox where booking_id = ? and failed_at is not null")
      .pluck()
      .get(booking.id);
    expect(failed).toBe(0);

    // The stored document itself damaged by hand: the files and the page are still made.
    const row = database.prepare("select document from itineraries where booking_id = ?").pluck().get(booking.id);
    const document = JSON.parse(String(row));
    document.checkIn = "x\r\ny";
    document.language = "xx";
    document.timeZone = "Not/AZone";
    document.meals[0] = { ...document.meals[0], startsAt: "not a date", localDate: "2026-02-30", partySize: "NaN" };
    document.meals[1] = { ...document.meals[1], mapsUrl: "https://maps.google.com/?q=b\r\nY:2", id: null };
    database
      .prepare("update itineraries set document = ? where booking_id = ?")
      .run(JSON.stringify(document), booking.id);
    for (const path of [`${trip}/calendar.ics`, `${trip}/meals/2.ics`, `${trip}/itinerary`, trip]) {
      expect((await call(path)).status, path).toBe(200);
    }
    const again = await text(`${trip}/calendar.ics`);
    expect(again.body).not.toMatch(HIDDEN);
    const pdfAgain = await renderItineraryPdf(document as ItineraryDocument, {
      tripUrl: "http://localhost:3000/trip/x",
      accessibleUrl: "http://localhost:3000/trip/x/itinerary",
      supportEmail: "help@sobremesa.example",
    });
    expect(await pdfWords(pdfAgain)).toContain("Restaurant2 evil");
  }, 90_000);
});
