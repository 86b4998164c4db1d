import { and, eq, inArray, ne } from "drizzle-orm";
import type Stripe from "stripe";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { db, writeTransaction } from "~/db/client.server";
import { type Booking, bookings, stripeEvents } from "~/db/schema";
import { CALLED_OFF, canTransition, PAID_STATUS } from "~/domain/booking-lifecycle";
import { paymentRecord } from "~/features/booking/booking-record";
import { transition } from "~/features/booking/lifecycle.server";
import { applyAccountUpdate } from "~/features/earnings/payout-accounts.server";
import { applyTransferReversal } from "~/features/earnings/transfer-reversals.server";
import { issuePaymentInvoice } from "~/features/invoices/issue-invoice.server";
import { rememberCheckout } from "~/features/payments/checkout-cache.server";
import { refundLatePayment } from "~/features/payments/late-payments.server";
import {
  type CheckoutView,
  localPaymentIntentId,
  retrieveCheckout,
  sessionView,
} from "~/features/payments/payments.server";
import { applyRefundUpdate, sendRefund } from "~/features/payments/refunds.server";
import { assignAutomatically } from "~/features/queue/booking-assignment.server";
import { autoAssignEnabled } from "~/features/queue/owner-settings.server";
import { logger } from "~/logger.server";
import { enqueue } from "~/platform/outbox/outbox.server";

/**
 * Fulfilment: the one place a booking becomes paid or failed. The Stripe webhook, /success,
 * the verify-payment API and the local TEST checkout all end here, and a repeat changes nothing.
 * A payment for a booking cancelled before it arrived is refunded in full (late-payments.server.ts).
 */

export type PaymentFacts = {
  sessionId: string;
  /** Stripe's client_reference_id: finds the booking a stray session claims, never proves it. */
  reference?: string | null;
  /** The session metadata's booking id and reference, which only the server can set. */
  boundBookingId?: string | null;
  boundReference?: string | null;
  paymentIntentId: string | null;
  amountTotal: number | null;
  currency: string | null;
};

/** The booking a session is for: its stored session, the server's metadata, or (to flag it) the reference it carries. */
function bookingFor(tx: Executor, payment: PaymentFacts): Booking | undefined {
  const bySession = tx.select().from(bookings).where(eq(bookings.stripeSessionId, payment.sessionId)).get();
  if (bySession) return bySession;
  const boundId = Number(payment.boundBookingId);
  const byMetadata = Number.isSafeInteger(boundId)
    ? tx.select().from(bookings).where(eq(bookings.id, boundId)).get()
    : undefined;
  if (byMetadata && byMetadata.reference === payment.boundReference) return byMetadata;
  return payment.reference
    ? tx.select().from(bookings).where(eq(bookings.reference, payment.reference)).get()
    : undefined;
}

/**
 * Why a paid session cannot fulfil this booking, or null when it can: it must be a session
 * the server opened for this very booking (its stored id, or our metadata naming it), for
 * exactly the booking's total in the booking's currency. A Payment Link carrying the
 * booking's reference, or a session for another price, fails here.
 */
function paymentMismatch(booking: Booking, payment: PaymentFacts): string | null {
  const ours =
    booking.stripeSessionId === payment.sessionId ||
    (payment.boundBookingId === String(booking.id) && payment.boundReference === booking.reference);
  if (!ours) return "session was not opened for this booking";
  if (payment.amountTotal !== booking.totalCents) return "amount differs from the booking's total";
  if (payment.currency?.toLowerCase() !== booking.currency.toLowerCase()) return "currency differs from the booking's";
  return null;
}

/** Where a payment was learnt of, written in the booking's history beside the move to paid. */
export type PaymentSource = "webhook" | "success" | "verify_api" | "local_checkout";
const SOURCE_NOTES: Record<PaymentSource, string> = {
  webhook: "Payment confirmed by the Stripe webhook",
  success: "Payment confirmed on the /success page",
  verify_api: "Payment confirmed through the verify-payment API",
  local_checkout: "Payment made on the local TEST checkout",
};

/** 'refunding': the booking was cancelled before the payment arrived, which is being refunded. */
export type Fulfilment = "fulfilled" | "already_paid" | "unknown_booking" | "review" | "refunding";

/** What a payment changed, and the refund to send once it is committed (a late payment's). */
type Settled = { outcome: Fulfilment; refundId: number | null };

/**
 * A paid session that does not match its booking: the booking keeps its session, amount and
 * paid state, and an unpaid one is marked 'review' so admins see it (a paid booking stays
 * paid; the stray payment is in the log and in Stripe).
 */
function flagForReview(tx: Executor, booking: Booking, payment: PaymentFacts, problem: string): Fulfilment {
  tx.update(bookings)
    .set({ paymentStatus: "review", updatedAt: clock.now().toISOString() })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.requiresPayment, true),
        inArray(bookings.paymentStatus, ["pending", "failed"]),
      ),
    )
    .run();
  logger.error(
    {
      booking: booking.reference,
      sessionId: payment.sessionId,
      amountTotal: payment.amountTotal,
      currency: payment.currency,
      expected: { sessionId: booking.stripeSessionId, amount: booking.totalCents, currency: booking.currency },
      problem,
    },
    "payment does not match its booking; flagged for review",
  );
  return "review";
}

/**
 * Marks the booking paid and queues the payment-success record, once: the conditional update
 * lets only the first caller through, and the record is queued in the same transaction. A
 * session that is not the booking's own, or pays another amount or currency, changes nothing
 * but the review flag.
 */
export function markPaid(payment: PaymentFacts, executor?: Executor, source: PaymentSource = "success"): Fulfilment {
  if (executor) return settle(executor, payment, source).outcome;
  const settled = writeTransaction((tx) => settle(tx, payment, source));
  if (settled.refundId !== null) void sendLateRefund(settled.refundId);
  return settled.outcome;
}

/** Sends a late payment's refund after its commit; a failure leaves it pending for the retry at start-up. */
async function sendLateRefund(refundId: number): Promise<void> {
  try {
    await sendRefund(refundId);
  } catch (error) {
    logger.error({ err: error, refundId }, "late payment's refund not sent; kept pending");
  }
}

/** markPaid's work inside the caller's transaction; a late payment's refund is the caller's to send after the commit. */
function settle(tx: Executor, payment: PaymentFacts, source: PaymentSource): Settled {
  const settled = (outcome: Fulfilment, refundId: number | null = null): Settled => ({ outcome, refundId });
  const booking = bookingFor(tx, payment);
  if (!booking) {
    logger.warn({ sessionId: payment.sessionId }, "payment for an unknown booking");
    return settled("unknown_booking");
  }
  const problem = paymentMismatch(booking, payment);
  if (problem) return settled(flagForReview(tx, booking, payment, problem));
  const paidAt = clock.now().toISOString();
  const amountPaidCents = booking.totalCents;
  const currency = booking.currency;
  const updated = tx
    .update(bookings)
    .set({
      paymentStatus: "succeeded",
      stripeSessionId: payment.sessionId,
      paymentIntentId: payment.paymentIntentId,
      amountPaidCents,
      currency,
      paidAt,
      updatedAt: paidAt,
    })
    .where(and(eq(bookings.id, booking.id), ne(bookings.paymentStatus, "succeeded")))
    .run();
  if (updated.changes === 0) {
    if (booking.stripeSessionId !== payment.sessionId) {
      // Two of our sessions for one booking were both paid: money to give back.
      logger.error({ booking: booking.reference, sessionId: payment.sessionId }, "booking paid twice");
    }
    return settled("already_paid");
  }
  enqueue(
    tx,
    "payment",
    paymentRecord({
      reference: booking.reference,
      stripeSessionId: payment.sessionId,
      paymentIntentId: payment.paymentIntentId,
      amountPaidCents,
      currency,
      paidAt,
    }),
    booking.id,
  );
  // The payment's simplified invoice, numbered in this very transaction (decision 0035): only
  // the first caller gets past the conditional update above, and a rollback returns the number.
  issuePaymentInvoice(tx, booking, new Date(paidAt));
  // The lifecycle follows the payment in the same transaction. A booking cancelled before
  // its payment arrived (an old session paid late) stays cancelled, and the money goes back:
  // the refund is recorded here with the traveller's email, and sent once this commits.
  if (canTransition(booking.status, PAID_STATUS)) {
    transition(tx, { bookingId: booking.id, to: PAID_STATUS, actor: "system", note: SOURCE_NOTES[source] });
    // The owners' setting: a new paid booking goes at once to the least busy concierge, in the
    // payment's own transaction, so a booking is never paid but waiting for the assignment.
    if (autoAssignEnabled(tx)) assignAutomatically(tx, booking.id);
  } else if (booking.status === CALLED_OFF) {
    return settled("refunding", refundLatePayment(tx, booking.id, payment.sessionId));
  } else {
    logger.error(
      { booking: booking.reference, status: booking.status },
      "payment for a booking that cannot become paid",
    );
  }
  return settled("fulfilled");
}

/**
 * A session that expired or whose payment failed. Only a pending booking still attached to
 * that very session changes: a paid booking, or one that moved on to a newer session, stays.
 */
export function markFailed(sessionId: string, executor: Executor = db()): boolean {
  const result = executor
    .update(bookings)
    .set({ paymentStatus: "failed", updatedAt: clock.now().toISOString() })
    .where(and(eq(bookings.stripeSessionId, sessionId), eq(bookings.paymentStatus, "pending")))
    .run();
  return result.changes > 0;
}

export const isPaid = (view: Pick<CheckoutView, "paymentStatus" | "sessionStatus">) =>
  view.paymentStatus === "paid" && view.sessionStatus === "complete";

const factsOf = (view: CheckoutView): PaymentFacts => ({ ...view, sessionId: view.id });

export type VerifiedPayment = CheckoutView & {
  reference: string;
  /** The booking's reference as the traveller reads it (shown beside the spec's on /success). */
  readableReference: string;
  /** The session paid this booking: it is the booking's own, for its total (false when flagged). */
  confirmed: boolean;
  /** The booking is cancelled: a payment that arrived after that is refunded in full. */
  cancelled: boolean;
};

/**
 * Asks the provider about a session and, when it is paid and complete, fulfils its booking.
 * Null when the session is unknown to the provider or to us.
 */
export async function verifyPayment(
  sessionId: string,
  source: PaymentSource = "success",
): Promise<VerifiedPayment | null> {
  const view = await retrieveCheckout(sessionId);
  if (!view) return null;
  const booking = bookingFor(db(), factsOf(view));
  if (!booking) return null;
  const settled = isPaid(view) ? writeTransaction((tx) => settle(tx, factsOf(view), source)) : null;
  if (settled?.refundId) await sendLateRefund(settled.refundId);
  const outcome = settled?.outcome;
  const confirmed = outcome === "fulfilled" || outcome === "already_paid" || outcome === "refunding";
  const status = db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)).get();
  return {
    ...view,
    reference: booking.reference,
    readableReference: booking.readableReference,
    confirmed,
    cancelled: status?.status === CALLED_OFF,
  };
}

/** The local TEST checkout's Pay button: the same fulfilment a Stripe payment gets. */
export function payLocalCheckout(booking: Booking): string {
  if (!booking.stripeSessionId) throw new Error(`Booking ${booking.reference} has no checkout session`);
  markPaid(
    {
      sessionId: booking.stripeSessionId,
      reference: booking.reference,
      paymentIntentId: booking.paymentIntentId ?? localPaymentIntentId(),
      amountTotal: booking.totalCents,
      currency: booking.currency,
    },
    undefined,
    "local_checkout",
  );
  return booking.stripeSessionId;
}

export type EventOutcome = "handled" | "duplicate" | "ignored";

/**
 * One Stripe event, once: its id is stored in the same transaction as its effect, so a
 * redelivery (or twenty at once) finds the id and changes nothing.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<EventOutcome> {
  let lateRefund: number | null = null;
  const outcome = writeTransaction((tx): EventOutcome => {
    const inserted = tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().run();
    if (inserted.changes === 0) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const view = sessionView(event.data.object);
        rememberCheckout(view);
        // A completed session may still be waiting for a delayed payment method.
        if (view.paymentStatus !== "paid") return "ignored";
        lateRefund = settle(tx, factsOf(view), "webhook").refundId;
        return "handled";
      }
      case "checkout.session.expired":
      case "checkout.session.async_payment_failed":
        markFailed(event.data.object.id, tx);
        return "handled";
      case "refund.updated":
      case "refund.failed":
        return applyRefundUpdate(tx, event.data.object) ? "handled" : "ignored";
      // A creator's connected account (decision 0070): whether it may receive payouts now.
      case "account.updated":
        return applyAccountUpdate(tx, event.data.object) ? "handled" : "ignored";
      // A payout's transfer taken back, all or part (decision 0076); `transfer.updated` is only
      // its description or metadata changing, so it is not listened to.
      case "transfer.reversed":
        return applyTransferReversal(tx, event.data.object) ? "handled" : "ignored";
      case "charge.refunded": {
        // The charge lists its refunds when Stripe includes them; each one updates its row.
        const listed = event.data.object.refunds?.data ?? [];
        const applied = listed.filter((refund) => applyRefundUpdate(tx, refund)).length;
        return applied > 0 ? "handled" : "ignored";
      }
      default:
        return "ignored";
    }
  });
  if (lateRefund !== null) await sendLateRefund(lateRefund);
  return outcome;
}
