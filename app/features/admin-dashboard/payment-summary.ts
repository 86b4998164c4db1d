import { localDateAt } from "~/domain/local-time";
import { type PaymentBadgeKey, paymentBadge } from "~/domain/payment-status";
import { formatEuros } from "~/domain/pricing";
import { formatMoney, type Language } from "~/i18n/languages";

/** The payment dashboard's figures: the cards' counts and the weekly chart's series. */

export type PaymentSummary = {
  total: number;
  paid: number;
  pending_payment: number;
  failed_payment: number;
  no_payment_required: number;
  /** Bookings a mismatched payment was flagged on ('Payment Review'). */
  payment_review: number;
  /** Cents actually paid (bookings whose payment succeeded). */
  total_revenue: number;
};

/** Counts per badge, so the cards always agree with the badges in the table. */
export function summarise(
  groups: Array<{ paymentStatus: string; requiresPayment: boolean; count: number; paidCents: number }>,
): PaymentSummary {
  const summary: PaymentSummary = {
    total: 0,
    paid: 0,
    pending_payment: 0,
    failed_payment: 0,
    no_payment_required: 0,
    payment_review: 0,
    total_revenue: 0,
  };
  // By the badge's key, not its words: the badges are worded in each reader's language.
  const byBadge: Record<PaymentBadgeKey, keyof PaymentSummary | null> = {
    succeeded: "paid",
    pending: "pending_payment",
    failed: "failed_payment",
    not_required: "no_payment_required",
    review: "payment_review",
    unknown: null,
  };
  for (const group of groups) {
    summary.total += group.count;
    const key = byBadge[paymentBadge(group).key];
    if (key) summary[key] += group.count;
    if (key === "paid") summary.total_revenue += group.paidCents;
  }
  return summary;
}

export type WeekPoint = { weekStart: string; bookings: number; revenueCents: number };

/** Monday of the week holding `day` (YYYY-MM-DD): a calendar date, so plain date arithmetic. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * The Mondays of the last `weeks` weeks, oldest first, ending with the current week as the desk
 * counts it: the team reads "this week" on its own calendar, not on Greenwich's.
 */
export function recentWeekStarts(today: Date, zone = "UTC", weeks = 12): string[] {
  const current = new Date(`${weekStartOf(localDateAt(today, zone))}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, i) => {
    const start = new Date(current);
    start.setUTCDate(start.getUTCDate() - 7 * (weeks - 1 - i));
    return start.toISOString().slice(0, 10);
  });
}

/** Buckets daily totals (bookings by day created, revenue by day paid, both the desk's days) into the recent weeks. */
export function weeklySeries(
  daily: { bookings: Array<{ day: string; count: number }>; revenue: Array<{ day: string; cents: number }> },
  today: Date,
  zone = "UTC",
  weeks = 12,
): WeekPoint[] {
  const points = recentWeekStarts(today, zone, weeks).map((weekStart) => ({ weekStart, bookings: 0, revenueCents: 0 }));
  const byWeek = new Map(points.map((point) => [point.weekStart, point]));
  for (const { day, count } of daily.bookings) {
    const point = byWeek.get(weekStartOf(day));
    if (point) point.bookings += count;
  }
  for (const { day, cents } of daily.revenue) {
    const point = byWeek.get(weekStartOf(day));
    if (point) point.revenueCents += cents;
  }
  return points;
}

/** What the dashboard says of a paid booking's refunds: nothing, 'Partially refunded' or 'Refunded'. */
export function refundLabel(paidCents: number, refundedCents: number): "Refunded" | "Partially refunded" | null {
  if (refundedCents <= 0) return null;
  return refundedCents >= paidCents ? "Refunded" : "Partially refunded";
}

/**
 * An amount on the payment dashboard as the reader's language writes it ("57 €"); English keeps
 * the short form the dashboard has always shown ("€57"), which its English readers and tests know.
 */
export const eurosIn = (language: Language) => (cents: number) =>
  language === "en" ? formatEuros(cents) : formatMoney(cents, language);

/** Revenue kept: what was paid minus what was refunded (or is on its way back), in cents. */
export const netRevenue = (revenueCents: number, refundedCents: number) => revenueCents - refundedCents;
