import { asc, count, eq, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { type Executor, preparedPerConnection } from "~/db/client.server";
import { type Booking, type BookingEvent, bookingEvents, bookings, type RefundRow, reservations } from "~/db/schema";
import {
  type AskRefusal,
  askRefusalOf,
  type BookingStatus,
  effectsOf,
  guardFacts,
  INITIAL_STATUS,
  type LifecycleActor,
  type MoveEffect,
  type MoveRefusal,
  refusalOf,
} from "~/domain/booking-lifecycle";
import { policyRefundCents } from "~/domain/cancellation-policy";
import { ConflictError } from "~/domain/errors";
import { type Moved as MovedMail, queueLifecycleMail } from "~/features/booking/lifecycle-mail.server";
import { makeEarningsPayable, recordEarnings } from "~/features/earnings/earnings.server";
import { freezeItinerary, withdrawItinerary } from "~/features/itinerary/itinerary.server";
import { recordRefund, refundedCents } from "~/features/payments/refunds.server";
import { syncMealMails } from "~/features/reminders-and-ratings/meal-mails.server";
import { withdrawalRefundCents } from "~/features/withdrawal/withdrawal";
import { UnknownBookingError } from "./booking-errors";

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
  /**
   * A move that refunds: cents to give back, 'policy' (the default) for what the cancellation
   * policy gives now, or 'withdrawal' for what a withdrawal from the contract gives back.
   */
  refundCents?: number | "policy" | "withdrawal";
  /** The asker's own message to the traveller in place of the move's mail in the lifecycle's table. */
  mailInstead?: MovedMail["instead"];
};

/**
 * A move as stored: its history row, and the refund it recorded (sent to Stripe by the caller
 * after the commit with `sendRefund`; a crash in between leaves it for `sendPendingRefunds`).
 */
export type Moved = { event: BookingEvent; refund: RefundRow | null; refundCents: number };

/** What each refusal tells whoever asked (the concierge's toast, the API's error, a log). */
export function refusalMessage(refusal: MoveRefusal | AskRefusal, from: BookingStatus, to: BookingStatus): string {
  switch (refusal) {
    case "no-such-move":
      return `A booking that is ${from.replaceAll("_", " ")} cannot move to ${to.replaceAll("_", " ")}`;
    case "every-meal-needs-a-table":
      return "Record a reservation for every meal first";
    case "traveller-cancels-before-curating":
      return "Curating has started: please write to us to cancel this trip.";
    case "no-payment-yet":
      return "No payment has been received: the booking moves to Paid when the traveller pays.";
    case "stay-not-over":
      return "The stay has not ended yet: the trip is completed the day after check-out.";
  }
}

/** A move the lifecycle does not allow from the booking's current status, or one whose guard does not hold. */
export class TransitionRefusedError extends ConflictError {
  constructor(
    readonly from: BookingStatus,
    readonly to: BookingStatus,
    readonly refusal: MoveRefusal | AskRefusal = "no-such-move",
  ) {
    super(refusalMessage(refusal, from, to));
  }
}

export { UnknownBookingError };

type Effecting = { booking: Booking; move: Transition; moved: Moved; mealsReserved: number };

/** How each effect the lifecycle's table names is carried out, inside the move's transaction. */
const EFFECTS: Record<MoveEffect, (executor: Executor, effecting: Effecting) => void> = {
  "send-itinerary": (executor, { booking, moved }) => freezeItinerary(executor, booking.id, moved.event.createdAt),
  // Only the first send: an update is not a move, and the ledger's key refuses a meal earning twice.
  "record-earnings": (executor, { booking, moved }) => {
    recordEarnings(executor, booking, moved.event.createdAt);
  },
  "earnings-payable": (executor, { booking, moved }) => {
    makeEarningsPayable(executor, booking, moved.event.createdAt);
  },
  "withdraw-itinerary": (executor, { booking }) => {
    withdrawItinerary(executor, booking.id);
  },
  refund: (executor, { booking, move, moved, mealsReserved }) => {
    const chosen = move.refundCents ?? "policy";
    const paid = booking.paymentStatus === "succeeded" ? (booking.amountPaidCents ?? 0) : 0;
    // The policy (and a withdrawal's proportion) weighs the status the booking was in before this move.
    const cents =
      chosen === "policy"
        ? policyRefundCents(booking.status, paid, refundedCents(executor, booking.id))
        : chosen === "withdrawal"
          ? withdrawalRefundCents(booking.status, paid, refundedCents(executor, booking.id), {
              meals: booking.reservations,
              mealsReserved,
            })
          : chosen;
    moved.refund = recordRefund(executor, { booking, amountCents: cents, actor: move.actor });
    moved.refundCents = cents;
  },
};

/** Moves a booking and records it; refuses (and changes nothing) when the lifecycle or a guard of the move does not allow it. */
export function transition(executor: Executor, move: Transition): Moved {
  const booking = executor.select().from(bookings).where(eq(bookings.id, move.bookingId)).get();
  if (!booking) throw new UnknownBookingError();
  const from = booking.status;
  const mealsReserved =
    executor.select({ n: count() }).from(reservations).where(eq(reservations.bookingId, booking.id)).get()?.n ?? 0;
  const facts = guardFacts(
    booking,
    mealsReserved,
    { actor: move.actor, withdrawing: move.refundCents === "withdrawal" },
    clock.now(),
  );
  // The system's moves carry their evidence (a payment arrived, the stay ended); a person's ask,
  // from a screen or the JSON API alike, must show it.
  const refusal = move.actor === "system" ? refusalOf(from, move.to, facts) : askRefusalOf(from, move.to, facts);
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
  const moved: Moved = { event, refund: null, refundCents: 0 };
  for (const effect of effectsOf(move.to)) EFFECTS[effect](executor, { booking, move, moved, mealsReserved });
  // A cancelled trip withdraws its meals' reminders and "how was it" emails; other moves keep them as they are.
  syncMealMails(executor, { ...booking, status: move.to });
  queueLifecycleMail(executor, {
    booking,
    from,
    to: move.to,
    eventId: event.id,
    refundCents: moved.refundCents,
    // A withdrawal's mail acknowledges it with its date and time (art. 11a(3)): the move's own instant.
    withdrawnAt: move.refundCents === "withdrawal" ? at : undefined,
    instead: move.mailInstead,
  });
  return moved;
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
      toStatus: INITIAL_STATUS,
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
