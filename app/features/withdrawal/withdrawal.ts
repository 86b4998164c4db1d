import { type BookingStatus, CALLED_OFF, IN_SERVICE, ITINERARY_SHOWN } from "~/domain/booking-lifecycle";
import { fullRefundApplies, refundableCents } from "~/domain/cancellation-policy";

/**
 * The traveller's right to withdraw from the contract (Directive 2011/83/EU, art. 9 and 11a;
 * docs/decisions/0036-the-withdrawal-right.md): 14 days from the contract (the payment), while
 * the service is not fully performed. Pure: the caller passes the instant it reads from `~/clock`.
 */

export const WITHDRAWAL_DAYS = 14;

/**
 * The statuses in which the service is not yet fully performed, read from the lifecycle's table:
 * still in service, and the itinerary (what the fee buys) not yet sent. Once it is sent, or the
 * trip is completed or cancelled, the right is gone (art. 16(a)).
 */
export const WITHDRAWAL_STATUSES: readonly BookingStatus[] = IN_SERVICE.filter(
  (status) => !ITINERARY_SHOWN.includes(status) && status !== CALLED_OFF,
);

/**
 * When the period ends, as an ISO string: it expires 14 days after the day the contract was
 * concluded (art. 9(2)(a)), so it runs to the end of the 14th day after the payment's day. The
 * day is counted in UTC, which in Europe ends it an hour or two later, never earlier, than the
 * traveller's own midnight.
 */
export function withdrawalEndsAt(paidAt: string): string {
  const paid = new Date(paidAt);
  return new Date(
    Date.UTC(paid.getUTCFullYear(), paid.getUTCMonth(), paid.getUTCDate() + WITHDRAWAL_DAYS + 1),
  ).toISOString();
}

export type WithdrawalFacts = { status: BookingStatus; paidAt: string | null; now: Date };

/** Why a withdrawal is refused now, or null when the traveller may withdraw. */
export type WithdrawalRefusal = "not-paid" | "performed" | "period-over";

export function withdrawalRefusal({ status, paidAt, now }: WithdrawalFacts): WithdrawalRefusal | null {
  if (!paidAt) return "not-paid";
  if (!WITHDRAWAL_STATUSES.includes(status)) return "performed";
  if (now.getTime() >= new Date(withdrawalEndsAt(paidAt)).getTime()) return "period-over";
  return null;
}

/** How far the service has gone, for the proportionate refund: curating started, tables booked. */
export type Performance = { meals: number; mealsReserved: number };

/**
 * What a withdrawal gives back, in integer cents. Before curating starts nothing was provided,
 * so the whole fee (as the cancellation policy refunds it). Afterwards the traveller pays for
 * what was provided (art. 14(3)): the service is counted in equal parts — the curation begun,
 * each meal's table, the itinerary — and the parts not yet provided come back. The business's
 * share is rounded down, so any cent of rounding goes to the traveller.
 */
export function withdrawalRefundCents(
  status: BookingStatus,
  paidCents: number,
  refundedCents: number,
  performance: Performance,
): number {
  const left = refundableCents(paidCents, refundedCents);
  if (fullRefundApplies(status)) return left;
  const parts = Math.max(1, performance.meals) + 2;
  const done = 1 + Math.min(Math.max(0, performance.mealsReserved), Math.max(1, performance.meals));
  const kept = Math.floor((Math.trunc(paidCents) * done) / parts);
  return Math.max(0, Math.min(left, Math.trunc(paidCents) - kept));
}
