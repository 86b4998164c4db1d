import { asc, count, eq, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { type Executor, preparedPerConnection } from "~/db/client.server";
import { type BookingEvent, bookingEvents, bookings, reservations } from "~/db/schema";
import {
  type BookingStatus,
  effectsOf,
  type LifecycleActor,
  type MoveEffect,
  type MoveRefusal,
  refusalOf,
} from "~/domain/booking-lifecycle";
import { ConflictError, NotFoundError } from "~/services/errors";
import { freezeItinerary, withdrawItinerary } from "~/services/itinerary/itinerary.server";
import { queueLifecycleMail } from "~/services/mail/lifecycle-mail.server";

/**
 * The one way a booking's status changes. Every caller (fulfilment, the traveller's
 * preferences, the concierge's buttons, a creator accepting, the JSON API) passes through
 * `transition`, inside its own write transaction, so the move's guards (the lifecycle's, in
 * the domain) are checked on the rows the move writes, and the status, the history row and
 * whatever the move sends (the traveller's mail) and withdraws (a cancelled trip's calendar)
 * are stored together or not at all.
 */

export type Transition = {
  bookingId: number;
  to: BookingStatus;
  actor: LifecycleActor;
  /** A creator's id when a creator acted. */
  actorId?: string;
  note?: string;
};

/** What each refusal tells whoever asked (the concierge's toast, the API's error, a log). */
function refusalMessage(refusal: MoveRefusal, from: BookingStatus, to: BookingStatus): string {
  switch (refusal) {
    case "no-such-move":
      return `A booking that is ${from.replaceAll("_", " ")} cannot move to ${to.replaceAll("_", " ")}`;
    case "every-meal-needs-a-table":
      return "Record a reservation for every meal first";
    case "traveller-cancels-before-curating":
      return "Curating has started: please write to us to cancel this trip.";
  }
}

/** A move the lifecycle does not allow from the booking's current status, or one whose guard does not hold. */
export class TransitionRefusedError extends ConflictError {
  constructor(
    readonly from: BookingStatus,
    readonly to: BookingStatus,
    readonly refusal: MoveRefusal = "no-such-move",
  ) {
    super(refusalMessage(refusal, from, to));
  }
}

export class UnknownBookingError extends NotFoundError {
  constructor() {
    super("Booking not found");
  }
}

/** How each effect the lifecycle's table names is carried out, inside the move's transaction. */
const EFFECTS: Record<MoveEffect, (executor: Executor, bookingId: number, event: BookingEvent) => void> = {
  "send-itinerary": (executor, bookingId, event) => freezeItinerary(executor, bookingId, event.createdAt),
  "withdraw-itinerary": (executor, bookingId) => {
    withdrawItinerary(executor, bookingId);
  },
};

/** Moves a booking and records it; refuses (and changes nothing) when the lifecycle or a guard of the move does not allow it. */
export function transition(executor: Executor, move: Transition): BookingEvent {
  const booking = executor
    .select({ status: bookings.status, meals: bookings.reservations })
    .from(bookings)
    .where(eq(bookings.id, move.bookingId))
    .get();
  if (!booking) throw new UnknownBookingError();
  const from = booking.status;
  const reserved = executor
    .select({ n: count() })
    .from(reservations)
    .where(eq(reservations.bookingId, move.bookingId))
    .get();
  const refusal = refusalOf(from, move.to, {
    actor: move.actor,
    meals: booking.meals,
    mealsReserved: reserved?.n ?? 0,
  });
  if (refusal) throw new TransitionRefusedError(from, move.to, refusal);
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
  for (const effect of effectsOf(move.to)) EFFECTS[effect](executor, move.bookingId, event);
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
