import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookingEvents } from "~/db/schema";
import type { BookingStatus } from "~/domain/booking-lifecycle";
import { serviceDeadlines } from "~/domain/service-deadlines";
import { historyOf } from "~/features/booking/lifecycle.server";
import { conversationMessages } from "~/features/conversation/conversation-tables";
import { countOverdue, overdueAmong } from "~/features/queue/overdue.server";
import { contactedOf, markContacted } from "~/features/workspace/contacted.server";
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

/** A booking with these moves (and hours ago), and how a person first contacted the traveller, if anyone did. */
function withHistory(status: BookingStatus, steps: [BookingStatus, number][], contact?: ["mark" | "message", number]) {
  const booking = seedBooking(db(), { status, paymentStatus: "succeeded" });
  if (contact?.[0] === "mark") markContacted(booking.reference, null, hoursAgo(contact[1]));
  if (contact?.[0] === "message") {
    db()
      .insert(conversationMessages)
      .values({ bookingId: booking.id, author: "staff", body: "Hello!", createdAt: hoursAgo(contact[1]) })
      .run();
  }
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
      withHistory(
        "curating",
        [
          ["paid", 30],
          ["preferences_received", 20],
          ["curating", 10],
        ],
        ["message", 25],
      ), // on time: the team wrote to the traveller
      withHistory(
        "itinerary_ready",
        [
          ["paid", 90],
          ["preferences_received", 80],
          ["itinerary_ready", 40],
        ],
        ["mark", 85],
      ), // met
      withHistory("preferences_received", [
        ["paid", 30],
        ["preferences_received", 20],
      ]), // contact overdue: the answers came, but nobody of the team has been in touch
      withHistory("cancelled", [["paid", 90]]), // owes nothing
      withHistory("pending", []), // nothing promised yet
    ];
    const sql = overdueAmong(ids, now);
    for (const id of ids) {
      const booking = db()
        .query.bookings.findFirst({ where: (b, { eq }) => eq(b.id, id) })
        .sync();
      const domain = isOverdue(booking!.status, historyOf(db(), id), contactedOf(booking!)?.at ?? null, now);
      expect(sql.has(id), `booking ${id}`).toBe(domain);
    }
    expect([...sql].sort()).toEqual([ids[0], ids[2], ids[5]].sort());
    expect(countOverdue(now) - before).toBe(3);
  });
});
