import { type BookingStatus, CALLED_OFF, IN_SERVICE, ITINERARY_SHOWN } from "~/domain/booking-lifecycle";
import { fullRefundApplies, refundableCents } from "~/domain/cancellation-policy";
import { CONCIERGE_TIME_ZONE } from "~/domain/city-dining";
import { dateFormat } from "~/domain/date-formats";
import { localDateAt, localToUtc } from "~/domain/local-time";
import { INTL_LOCALE, type Language } from "~/i18n/languages";

/**
 * The traveller's right to withdraw from the contract (Directive 2011/83/EU, art. 9 and 11a;
 * docs/decisions/0036-the-withdrawal-right.md): 14 days from the contract (the payment), while
 * the service is not fully performed. Pure: the caller passes the instant it reads from `~/clock`.
 */

export const WITHDRAWAL_DAYS = 14;

/**
 * The note a withdrawal's cancellation carries in the booking's history: how the trip page tells
 * a withdrawal from a cancellation afterwards (the same text as before it was named here, so the
 * withdrawals already stored read the same).
 */
export const WITHDRAWAL_NOTE = "The traveller withdrew from the contract (right of withdrawal)";

/**
 * The statuses in which the service is not yet fully performed, read from the lifecycle's table:
 * still in service, and the itinerary (what the fee buys) not yet sent. Once it is sent, or the
 * trip is completed or cancelled, the right is gone (art. 16(a)).
 */
export const WITHDRAWAL_STATUSES: readonly BookingStatus[] = IN_SERVICE.filter(
  (status) => !ITINERARY_SHOWN.includes(status) && status !== CALLED_OFF,
);

/**
 * The days are the seller's: Sobremesa contracts from Spain, so the period is counted in its
 * legal time, whatever the traveller's city or browser (docs/decisions/0056).
 */
const WITHDRAWAL_TIME_ZONE = CONCIERGE_TIME_ZONE;

/** YYYY-MM-DD plus `days` calendar days (no time zone: a date, not an instant). */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * When the period ends, as an ISO string: the first instant it no longer holds. It expires 14
 * days after the day the contract was concluded (art. 9(2)(a)), and a period in days ends with
 * the last hour of its last day (Regulation 1182/71, art. 3): so at the Madrid midnight that
 * starts the 15th day after the payment's Madrid date. Midnight exists every day in Madrid (its
 * clocks change at 02:00 and 03:00), so the offset on that day, summer or winter, is the one used.
 */
export function withdrawalEndsAt(paidAt: string): string {
  const paidDay = localDateAt(new Date(paidAt), WITHDRAWAL_TIME_ZONE);
  const end = localToUtc(addDays(paidDay, WITHDRAWAL_DAYS + 1), "00:00", WITHDRAWAL_TIME_ZONE);
  if (!end) throw new Error(`No midnight in ${WITHDRAWAL_TIME_ZONE} after ${paidDay}`);
  return end.toISOString();
}

/** The deadline sentence's shape in each language, around the last day's weekday, day and month. */
const DEADLINE_WORDS: Record<Language, (day: { weekday: string; day: string; month: string }) => string> = {
  en: ({ weekday, day, month }) => `until 23:59 on ${weekday} ${day} ${month}, Madrid time`,
  es: ({ weekday, day, month }) => `hasta las 23:59 del ${weekday} ${day} de ${month}, hora de Madrid`,
  fr: ({ weekday, day, month }) => `jusqu’au ${weekday} ${day} ${month} à 23:59, heure de Madrid`,
};

/**
 * The deadline as the traveller reads it, from `withdrawalEndsAt`: the last day in Madrid and
 * its last minute, in Madrid time ("until 23:59 on Sunday 13 December, Madrid time"). The one
 * wording every place that states the deadline uses, so they agree; never a zone abbreviation,
 * which each language writes its own way (CET, UTC+1).
 */
export function formatWithdrawalDeadline(endsAt: string, language: Language): string {
  const lastDay = localDateAt(new Date(new Date(endsAt).getTime() - 1), WITHDRAWAL_TIME_ZONE);
  const parts = dateFormat(INTL_LOCALE[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).formatToParts(new Date(`${lastDay}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return DEADLINE_WORDS[language]({ weekday: part("weekday"), day: part("day"), month: part("month") });
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

/**
 * The one way out the trip page offers (docs/decisions/0059): while the right lasts, the
 * withdrawal, with what it gives back now (worded, "€57"), whether that is the whole fee, and the
 * deadline already in words; afterwards the policy's cancellation while it refunds in full, with
 * the refund or null when nothing was paid.
 */
export type CancelOrWithdrawOffer =
  | { kind: "withdraw"; refund: string; full: boolean; endsAt: string }
  | { kind: "cancel"; refund: string | null };
