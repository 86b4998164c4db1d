import { and, isNull, like } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "~/clock";
import { db } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { markBooked, sendItinerary } from "~/features/booking/move-booking.server";
import { rateMeal } from "~/features/reminders-and-ratings/meal-ratings.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { saveReservation } from "~/features/workspace/reservations.server";
import { deliverDue } from "~/platform/outbox/outbox.server";
import { testDb } from "../support/db";
import { seedPaidBooking, uniqueEmail } from "../support/factories";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp";

/**
 * A meal's reminder, from the concierge's table to the traveller's inbox over SMTP on
 * loopback: due the day before at 10:00 in Madrid, moved when the table moves, withdrawn when
 * the trip is cancelled, sent once. The clock is moved, never waited for.
 */

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  testDb();
});
afterAll(() => smtp.close());
afterEach(() => setClock(null));

function madridTrip(email: string) {
  const booking = seedPaidBooking(db(), {
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2026-11-26",
    checkOut: "2026-11-29",
    reservations: 2,
    status: "curating",
    name: "Inês Ñúñez",
    email,
  });
  return booking;
}

const table = (localDate: string, localTime: string) => ({
  mealPosition: 1,
  restaurantName: "Casa Lucio",
  address: "Calle Cava Baja 35, 28005 Madrid",
  mapsUrl: "https://maps.google.com/?q=Casa+Lucio",
  localDate,
  localTime,
  partySize: 4,
  tableName: "Inês Ñúñez",
  confirmationCode: "CL-1",
  dishTips: "Huevos rotos",
  travellerNote: "",
  cancellationNote: "Cancel 24 hours ahead or pay 30 EUR a person",
});

const pendingReminders = (bookingId: number, meal = 1) =>
  db()
    .select()
    .from(outbox)
    .where(
      and(
        like(outbox.dedupeKey, `mail:meal_reminder:booking:${bookingId}:meal:${meal}:%`),
        isNull(outbox.deliveredAt),
        isNull(outbox.cancelledAt),
        isNull(outbox.failedAt),
      ),
    )
    .all();

const arrivedFor = (to: string) => smtp.to(to);

describe("the reminder the day before a meal", () => {
  it("is due at 10:00 Madrid the day before, moves with the table, arrives once by SMTP with the table's facts and calendar", async () => {
    // Thursday 26 Nov 2026, 08:00 in Madrid: a table for tomorrow (Friday) at 21:00.
    setClock("2026-11-26T07:00:00Z", { freeze: true });
    const email = uniqueEmail("reminder");
    const booking = madridTrip(email);
    saveReservation(booking.id, table("2026-11-27", "21:00"));
    let pending = pendingReminders(booking.id);
    expect(pending).toHaveLength(1);
    expect(pending[0].nextAttemptAt).toBe("2026-11-26T09:00:00.000Z");

    // Moved to Saturday 21:30: still one reminder, now due Friday 10:00 Madrid.
    saveReservation(booking.id, table("2026-11-28", "21:30"));
    pending = pendingReminders(booking.id);
    expect(pending).toHaveLength(1);
    expect(pending[0].nextAttemptAt).toBe("2026-11-27T09:00:00.000Z");

    // Thursday's 10:00 passes: nothing goes (the old reminder was withdrawn).
    setClock("2026-11-26T12:00:00Z", { freeze: true });
    await deliverDue();
    expect(arrivedFor(email)).toHaveLength(0);

    // Sending the itinerary queues no second reminder (meal 2's table first: every meal needs one).
    saveReservation(booking.id, { ...table("2026-11-29", "14:00"), mealPosition: 2, restaurantName: "Sacha" });
    markBooked(booking.id, { actor: "admin" });
    sendItinerary(booking.id, { actor: "admin" });
    expect(pendingReminders(booking.id)).toHaveLength(1);

    setClock("2026-11-27T09:00:05Z", { freeze: true });
    await deliverDue();
    const reminders = arrivedFor(email).filter((m) => m.mail.subject?.startsWith("Tomorrow"));
    expect(reminders).toHaveLength(1);
    const { mail } = reminders[0];
    expect(mail.subject).toBe("Tomorrow: dinner at Casa Lucio, 21:30");
    const text = mail.text ?? "";
    for (const fact of [
      "Casa Lucio",
      "21:30",
      "Calle Cava Baja 35, 28005 Madrid",
      "https://maps.google.com/?q=Casa+Lucio",
      "under the name Inês Ñúñez, for 4 people",
      "Huevos rotos",
      "Cancel 24 hours ahead or pay 30 EUR a person",
    ]) {
      expect(text).toContain(fact);
    }
    expect(linkIn(text, "http://localhost")).toMatch(/\/trip\/[\w-]+$/);
    const ics = mail.attachments.find((file) => file.contentType.startsWith("text/calendar"));
    const events = Object.values(ical.sync.parseICS(ics?.content.toString("utf8") ?? "")).filter(
      (entry): entry is VEvent => entry?.type === "VEVENT",
    );
    expect(events).toHaveLength(1);
    // Saturday 21:30 in Madrid (UTC+1) is 20:30 UTC.
    expect(events[0].start.toISOString()).toBe("2026-11-28T20:30:00.000Z");
    expect(events[0].summary).toContain("Casa Lucio");

    // A replay (another drain, the same edit saved again) sends nothing twice.
    await deliverDue();
    saveReservation(booking.id, table("2026-11-28", "21:30"));
    await deliverDue();
    expect(arrivedFor(email).filter((m) => m.mail.subject?.startsWith("Tomorrow"))).toHaveLength(1);
    expect(pendingReminders(booking.id)).toHaveLength(0);
    // Meal 2 keeps its own one reminder, due Saturday 10:00 Madrid.
    expect(pendingReminders(booking.id, 2).map((r) => r.nextAttemptAt)).toEqual(["2026-11-28T09:00:00.000Z"]);
  });

  it("is due at once when the table is booked after 10:00 the day before", () => {
    setClock("2026-11-26T15:00:00Z", { freeze: true });
    const booking = madridTrip(uniqueEmail("late"));
    saveReservation(booking.id, table("2026-11-27", "21:00"));
    expect(pendingReminders(booking.id).map((r) => r.nextAttemptAt)).toEqual(["2026-11-26T15:00:00.000Z"]);
  });

  it("says Today for a table recorded on the meal's day in Madrid, Tomorrow the evening before", async () => {
    // 00:30 Saturday in Madrid is still Friday 23:30 in UTC: a lunch that Saturday is today.
    setClock("2026-11-27T23:30:00Z", { freeze: true });
    const sameDay = uniqueEmail("same-day");
    saveReservation(madridTrip(sameDay).id, table("2026-11-28", "14:00"));
    await deliverDue();
    const [today] = arrivedFor(sameDay);
    expect(today.mail.subject).toBe("Today: lunch at Casa Lucio, 14:00");
    expect(today.mail.text).toContain("Today: lunch at Casa Lucio");
    expect(today.mail.text).not.toContain("Tomorrow");

    // 23:30 Friday in Madrid (22:30 UTC): the same lunch on Saturday is tomorrow.
    setClock("2026-11-27T22:30:00Z", { freeze: true });
    const eve = uniqueEmail("eve");
    saveReservation(madridTrip(eve).id, table("2026-11-28", "14:00"));
    await deliverDue();
    const [tomorrow] = arrivedFor(eve);
    expect(tomorrow.mail.subject).toBe("Tomorrow: lunch at Casa Lucio, 14:00");
    expect(tomorrow.mail.text).toContain("Tomorrow: lunch at Casa Lucio");
  });

  it("is withdrawn when the trip is cancelled, and nothing is sent", async () => {
    setClock("2026-11-26T07:00:00Z", { freeze: true });
    const email = uniqueEmail("cancelled");
    const booking = madridTrip(email);
    saveReservation(booking.id, table("2026-11-27", "21:00"));
    expect(pendingReminders(booking.id)).toHaveLength(1);
    await cancelBooking({ reference: booking.reference, actor: "admin", refundCents: 0 });
    expect(pendingReminders(booking.id)).toHaveLength(0);
    const feedback = db()
      .select()
      .from(outbox)
      .where(and(like(outbox.dedupeKey, `mail:meal_feedback:booking:${booking.id}:%`), isNull(outbox.cancelledAt)))
      .all();
    expect(feedback).toHaveLength(0);
    setClock("2026-11-28T09:00:05Z", { freeze: true });
    await deliverDue();
    expect(arrivedFor(email).filter((m) => /Tomorrow|How was/.test(m.mail.subject ?? ""))).toHaveLength(0);
  });

  it("the morning after, asks 'How was dinner at Casa Lucio?' with five signed links", async () => {
    setClock("2026-11-26T07:00:00Z", { freeze: true });
    const email = uniqueEmail("feedback");
    const booking = madridTrip(email);
    saveReservation(booking.id, table("2026-11-27", "21:00"));
    // Saturday 10:00 in Madrid, the morning after Friday's dinner.
    setClock("2026-11-28T08:59:00Z", { freeze: true });
    await deliverDue();
    expect(arrivedFor(email).filter((m) => m.mail.subject?.startsWith("How was"))).toHaveLength(0);
    setClock("2026-11-28T09:00:05Z", { freeze: true });
    await deliverDue();
    const asked = arrivedFor(email).filter((m) => m.mail.subject?.startsWith("How was"));
    expect(asked).toHaveLength(1);
    expect(asked[0].mail.subject).toBe("How was dinner at Casa Lucio?");
    const links = [...(asked[0].mail.text ?? "").matchAll(/http:\/\/\S+\/rate\/(\S+)\?score=(\d)/g)];
    expect(links.map((link) => link[2])).toEqual(["1", "2", "3", "4", "5"]);
    const token = links[3][1];
    expect(new Set(links.map((link) => link[1]))).toEqual(new Set([token]));
    // The link is this meal's: its page records a 4 for meal 1 of this booking.
    const rated = rateMeal(token, 4, "");
    expect("refused" in rated ? rated.refused : [rated.booking.id, rated.position, rated.rating]).toEqual([
      booking.id,
      1,
      4,
    ]);
    await deliverDue();
    expect(arrivedFor(email).filter((m) => m.mail.subject?.startsWith("How was"))).toHaveLength(1);
  });

  it("in Spanish for a traveller who booked in Spanish", async () => {
    setClock("2026-11-26T07:00:00Z", { freeze: true });
    const email = uniqueEmail("es");
    const booking = seedPaidBooking(db(), {
      cityName: "Madrid",
      regionCode: "ES",
      checkIn: "2026-11-26",
      checkOut: "2026-11-29",
      reservations: 1,
      status: "curating",
      language: "es",
      email,
    });
    saveReservation(booking.id, table("2026-11-27", "21:00"));
    setClock("2026-11-26T09:00:05Z", { freeze: true });
    await deliverDue();
    const [arrived] = arrivedFor(email);
    expect(arrived.mail.subject).toBe("Mañana: cena en Casa Lucio, 21:00");
    expect(arrived.mail.text).toContain("para 4 personas");
  });
});
