import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, writeTransaction } from "~/db/client.server";
import { bookings, itineraries } from "~/db/schema";
import { historyOf } from "~/features/booking/lifecycle.server";
import { markBooked, sendItinerary } from "~/features/booking/move-booking.server";
import { completeFinishedTrips } from "~/features/itinerary/complete-trips.server";
import { sendItineraryUpdate } from "~/features/itinerary/itinerary.server";
import { calendarFor, itineraryPdfFor } from "~/features/itinerary/itinerary-files.server";
import { issueTripLink } from "~/features/trip/trip-links.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { saveReservation } from "~/features/workspace/reservations.server";
import { deliverDue } from "~/platform/outbox/outbox.server";
import { testDb } from "../support/db";
import { seedPaidBooking, uniqueEmail } from "../support/factories";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp";

/**
 * The itinerary from 'Send itinerary' to the traveller's inbox, in this process against a real
 * SMTP server on loopback: the PDF's text read back with a PDF text extractor, the calendar
 * parsed back with an iCalendar parser, then an update and a cancellation.
 */

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.SUPPORT_EMAIL = "help@sobremesa.example";
  testDb();
});
afterAll(() => smtp.close());

const TABLES = [
  {
    mealPosition: 1,
    restaurantName: "Taberna Cava Alta",
    address: "Calle de la Cava Alta 17, 28005 Madrid",
    localDate: "2037-12-10",
    localTime: "13:30",
    confirmationCode: "CA-4821",
    dishTips: "Huevos rotos con jamón y rabo de toro",
  },
  {
    mealPosition: 2,
    restaurantName: "Casa Ponzano",
    address: "Calle de Ponzano 38, Chamberí, Madrid",
    localDate: "2037-12-10",
    localTime: "21:30",
    confirmationCode: "PZ-77",
    dishTips: "Alcachofas a la brasa, then the torrija",
  },
  {
    mealPosition: 3,
    restaurantName: "Señor Martín · Mercado de San Ildefonso",
    address: "Calle de Fuencarral 57, Malasaña, Madrid",
    localDate: "2037-12-11",
    localTime: "14:00",
    confirmationCode: "SM-ç3",
    dishTips: "Boquerones y una caña; açaí upstairs",
  },
];

function bookedMadridTrip(language: "en" | "es" = "en") {
  const booking = seedPaidBooking(db(), {
    language,
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2037-12-09",
    checkOut: "2037-12-12",
    reservations: 3,
    status: "curating",
    name: "Inês Ñúñez",
    email: uniqueEmail("itinerary"),
  });
  for (const table of TABLES) {
    saveReservation(booking.id, {
      ...table,
      mapsUrl: `https://maps.google.com/?q=${encodeURIComponent(table.restaurantName)}`,
      partySize: 2,
      tableName: "Inês Ñúñez",
      travellerNote: "",
    });
  }
  markBooked(booking.id, { actor: "admin" });
  return booking;
}

async function pdfText(pdf: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: true });
  const { info } = await getMeta(proxy);
  return { text: text.replace(/\s+/g, " "), info: info as Record<string, string> };
}

const calendarEvents = (ics: string) =>
  Object.values(ical.sync.parseICS(ics)).filter((entry): entry is VEvent => entry?.type === "VEVENT");

const attachment = (
  mail: { attachments: { contentType: string; filename?: string; content: Buffer }[] },
  type: string,
) => mail.attachments.find((file) => file.contentType.startsWith(type));

describe("sending the itinerary", () => {
  it("mails the PDF with every table and the calendar with three events at the right instants", async () => {
    const booking = bookedMadridTrip();
    sendItinerary(booking.id, { actor: "admin" });
    expect(db().select().from(bookings).where(eq(bookings.id, booking.id)).get()?.status).toBe("itinerary_ready");
    await deliverDue(); // renders the PDF, which queues the email
    await deliverDue(); // sends it
    const { mail } = await smtp.waitFor((m) => m.envelopeTo.includes(booking.email));
    expect(mail.subject).toBe("Your itinerary for Madrid is ready");
    expect(mail.text).toContain("Read your itinerary");
    expect(linkIn(mail.text ?? "", "/trip/")).toMatch(/\/trip\/[A-Za-z0-9_-]{43}\/itinerary$/);

    const pdf = attachment(mail, "application/pdf");
    expect(pdf?.filename).toBe("sobremesa-madrid-2037-12-09-to-2037-12-12.pdf");
    expect(pdf?.content.length).toBeLessThan(200 * 1024);
    const { text, info } = await pdfText(pdf?.content as Buffer);
    for (const table of TABLES) {
      for (const fact of [table.restaurantName, table.localTime, table.confirmationCode, table.dishTips]) {
        expect(text).toContain(fact);
      }
    }
    for (const accented of ["Inês Ñúñez", "Chamberí", "açaí"]) expect(text).toContain(accented);
    expect(text).toContain("Lunch runs 14:00 to 16:00 and dinner rarely starts before 21:00.");
    expect(text).toContain("An accessible version of this itinerary");
    expect(info.Title).toMatch(
      /^Your Madrid dining itinerary, Wednesday,? 9 December 2037 – Saturday,? 12 December 2037$/,
    );
    expect(info.Subject).toBe("Restaurant reservations in Madrid for Inês Ñúñez");
    expect(info.Author).toBe("Sobremesa");

    const ics = attachment(mail, "text/calendar");
    expect(ics?.filename).toBe("sobremesa-madrid-2037-12-09-to-2037-12-12.ics");
    const events = calendarEvents(ics?.content.toString("utf8") ?? "");
    expect(events.map((e) => e.start.toISOString())).toEqual([
      "2037-12-10T12:30:00.000Z",
      "2037-12-10T20:30:00.000Z",
      "2037-12-11T13:00:00.000Z",
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
    expect(ics?.content.toString("utf8")).not.toContain("/trip/");

    // The stored PDF is the one mailed, and it rests sealed: no PDF and no trip link readable in the file.
    const row = db().select().from(itineraries).where(eq(itineraries.bookingId, booking.id)).get();
    expect(row?.pdfBytes).toBe(pdf?.content.length);
    expect(row?.pdfSealed).toBeInstanceOf(Buffer);
    expect(row?.pdfSealed?.subarray(0, 4).toString()).not.toBe("%PDF");
  });

  it("sends an edit as an update: same UIDs, SEQUENCE 1 on the changed meal, the new time, and what changed", async () => {
    const booking = bookedMadridTrip();
    sendItinerary(booking.id, { actor: "admin" });
    await deliverDue();
    await deliverDue();
    const first = await smtp.waitFor((m) => m.envelopeTo.includes(booking.email));
    const before = calendarEvents(attachment(first.mail, "text/calendar")?.content.toString("utf8") ?? "");

    saveReservation(booking.id, {
      ...TABLES[1],
      localTime: "22:00",
      mapsUrl: `https://maps.google.com/?q=${encodeURIComponent(TABLES[1].restaurantName)}`,
      partySize: 2,
      tableName: "Inês Ñúñez",
      travellerNote: "",
    });
    expect(sendItineraryUpdate(booking.id).changes).toEqual(["Meal 2, Casa Ponzano: time 22:00 (was 21:30)"]);
    await deliverDue();
    await deliverDue();
    const update = await smtp.waitFor(
      (m) => m.envelopeTo.includes(booking.email) && m.mail.subject === "Your itinerary for Madrid was updated",
    );
    expect(update.mail.text).toContain("Meal 2, Casa Ponzano: time 22:00 (was 21:30)");
    const after = calendarEvents(attachment(update.mail, "text/calendar")?.content.toString("utf8") ?? "");
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after.map((e) => String(e.sequence))).toEqual(["0", "1", "0"]);
    expect(after[1].start.toISOString()).toBe("2037-12-10T21:00:00.000Z");
    const { text } = await pdfText(attachment(update.mail, "application/pdf")?.content as Buffer);
    expect(text).toContain("22:00");
    expect(text).not.toContain("21:30");
    // Nothing changed since: nothing to send.
    expect(() => sendItineraryUpdate(booking.id)).toThrow("Nothing changed since the itinerary was sent");
  });

  it("writes a Spanish traveller's itinerary, update and calendar in Spanish", async () => {
    const booking = bookedMadridTrip("es");
    sendItinerary(booking.id, { actor: "admin" });
    await deliverDue();
    await deliverDue();
    const ready = await smtp.waitFor((m) => m.envelopeTo.includes(booking.email));
    expect(ready.mail.subject).toBe("Tu itinerario para Madrid está listo");
    const { text, info } = await pdfText(attachment(ready.mail, "application/pdf")?.content as Buffer);
    for (const said of ["Día 2", "Tu viaje de un vistazo", "Confirmada a nombre de Inês Ñúñez", "Ritmo local"]) {
      expect(text).toContain(said);
    }
    expect(info.Title).toMatch(/^Tu itinerario gastronómico en Madrid, miércoles, 9 de diciembre de 2037/);
    const [lunch] = calendarEvents(attachment(ready.mail, "text/calendar")?.content.toString("utf8") ?? "");
    expect(lunch.summary).toBe("Comida en Taberna Cava Alta");

    saveReservation(booking.id, {
      ...TABLES[1],
      localTime: "22:00",
      mapsUrl: `https://maps.google.com/?q=${encodeURIComponent(TABLES[1].restaurantName)}`,
      partySize: 2,
      tableName: "Inês Ñúñez",
      travellerNote: "",
    });
    sendItineraryUpdate(booking.id);
    await deliverDue();
    await deliverDue();
    const update = await smtp.waitFor(
      (m) => m.envelopeTo.includes(booking.email) && m.mail.subject === "Tu itinerario para Madrid se ha actualizado",
    );
    expect(update.mail.text).toContain("Reserva 2, Casa Ponzano: hora: 22:00 (antes: 21:30)");
  });

  it("withdraws the calendar when the trip is cancelled: same UIDs, STATUS:CANCELLED, and the PDF is gone", async () => {
    const booking = bookedMadridTrip();
    sendItinerary(booking.id, { actor: "admin" });
    await deliverDue();
    const token = writeTransaction((tx) => issueTripLink(tx, booking.id));
    expect(itineraryPdfFor(token).kind).toBe("file");
    const sent = await calendarFor(token);
    await cancelBooking({ reference: booking.reference, actor: "admin", refundCents: 0 });
    const withdrawn = await calendarFor(token);
    if (sent.kind !== "file" || withdrawn.kind !== "file") throw new Error("no calendar");
    const events = calendarEvents(String(withdrawn.body));
    expect(events.map((e) => e.uid)).toEqual(calendarEvents(String(sent.body)).map((e) => e.uid));
    expect(events.map((e) => e.status)).toEqual(["CANCELLED", "CANCELLED", "CANCELLED"]);
    expect(itineraryPdfFor(token).kind).toBe("missing");
    await deliverDue();
    const cancellation = await smtp.waitFor(
      (m) => m.envelopeTo.includes(booking.email) && (m.mail.subject ?? "").includes("is cancelled"),
    );
    const attached = calendarEvents(attachment(cancellation.mail, "text/calendar")?.content.toString("utf8") ?? "");
    expect(attached.map((e) => e.status)).toEqual(["CANCELLED", "CANCELLED", "CANCELLED"]);
  });

  it("refuses to send before every meal has its table, and answers 'missing' for a trip without an itinerary", async () => {
    const booking = seedPaidBooking(db(), { cityName: "Madrid", reservations: 2, status: "booked" });
    expect(() => sendItinerary(booking.id, { actor: "admin" })).toThrow("Record a reservation for every meal first");
    const token = writeTransaction((tx) => issueTripLink(tx, booking.id));
    expect(itineraryPdfFor(token).kind).toBe("missing");
    expect((await calendarFor(token)).kind).toBe("missing");
    expect(db().select().from(itineraries).where(eq(itineraries.bookingId, booking.id)).get()).toBeUndefined();
  });
});

describe("completing trips", () => {
  it("completes a trip the day after check-out in its city's calendar, through the lifecycle", () => {
    const madrid = seedPaidBooking(db(), { cityName: "Madrid", checkOut: "2037-12-12", status: "itinerary_ready" });
    const lima = seedPaidBooking(db(), { cityName: "Lima", checkOut: "2037-12-12", status: "itinerary_ready" });
    // 01:00 UTC on the 13th: already the 13th in Madrid, still the 12th in Lima (UTC−5).
    completeFinishedTrips(new Date("2037-12-13T01:00:00Z"));
    const status = (id: number) => db().select().from(bookings).where(eq(bookings.id, id)).get()?.status;
    expect(status(madrid.id)).toBe("completed");
    expect(status(lima.id)).toBe("itinerary_ready");
    expect(historyOf(db(), madrid.id).at(-1)).toMatchObject({
      toStatus: "completed",
      actor: "system",
      note: "The stay ended",
    });
    completeFinishedTrips(new Date("2037-12-13T06:00:00Z"));
    expect(status(lima.id)).toBe("completed");
  });
});
