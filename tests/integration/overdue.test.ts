import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookingEvents } from "~/db/schema";
import type { BookingStatus } from "~/domain/booking-lifecycle";
import { serviceDeadlines } from "~/domain/service-deadlines";
import { historyOf } from "~/features/booking/lifecycle.server";
import { countOverdue, overdueAmong } from "~/features/queue/overdue.server";
import { testDb } from "../support/db";
import { seedBooking } from "../support/factories";

/** Whether any of the booking's deadlines is overdue, as the domain computes them. */
const isOverdue = (...args: Parameters<typeof serviceDeadlines>) => serviceDeadlines(...args).some((d) => d.overdue);

/** The SQL that counts overdue bookings says what the domain says for each one, on the same histories. */
beforeAll(() => {
  testDb();
});

const now = new Date("2026-12-05T12:00:00.000Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

function withHistory(status: BookingStatus, steps: [BookingStatus, number][]) {
  const booking = seedBooking(db(), { status, paymentStatus: "succeeded" });
  for (const [to, ago] of steps) {
    db()
      .insert(bookingEvents)
      .values({ bookingId: booking.id, toStatus: to, actor: "system", createdAt: hoursAgo(ago) })
      .run();
  }
  return booking.id;
}

describe("overdue bookings", () => {
  it("agree with the domain's due times on every kind of history", () => {
    const before = countOverdue(now);
    const ids = [
      withHistory("paid", [["paid", 25]]), // contact overdue
      withHistory("paid", [["paid", 23]]), // contact still due
      withHistory("preferences_received", [
        ["paid", 72],
        ["preferences_received", 50],
      ]), // itinerary overdue
      withHistory("curating", [
        ["paid", 30],
        ["preferences_received", 20],
        ["curating", 10],
      ]), // on time
      withHistory("itinerary_ready", [
        ["paid", 90],
        ["preferences_received", 80],
        ["itinerary_ready", 40],
      ]), // met
      withHistory("cancelled", [["paid", 90]]), // owes nothing
      withHistory("pending", []), // nothing promised yet
    ];
    const sql = overdueAmong(ids, now);
    for (const id of ids) {
      const booking = db()
        .query.bookings.findFirst({ where: (b, { eq }) => eq(b.id, id) })
        .sync();
      const domain = isOverdue(booking!.status, historyOf(db(), id), now);
      expect(sql.has(id), `booking ${id}`).toBe(domain);
    }
    expect([...sql].sort()).toEqual([ids[0], ids[2]].sort());
    expect(countOverdue(now) - before).toBe(2);
  });
});
