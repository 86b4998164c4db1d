import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { bookings, type RefundRow } from "~/db/schema";
import type { LifecycleActor } from "~/domain/booking-lifecycle";
import { policyRefundCents } from "~/domain/cancellation-policy";
import { queueMail } from "~/services/mail/mail-queue.server";
import { recordRefund, refundedCents, sendRefund } from "~/services/payments/refunds.server";
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
 * row), the refund is recorded as pending with its idempotency key, and the cancellation email
 * stating the refund is queued; nothing of it is stored if any part is refused. Only after the
 * commit is Stripe asked for the refund, with that key: a crash in between leaves a pending row
 * that `sendPendingRefunds` sends again, and Stripe answers a repeated key with the same refund.
 */
export async function cancelBooking(input: CancelInput): Promise<Cancelled> {
  const recorded = writeTransaction((tx) => {
    const booking = tx.select().from(bookings).where(eq(bookings.reference, input.reference)).get();
    if (!booking) throw new UnknownBookingError();
    // The move first: the lifecycle refuses a booking that cannot be cancelled, or by this actor
    // (a traveller only before curating), before any refund is weighed.
    transition(tx, { bookingId: booking.id, to: "cancelled", actor: input.actor, note: input.note });
    const paid = booking.paymentStatus === "succeeded" ? (booking.amountPaidCents ?? 0) : 0;
    const amount =
      input.refundCents === "policy"
        ? policyRefundCents(booking.status, paid, refundedCents(tx, booking.id))
        : input.refundCents;
    const refund = recordRefund(tx, { booking, amountCents: amount, actor: input.actor });
    queueMail(tx, { type: "cancellation", to: booking.email, bookingId: booking.id, data: { refundCents: amount } });
    return { reference: booking.reference, refundCents: amount, refund };
  });
  const refund = recorded.refund ? ((await sendRefund(recorded.refund.id)) ?? recorded.refund) : null;
  return { ...recorded, refund };
}
