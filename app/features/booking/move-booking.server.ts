import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { type BookingEvent, bookings, type RefundRow } from "~/db/schema";
import { type BookingStatus, ITINERARY_SENT, type LifecycleActor, TABLES_BOOKED } from "~/domain/booking-lifecycle";
import { historyOf, transition, UnknownBookingError } from "~/features/booking/lifecycle.server";

/**
 * An admin (over the JSON API, or with the concierge workspace's buttons) moves a booking named
 * by its reference. The lifecycle decides: a refused move throws `TransitionRefusedError` and
 * nothing is stored; an unknown reference throws `UnknownBookingError`.
 */
export type Move = {
  reference: string;
  to: BookingStatus;
  note?: string;
  actor?: LifecycleActor;
  actorId?: string;
};

export type Moved = {
  reference: string;
  status: BookingStatus;
  history: BookingEvent[];
  /** A refund the move recorded (a cancellation's, by the policy), for the caller to send with `sendRefund` after the commit. */
  refund: RefundRow | null;
};

export function moveBooking(move: Move): Moved {
  return writeTransaction((tx) => {
    const booking = tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, move.reference)).get();
    if (!booking) throw new UnknownBookingError();
    // Whatever the move does besides (the itinerary it sends, the calendar it withdraws, the
    // refund and mail of a cancellation) is the lifecycle's.
    const { refund } = transition(tx, {
      bookingId: booking.id,
      to: move.to,
      actor: move.actor ?? "admin",
      actorId: move.actorId,
      note: move.note,
    });
    return { reference: move.reference, status: move.to, history: historyOf(tx, booking.id), refund };
  });
}

/** A history row as the API answers it: no internal ids. */
export function historyJson(event: BookingEvent) {
  return {
    from: event.fromStatus,
    to: event.toStatus,
    at: event.createdAt,
    actor: event.actor,
    note: event.note,
  };
}

/*
 * The workspace's two moves asked for by booking id alone, once their tables are recorded:
 * marking the trip booked and sending the itinerary. Which statuses they enter (found by what
 * asking for each takes), their rules (every meal's table) and effects (the itinerary frozen and
 * sent) are the lifecycle's. They live here, above the
 * lifecycle, not in the reservations' or the itinerary's modules, which the lifecycle's effects
 * use: that kept those modules and the lifecycle in an import circle.
 */

type Asker = { actor: LifecycleActor; actorId?: string };

/** `curating` → `booked`; the lifecycle refuses it until every meal has its table. */
export function markBooked(bookingId: number, asker: Asker) {
  return writeTransaction((tx) => transition(tx, { bookingId, to: TABLES_BOOKED, ...asker }));
}

/** `booked` → `itinerary_ready`: the lifecycle refuses it unless every meal has its table, and freezes and sends the itinerary with it. */
export function sendItinerary(bookingId: number, asker: Asker) {
  return writeTransaction((tx) => transition(tx, { bookingId, to: ITINERARY_SENT, ...asker }));
}
