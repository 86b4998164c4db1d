import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import * as clock from "~/clock";
import { db, type Executor } from "~/db/client.server";
import { type Booking, bookings, type RefundRow, refunds } from "~/db/schema";
import type { LifecycleActor } from "~/domain/booking-lifecycle";
import { isRefundStatus, type RefundStatus, refundableCents } from "~/domain/cancellation-policy";
import { InvalidInputError } from "~/domain/errors";
import { formatEuros } from "~/domain/pricing";
import { usesLocalCheckout } from "~/env.server";
import { reverseEarnings } from "~/features/earnings/earnings.server";
import { issueRefundInvoice } from "~/features/invoices/issue-invoice.server";
import { stripe } from "~/features/payments/stripe-client.server";
import { logger } from "~/logger.server";

/**
 * Refunds: a row is recorded (inside the caller's transaction) before Stripe is asked, carrying
 * the idempotency key every request for it will send. Stripe answers a repeated key with the
 * first refund, so sending a pending row again after a crash or a timeout never refunds twice.
 */

/** Refunds that count against what was paid: the ones on their way and the ones done. */
const COUNTED: readonly RefundStatus[] = ["pending", "succeeded"];

export function refundedCents(executor: Executor, bookingId: number): number {
  const row = executor
    .select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), inArray(refunds.status, [...COUNTED])))
    .get();
  return Number(row?.total ?? 0);
}

/** What can still be given back on a booking: what was paid minus what was refunded, in cents. */
export function refundableFor(executor: Executor, booking: Booking): number {
  if (booking.paymentStatus !== "succeeded") return 0;
  return refundableCents(booking.amountPaidCents ?? 0, refundedCents(executor, booking.id));
}

/**
 * Records a refund of `amountCents` on the booking, to be sent with `sendRefund` after the
 * transaction commits. Refuses (nothing stored) an amount that is not a positive whole number
 * of cents or is more than what is left to refund. Zero records nothing and returns null.
 */
export function recordRefund(
  tx: Executor,
  input: { booking: Booking; amountCents: number; actor: LifecycleActor },
): RefundRow | null {
  const { booking, amountCents, actor } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new InvalidInputError("The refund must be a whole number of cents, zero or more.", {
      refundCents: "Must be a whole number of cents",
    });
  }
  if (amountCents === 0) return null;
  const available = refundableFor(tx, booking);
  if (amountCents > available) {
    throw new InvalidInputError(
      `At most ${formatEuros(available)} can be refunded on this booking (what was paid minus what was refunded).`,
      { refundCents: `At most ${available}` },
    );
  }
  if (!booking.paymentIntentId) {
    throw new InvalidInputError("This booking has no payment to refund.", { refundCents: "No payment" });
  }
  const refund = tx
    .insert(refunds)
    .values({
      bookingId: booking.id,
      amountCents,
      currency: booking.currency,
      status: "pending",
      idempotencyKey: `refund_${randomUUID()}`,
      actor,
    })
    .returning()
    .get();
  // The refund's corrective invoice, in the refund's transaction (decision 0035).
  issueRefundInvoice(tx, booking, refund);
  // Money given back before the creators are paid takes back what its meals earned them (decision 0068).
  reverseEarnings(tx, booking);
  return refund;
}

const LOCAL_REFUND_PREFIX = "re_local_";

/** Stripe's refund status in our words ('requires_action' is still on its way). */
function statusOf(refund: Pick<Stripe.Refund, "status">): RefundStatus {
  return isRefundStatus(refund.status) ? refund.status : "pending";
}

function saveOutcome(refundId: number, stripeRefundId: string, status: RefundStatus) {
  db()
    .update(refunds)
    .set({ stripeRefundId, status, updatedAt: clock.now().toISOString() })
    .where(eq(refunds.id, refundId))
    .run();
}

/**
 * Sends a recorded refund to the payment provider: Stripe's `refunds.create` on the booking's
 * payment intent with the row's idempotency key, or, with the local TEST checkout, the same
 * bookkeeping without a network call. Safe to call again for a row still pending. A failure is
 * logged and leaves the row pending for a retry; it never undoes the cancellation.
 */
export async function sendRefund(refundId: number): Promise<RefundRow | undefined> {
  const row = db().select().from(refunds).where(eq(refunds.id, refundId)).get();
  if (row?.status !== "pending" || row.stripeRefundId) return row;
  const booking = db().select().from(bookings).where(eq(bookings.id, row.bookingId)).get();
  if (!booking?.paymentIntentId) return row;
  if (usesLocalCheckout()) {
    saveOutcome(row.id, `${LOCAL_REFUND_PREFIX}${row.idempotencyKey.slice("refund_".length)}`, "succeeded");
  } else {
    try {
      const refund = await (await stripe()).refunds.create(
        {
          payment_intent: booking.paymentIntentId,
          amount: row.amountCents,
          metadata: { bookingId: String(booking.id), bookingReference: booking.reference, refundId: String(row.id) },
        },
        { idempotencyKey: row.idempotencyKey },
      );
      saveOutcome(row.id, refund.id, statusOf(refund));
    } catch (error) {
      logger.error({ err: error, booking: booking.reference, refundId: row.id }, "refund request failed; kept pending");
      return row;
    }
  }
  return db().select().from(refunds).where(eq(refunds.id, refundId)).get();
}

/** Every refund recorded but never answered by the provider (after a crash or an outage), sent again. */
export async function sendPendingRefunds(): Promise<number> {
  const pending = db()
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), sql`${refunds.stripeRefundId} is null`))
    .all();
  for (const { id } of pending) await sendRefund(id);
  return pending.length;
}

/**
 * A refund as a Stripe event reports it (`refund.updated`, `refund.failed`, or each refund of a
 * `charge.refunded`): its status is stored on the matching row, found by Stripe's id or, when
 * the event beat our own save, by the row id in its metadata.
 */
export function applyRefundUpdate(tx: Executor, refund: Stripe.Refund): boolean {
  const status = statusOf(refund);
  const now = clock.now().toISOString();
  const byStripeId = tx
    .update(refunds)
    .set({ status, updatedAt: now })
    .where(eq(refunds.stripeRefundId, refund.id))
    .run();
  if (byStripeId.changes > 0) return true;
  const rowId = Number(refund.metadata?.refundId);
  if (!Number.isSafeInteger(rowId)) return false;
  const byRow = tx
    .update(refunds)
    .set({ status, stripeRefundId: refund.id, updatedAt: now })
    .where(and(eq(refunds.id, rowId), sql`${refunds.stripeRefundId} is null`))
    .run();
  return byRow.changes > 0;
}

export function refundsOf(bookingId: number): RefundRow[] {
  return db().select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(refunds.id).all();
}

/** Cents refunded (or on their way back) per booking, for the payment dashboard's rows. */
export function refundedByBooking(bookingIds: number[]): Map<number, number> {
  if (bookingIds.length === 0) return new Map();
  const rows = db()
    .select({ bookingId: refunds.bookingId, cents: sql<number>`sum(${refunds.amountCents})` })
    .from(refunds)
    .where(and(inArray(refunds.bookingId, bookingIds), inArray(refunds.status, [...COUNTED])))
    .groupBy(refunds.bookingId)
    .all();
  return new Map(rows.map((row) => [row.bookingId, Number(row.cents)]));
}

/** Every refund that counts, in cents: the dashboard's 'Refunded' card. */
export function totalRefundedCents(): number {
  const row = db()
    .select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(inArray(refunds.status, [...COUNTED]))
    .get();
  return Number(row?.total ?? 0);
}
