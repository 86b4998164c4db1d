import { asc, eq, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { type Executor, preparedPerConnection } from "~/db/client.server";
import { type BookingEvent, bookingEvents, bookings } from "~/db/schema";
import { type BookingStatus, canTransition, type LifecycleActor } from "~/domain/booking-lifecycle";
import { ConflictError, NotFoundError } from "~/services/errors";
import { withdrawItinerary } from "~/services/itinerary/itinerary.server";
import { queueLifecycleMail } from "~/services/mail/lifecycle-mail.server";

/**
 * The one way a booking's status changes. Every caller (fulfilment, the traveller's
 * preferences, the concierge's buttons, a creator accepting) passes through `transition`,
 * inside its own write transaction, so the status, the history row and whatever the move
 * sends (the traveller's mail) and withdraws (a cancelled trip's calendar) are stored together
 * or not at all.
 */

export type Transition = {
  bookingId: number;
  to: BookingStatus;
  actor: LifecycleActor;
  /** A creator's id when a creator acted. */
  actorId?: string;
  note?: string;
};

/** A move the lifecycle does not allow from the booking's current status. */
export class TransitionRefusedError extends ConflictError {
  constructor(
    readonly from: BookingStatus,
    readonly to: BookingStatus,
  ) {
    super(`A booking that is ${from.replaceAll("_", " ")} cannot move to ${to.replaceAll("_", " ")}`);
  }
}

export class UnknownBookingError extends NotFoundError {
  constructor() {
    super("Booking not found");
  }
}

/** Moves a booking and records it; refuses (and changes nothing) when the lifecycle does not allow it. */
export function transition(executor: Executor, move: Transition): BookingEvent {
  const booking = executor
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, move.bookingId))
    .get();
  if (!booking) throw new UnknownBookingError();
  const from = booking.status;
  if (!canTransition(from, move.to)) throw new TransitionRefusedError(from, move.to);
  const at = clock.now().toISOString();
  executor.update(bookings).set({ status: move.to, updatedAt: at }).where(eq(bookings.id, move.bookingId)).run();
  const event = executor
    .insert(bookingEvents)
    .values({
      bookingId: move.bookingId,
      fromStatus: from,
      toStatus: move.to,
      actor: move.actor,
      actorId: move.actorId ?? null,
      note: move.note ?? null,
      createdAt: at,
    })
    .returning()
    .get();
  queueLifecycleMail(executor, { bookingId: move.bookingId, from, to: move.to, eventId: event.id });
  // A sent itinerary's calendar events are withdrawn with the trip, in the same transaction.
  if (move.to === "cancelled") withdrawItinerary(executor, move.bookingId);
  return event;
}

/** Records a new booking's first status in its history (not a transition: nothing precedes it). */
export function recordCreation(executor: Executor, bookingId: number, at: string): void {
  creationStatement(executor).run({ bookingId, at });
}

const creationStatement = preparedPerConnection((executor) =>
  executor
    .insert(bookingEvents)
    .values({
      bookingId: sql.placeholder("bookingId"),
      fromStatus: null,
      toStatus: "pending",
      actor: "traveller",
      note: "Booking created",
      createdAt: sql.placeholder("at"),
    })
    .prepare(),
);

/** A booking's history, oldest first. */
export function historyOf(executor: Executor, bookingId: number): BookingEvent[] {
  return executor
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.id))
    .all();
}
