import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { type Executor, writeTransaction } from "~/db/client.server";
import { bookings, staff } from "~/db/schema";
import { IN_SERVICE } from "~/domain/booking-lifecycle";
import { NotAllowedError } from "~/domain/errors";
import { can } from "~/domain/staff-roles";
import { recordAudit, type StaffActor, SYSTEM } from "~/features/staff/audit.server";
import { addNote } from "~/features/workspace/booking-notes.server";

/**
 * Whose booking it is. A concierge takes an unassigned one ("Take it"); an owner assigns or
 * reassigns anyone active. Each move is one conditional update (of two people taking the same
 * booking, the first wins), a line in the booking's history naming the people, and an audit row.
 */

export type AssignmentResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "closed" | "taken" | "no-such-person" };

/** Whose the booking is now, or why it cannot change hands: unknown, or no longer in service. */
function bookingInService(
  tx: Executor,
  bookingId: number,
): { refused: AssignmentResult } | { refused: null; assignedStaffId: number | null } {
  const booking = tx
    .select({ status: bookings.status, assignedStaffId: bookings.assignedStaffId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  if (!booking) return { refused: { ok: false, reason: "not-found" } };
  if (!IN_SERVICE.includes(booking.status)) return { refused: { ok: false, reason: "closed" } };
  return { refused: null, assignedStaffId: booking.assignedStaffId };
}

/** The history's author for a person: the note's text names them, so the line reads right after a rename too. */
export const staffAuthor = (actor: StaffActor) => `staff:${actor.id}`;

export function takeBooking(
  actor: StaffActor,
  bookingId: number,
  clientAddress: string | null = null,
  now = clock.now(),
): AssignmentResult {
  if (!can(actor.role, "booking.take")) throw new NotAllowedError("You cannot take bookings");
  return writeTransaction((tx): AssignmentResult => {
    const booking = bookingInService(tx, bookingId);
    if (booking.refused) return booking.refused;
    const taken = tx
      .update(bookings)
      .set({ assignedStaffId: actor.id, updatedAt: now.toISOString() })
      .where(and(eq(bookings.id, bookingId), isNull(bookings.assignedStaffId), inArray(bookings.status, IN_SERVICE)))
      .run().changes;
    if (taken !== 1) return { ok: false, reason: "taken" };
    addNote(bookingId, `Taken by ${actor.name}.`, staffAuthor(actor), tx);
    recordAudit({ actor, action: "booking.taken", object: { type: "booking", id: bookingId }, clientAddress }, tx, now);
    return { ok: true };
  });
}

/** An owner gives the booking to an active person, or to nobody (`staffId` null). */
export function assignBooking(
  actor: StaffActor,
  bookingId: number,
  staffId: number | null,
  clientAddress: string | null = null,
  now = clock.now(),
): AssignmentResult {
  if (!can(actor.role, "booking.assign")) throw new NotAllowedError("Only an owner can assign bookings");
  return writeTransaction((tx): AssignmentResult => {
    const booking = bookingInService(tx, bookingId);
    if (booking.refused) return booking.refused;
    const person =
      staffId === null
        ? null
        : tx
            .select({ id: staff.id, name: staff.name })
            .from(staff)
            .where(and(eq(staff.id, staffId), eq(staff.status, "active")))
            .get();
    if (staffId !== null && !person) return { ok: false, reason: "no-such-person" };
    tx.update(bookings)
      .set({ assignedStaffId: staffId, updatedAt: now.toISOString() })
      .where(eq(bookings.id, bookingId))
      .run();
    addNote(
      bookingId,
      person ? `Assigned to ${person.name} by ${actor.name}.` : `Unassigned by ${actor.name}.`,
      staffAuthor(actor),
      tx,
    );
    recordAudit(
      {
        actor,
        action: "booking.assigned",
        object: { type: "booking", id: bookingId },
        clientAddress,
        detail: { from: booking.assignedStaffId, to: staffId },
      },
      tx,
      now,
    );
    return { ok: true };
  });
}

/**
 * The active concierge (with a second factor, so able to sign in) holding the fewest bookings
 * still in service, ties to the longest-standing; null when there is none.
 */
function leastBusyConcierge(executor: Executor): { id: number; name: string } | null {
  const open = executor
    .select({ staffId: bookings.assignedStaffId, n: count().as("n") })
    .from(bookings)
    .where(and(isNotNull(bookings.assignedStaffId), inArray(bookings.status, IN_SERVICE)))
    .groupBy(bookings.assignedStaffId)
    .as("open");
  return (
    executor
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .leftJoin(open, eq(open.staffId, staff.id))
      .where(and(eq(staff.role, "concierge"), eq(staff.status, "active"), isNotNull(staff.totpEnabledAt)))
      .orderBy(sql`coalesce(${open.n}, 0)`, asc(staff.id))
      .get() ?? null
  );
}

/**
 * Gives an unassigned booking to the least busy concierge, inside the caller's transaction
 * (the payment's, when the owners' setting asks for it); returns who got it, or null.
 */
export function assignAutomatically(
  tx: Executor,
  bookingId: number,
  now = clock.now(),
): { id: number; name: string } | null {
  const person = leastBusyConcierge(tx);
  if (!person) return null;
  const given = tx
    .update(bookings)
    .set({ assignedStaffId: person.id, updatedAt: now.toISOString() })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.assignedStaffId)))
    .run().changes;
  if (given !== 1) return null;
  addNote(bookingId, `Assigned automatically to ${person.name}.`, "system", tx);
  recordAudit(
    {
      actor: SYSTEM,
      action: "booking.assigned",
      object: { type: "booking", id: bookingId },
      detail: { from: null, to: person.id },
    },
    tx,
    now,
  );
  return person;
}
