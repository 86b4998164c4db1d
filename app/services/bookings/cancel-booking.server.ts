import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { bookings, type RefundRow } from "~/db/schema";
import { CALLED_OFF, type LifecycleActor } from "~/domain/booking-lifecycle";
import { sendRefund } from "~/services/payments/refunds.server";
import { transition, UnknownBookingError } from "./lifecycle.server";

export type CancelInput = {
  reference: string;
  actor: LifecycleActor;
  /** Cents to give back, or 'policy' for what the cancellation policy gives now. */
  refundCents: number | "policy";
  note?: string;
};

export type Cancelled = { reference: string; refundCents: number; refund: RefundRow | null };

/**
 * Cancels a booking: in one write transaction the booking moves to `cancelled` (with its history
 * row) and the move's effects in the lifecycle's table happen with it, whoever asks: the refund
 * recorded as pending with its idempotency key, the cancellation email stating it queued; nothing
 * of it is stored if any part is refused. Only after the commit is Stripe asked for the refund,
 * with that key: a crash in between leaves a pending row that `sendPendingRefunds` sends again,
 * and Stripe answers a repeated key with the same refund.
 */
export async function cancelBooking(input: CancelInput): Promise<Cancelled> {
  const recorded = writeTransaction((tx) => {
    const booking = tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, input.reference)).get();
    if (!booking) throw new UnknownBookingError();
    const moved = transition(tx, {
      bookingId: booking.id,
      to: CALLED_OFF,
      actor: input.actor,
      note: input.note,
      refundCents: input.refundCents,
    });
    return { reference: input.reference, refundCents: moved.refundCents, refund: moved.refund };
  });
  const refund = recorded.refund ? ((await sendRefund(recorded.refund.id)) ?? recorded.refund) : null;
  return { ...recorded, refund };
}
