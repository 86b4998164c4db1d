import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, writeTransaction } from "~/db/client.server";
import { bookingEvents, bookingNotes, bookings, staff } from "~/db/schema";
import { NotAllowedError } from "~/domain/errors";
import { assignAutomatically, assignBooking, takeBooking } from "~/features/queue/booking-assignment.server";
import { staffQueue } from "~/features/queue/queue.server";
import { testDb } from "../support/db";
import { seedPaidBooking } from "../support/factories";
import { activePerson, auditRowsOf, firstOwner } from "../support/staff-services";

beforeAll(() => {
  testDb();
});

const HOUR = 60 * 60 * 1000;

/** A paid booking whose payment (and so its 24-hour contact promise) was `hoursAgo` hours ago. */
function paidBooking(hoursAgo: number) {
  const paidAt = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  const booking = seedPaidBooking(db(), { status: "paid", createdAt: paidAt });
  db()
    .insert(bookingEvents)
    .values({ bookingId: booking.id, toStatus: "pending", actor: "traveller", createdAt: paidAt })
    .run();
  db()
    .insert(bookingEvents)
    .values({ bookingId: booking.id, fromStatus: "pending", toStatus: "paid", actor: "system", createdAt: paidAt })
    .run();
  return booking;
}

const notes = (bookingId: number) =>
  db().select().from(bookingNotes).where(eq(bookingNotes.bookingId, bookingId)).orderBy(asc(bookingNotes.id)).all();

describe("taking and assigning bookings", () => {
  it("a concierge takes an unassigned booking; the history names them; a second taker gets nothing", async () => {
    const marta = await activePerson("concierge", "Marta López");
    const pablo = await activePerson("concierge", "Pablo Ruiz");
    const booking = paidBooking(2);
    expect(takeBooking(marta, booking.id, "192.0.2.1")).toEqual({ ok: true });
    expect(takeBooking(pablo, booking.id)).toEqual({ ok: false, reason: "taken" });
    expect(db().select().from(bookings).where(eq(bookings.id, booking.id)).get()?.assignedStaffId).toBe(marta.id);
    expect(notes(booking.id).map((note) => note.body)).toEqual(["Taken by Marta López."]);
    expect(auditRowsOf("booking.taken")[0]).toMatchObject({
      actorStaffId: marta.id,
      objectType: "booking",
      objectId: String(booking.id),
      clientAddress: "192.0.2.1",
    });
  });

  it("only an owner assigns or reassigns, and the history says who gave it to whom", async () => {
    const owner = await firstOwner();
    const marta = await activePerson("concierge", "Marta López");
    const pablo = await activePerson("concierge", "Pablo Ruiz");
    const booking = paidBooking(3);
    expect(() => assignBooking(marta, booking.id, marta.id)).toThrow(NotAllowedError);
    expect(assignBooking(owner, booking.id, pablo.id)).toEqual({ ok: true });
    expect(assignBooking(owner, booking.id, null)).toEqual({ ok: true });
    expect(assignBooking(owner, booking.id, 999_999)).toEqual({ ok: false, reason: "no-such-person" });
    expect(notes(booking.id).map((note) => note.body)).toEqual([
      "Assigned to Pablo Ruiz by Olivia Owner.",
      "Unassigned by Olivia Owner.",
    ]);
    expect(auditRowsOf("booking.assigned")[0]).toMatchObject({ detail: { from: pablo.id, to: null } });
  });
});

describe("the queue", () => {
  it("puts each booking in Mine, Unassigned and Overdue, soonest promise first, with counts", async () => {
    const marta = await activePerson("concierge", "Marta López");
    const overdue = paidBooking(30); // contact was due 6 hours ago
    const soon = paidBooking(20); // due in 4 hours
    const later = paidBooking(1); // due in 23 hours
    takeBooking(marta, later.id);
    takeBooking(marta, overdue.id);

    const mine = staffQueue(marta.id, "mine");
    expect(mine.rows.map((row) => row.id)).toEqual([overdue.id, later.id]);
    expect(mine.rows[0].next).toMatchObject({ kind: "contact", overdue: true });
    expect(mine.rows[1].next).toMatchObject({ kind: "contact", overdue: false });
    expect(mine.counts.mine).toBe(2);

    const unassigned = staffQueue(marta.id, "unassigned").rows.map((row) => row.id);
    expect(unassigned).toContain(soon.id);
    expect(unassigned).not.toContain(overdue.id);
    const overdueIds = staffQueue(marta.id, "overdue").rows.map((row) => row.id);
    expect(overdueIds).toContain(overdue.id);
    expect(overdueIds).not.toContain(soon.id);
    const all = staffQueue(marta.id, "all").rows.map((row) => row.id);
    expect(all.indexOf(overdue.id)).toBeLessThan(all.indexOf(soon.id));
    expect(all.indexOf(soon.id)).toBeLessThan(all.indexOf(later.id));
  });
});

describe("automatic assignment", () => {
  it("gives a new booking to the active concierge with a second factor and the fewest open bookings", async () => {
    const busy = await activePerson("concierge", "Busy Bea");
    const free = await activePerson("concierge", "Free Fran");
    const unready = await activePerson("concierge", "No Factor");
    for (const person of [busy, free]) {
      db().update(staff).set({ totpEnabledAt: new Date().toISOString() }).where(eq(staff.id, person.id)).run();
    }
    // Everyone else in this file has no second factor; Bea already has one open booking.
    takeBooking(busy, paidBooking(1).id);
    const booking = paidBooking(0);
    expect(writeTransaction((tx) => assignAutomatically(tx, booking.id))).toEqual({ id: free.id, name: "Free Fran" });
    expect(db().select().from(bookings).where(eq(bookings.id, booking.id)).get()?.assignedStaffId).toBe(free.id);
    expect(notes(booking.id).map((note) => note.body)).toEqual(["Assigned automatically to Free Fran."]);
    expect(auditRowsOf("booking.assigned")[0]).toMatchObject({
      actorLabel: "system",
      detail: { from: null, to: free.id },
    });
    expect(unready.id).not.toBe(free.id);
    // An already assigned booking is left as it is.
    expect(writeTransaction((tx) => assignAutomatically(tx, booking.id))).toBeNull();
  });
});
