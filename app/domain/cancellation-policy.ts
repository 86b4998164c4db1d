import { type BookingStatus, TRAVELLER_MAY_CANCEL } from "./booking-lifecycle";

/**
 * The cancellation policy's rule. Its words live in the catalogue (`common.policy`, in each
 * language), shown wherever a traveller reads them (the booking form, Stripe Checkout, the payment
 * email, the trip page); the refund a cancellation gives is computed here, so words and money agree.
 */

/**
 * Before curating starts nothing has been worked on yet, so the whole fee goes back: exactly the
 * statuses in which the lifecycle lets a traveller cancel on their own.
 */
const FULL_REFUND_STATUSES = TRAVELLER_MAY_CANCEL;

/** True while the policy refunds the whole fee: the only time a traveller may cancel on their own. */
export function fullRefundApplies(status: BookingStatus): boolean {
  return FULL_REFUND_STATUSES.includes(status);
}

/**
 * The refund the policy gives a traveller who cancels now, in integer cents: what they paid and
 * have not yet had back while curating has not started; nothing afterwards (the concierge may
 * still refund by hand). Never negative, never more than what is left to refund.
 */
export function policyRefundCents(status: BookingStatus, paidCents: number, refundedCents = 0): number {
  if (!fullRefundApplies(status)) return 0;
  return Math.max(0, Math.trunc(paidCents) - Math.trunc(refundedCents));
}

/** What is left to refund on a booking, for any refund the concierge decides. */
export function refundableCents(paidCents: number, refundedCents: number): number {
  return Math.max(0, Math.trunc(paidCents) - Math.trunc(refundedCents));
}

/**
 * A refund's state, following Stripe's: 'pending' until Stripe confirms, 'succeeded' once the
 * money is on its way back, 'failed' (or 'canceled') when it did not go through and does not
 * count against what is left to refund.
 */
export const REFUND_STATUSES = ["pending", "succeeded", "failed", "canceled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export function isRefundStatus(value: unknown): value is RefundStatus {
  return typeof value === "string" && (REFUND_STATUSES as readonly string[]).includes(value);
}
