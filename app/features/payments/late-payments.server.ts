import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { formatEuros } from "~/domain/pricing";
import { recordRefund, refundableFor } from "~/features/payments/refunds.server";
import { addNote } from "~/features/workspace/booking-notes.server";
import { logger } from "~/logger.server";
import { queueMail } from "~/platform/mail/mail-queue.server";

/**
 * A payment that arrives for a booking already cancelled: an old Checkout session paid late,
 * learnt of through the webhook, /success or the verify-payment API. No new session is opened
 * for a cancelled booking (payments.server.ts), but one opened before the cancellation can
 * still be paid, and the money is not ours to keep.
 *
 * Inside the transaction that recorded the payment: the whole amount is recorded as a refund
 * (actor `system`, pending, with its idempotency key), a note says why for the concierge, and
 * the traveller's email is queued through the outbox. The caller sends the refund to Stripe
 * after the commit; a crash in between leaves a pending row that start-up sends again.
 * Returns the refund's id, or null when there is nothing Stripe could refund.
 */
export function refundLatePayment(tx: Executor, bookingId: number, sessionId: string): number | null {
  const booking = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get();
  if (!booking) return null;
  const amount = refundableFor(tx, booking);
  if (amount <= 0 || !booking.paymentIntentId) {
    logger.error(
      { booking: booking.reference, sessionId, amount },
      "payment for a cancelled booking cannot be refunded automatically",
    );
    addNote(
      booking.id,
      `A payment arrived after this booking was cancelled (Checkout session ${sessionId}) and could not be refunded automatically: refund it from Stripe's dashboard.`,
      "system",
      tx,
    );
    return null;
  }
  const refund = recordRefund(tx, { booking, amountCents: amount, actor: "system" });
  addNote(
    booking.id,
    `A payment of ${formatEuros(amount)} arrived after this booking was cancelled (Checkout session ${sessionId}): refunded in full automatically, and the traveller emailed.`,
    "system",
    tx,
  );
  queueMail(tx, {
    type: "late_payment_refunded",
    to: booking.email,
    bookingId: booking.id,
    data: { refundCents: amount },
  });
  logger.warn({ booking: booking.reference, sessionId, amount }, "payment for a cancelled booking: refunding it");
  return refund?.id ?? null;
}
