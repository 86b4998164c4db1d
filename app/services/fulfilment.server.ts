import { and, eq, ne } from "drizzle-orm";
import type Stripe from "stripe";
import { db, writeTransaction } from "~/db/client.server";
import { type Booking, bookings, stripeEvents } from "~/db/schema";
import { paymentRecord } from "~/domain/booking-record";
import { logger } from "~/logger.server";
import { type Executor, enqueue } from "./outbox.server";
import { type CheckoutView, localPaymentIntentId, retrieveCheckout, sessionView } from "./payments.server";

/**
 * Fulfilment: the one place a booking becomes paid or failed. The Stripe webhook, /success,
 * the verify-payment API and the local TEST checkout all end here, and a repeat changes nothing.
 */

export type PaymentFacts = {
  sessionId: string;
  /** The booking's public reference (Stripe's client_reference_id), used when the session id is not stored yet. */
  reference?: string | null;
  paymentIntentId: string | null;
  amountTotal: number | null;
  currency: string | null;
};

function bookingFor(tx: Executor, sessionId: string, reference?: string | null): Booking | undefined {
  return (
    tx.select().from(bookings).where(eq(bookings.stripeSessionId, sessionId)).get() ??
    (reference ? tx.select().from(bookings).where(eq(bookings.reference, reference)).get() : undefined)
  );
}

export type Fulfilment = "fulfilled" | "already_paid" | "unknown_booking";

/**
 * Marks the booking paid and queues the payment-success record, once: the conditional update
 * lets only the first caller through, and the record is queued in the same transaction.
 */
export function markPaid(payment: PaymentFacts, executor?: Executor): Fulfilment {
  const run = (tx: Executor): Fulfilment => {
    const booking = bookingFor(tx, payment.sessionId, payment.reference);
    if (!booking) {
      logger.warn({ sessionId: payment.sessionId }, "payment for an unknown booking");
      return "unknown_booking";
    }
    const paidAt = new Date().toISOString();
    const amountPaidCents = payment.amountTotal ?? booking.totalCents;
    const currency = payment.currency ?? booking.currency;
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
    if (updated.changes === 0) return "already_paid";
    if (amountPaidCents !== booking.totalCents) {
      logger.error(
        { booking: booking.reference, amountPaidCents, expected: booking.totalCents },
        "amount paid differs",
      );
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
    return "fulfilled";
  };
  return executor ? run(executor) : writeTransaction(run);
}

/**
 * A session that expired or whose payment failed. Only a pending booking still attached to
 * that very session changes: a paid booking, or one that moved on to a newer session, stays.
 */
export function markFailed(sessionId: string, executor: Executor = db()): boolean {
  const result = executor
    .update(bookings)
    .set({ paymentStatus: "failed", updatedAt: new Date().toISOString() })
    .where(and(eq(bookings.stripeSessionId, sessionId), eq(bookings.paymentStatus, "pending")))
    .run();
  return result.changes > 0;
}

export const isPaid = (view: Pick<CheckoutView, "paymentStatus" | "sessionStatus">) =>
  view.paymentStatus === "paid" && view.sessionStatus === "complete";

/**
 * Asks the provider about a session and, when it is paid and complete, fulfils its booking.
 * Null when the session is unknown to the provider or to us.
 */
export async function verifyPayment(sessionId: string): Promise<(CheckoutView & { reference: string }) | null> {
  const view = await retrieveCheckout(sessionId);
  if (!view) return null;
  const booking = bookingFor(db(), view.id, view.reference);
  if (!booking) return null;
  if (isPaid(view)) markPaid({ ...view, sessionId: view.id });
  return { ...view, reference: booking.reference };
}

/** The local TEST checkout's Pay button: the same fulfilment a Stripe payment gets. */
export function payLocalCheckout(booking: Booking): string {
  if (!booking.stripeSessionId) throw new Error(`Booking ${booking.reference} has no checkout session`);
  markPaid({
    sessionId: booking.stripeSessionId,
    reference: booking.reference,
    paymentIntentId: booking.paymentIntentId ?? localPaymentIntentId(),
    amountTotal: booking.totalCents,
    currency: booking.currency,
  });
  return booking.stripeSessionId;
}

export type EventOutcome = "handled" | "duplicate" | "ignored";

/**
 * One Stripe event, once: its id is stored in the same transaction as its effect, so a
 * redelivery (or twenty at once) finds the id and changes nothing.
 */
export function handleStripeEvent(event: Stripe.Event): EventOutcome {
  return writeTransaction((tx) => {
    const inserted = tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().run();
    if (inserted.changes === 0) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const view = sessionView(event.data.object);
        // A completed session may still be waiting for a delayed payment method.
        if (view.paymentStatus !== "paid") return "ignored";
        markPaid({ ...view, sessionId: view.id }, tx);
        return "handled";
      }
      case "checkout.session.expired":
      case "checkout.session.async_payment_failed":
        markFailed(event.data.object.id, tx);
        return "handled";
      default:
        return "ignored";
    }
  });
}
