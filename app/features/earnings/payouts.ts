import type { AgreementState } from "~/features/self-billing/agreement";

/**
 * Paying creators (decision 0070): the rules of the payout run and what the creator's dashboard
 * and the owners' page show of it, with no I/O. Amounts are integer cents; a period is the
 * month (YYYY-MM, in Madrid) a run pays for.
 */

/** The day of the month the monthly run pays on while no owner has chosen another. */
export const DEFAULT_PAYOUT_DAY = 5;

/**
 * Why a creator with money to receive was not paid by a run: no account able to receive it, or
 * no self-billed invoice can be issued yet (no tax details, or the agreement not accepted).
 */
export type CarryReason = "no_account" | "payouts_disabled" | "tax_details_missing" | "agreement_missing";

export type PayoutStatus = "pending" | "paid" | "failed";

/** The period a run on `day` (YYYY-MM-DD, in Madrid) pays for: its month. */
export const periodOf = (day: string): string => day.slice(0, 7);

/**
 * The day the next monthly run pays: this month's payout day if it is still to come (or today),
 * else next month's. `today` is YYYY-MM-DD in Madrid; days above 28 are never stored.
 */
export function nextPayoutDate(today: string, payoutDay: number): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const pad = (n: number) => String(n).padStart(2, "0");
  if (day <= payoutDay) return `${year}-${pad(month)}-${pad(payoutDay)}`;
  return month === 12 ? `${year + 1}-01-${pad(payoutDay)}` : `${year}-${pad(month + 1)}-${pad(payoutDay)}`;
}

/**
 * The Stripe idempotency key of one payout's transfer: the creator and the period, so a retried
 * or doubled run sends the same key and Stripe answers with the transfer it already made. Stripe
 * also keeps a refusal under its key, so an attempt after a recorded refusal adds its number.
 */
export const transferKey = (creatorId: number, period: string, attempts: number): string =>
  `payout:${creatorId}:${period}${attempts > 0 ? `:retry-${attempts}` : ""}`;

/** A payout as its creator sees it on the dashboard. */
type PayoutLine = {
  id: number;
  period: string;
  amountCents: number;
  status: PayoutStatus;
  /** What Stripe took back of it after it was paid: 0, part, or all (decision 0076). */
  reversedCents: number;
  at: string;
  /** The number of the self-billed invoice issued with it (decision 0074), the download's name. */
  invoice: string | null;
  /** The numbers of the corrective invoices issued when its transfer was taken back. */
  corrections: string[];
};

/** The dashboard's payout part: the account, why the balance waits (if it does), the next date and the payouts. */
export type CreatorPayouts = {
  account: { connected: boolean; payoutsEnabled: boolean; test: boolean };
  carriedOver: CarryReason | null;
  nextPayoutDate: string;
  lines: PayoutLine[];
  /** The self-billing agreement: accepted or not (decision 0074). */
  agreement: AgreementState;
};

/** The owners' form for the monthly run's day: 1 to 28, so every month has it. */
export function parsePayoutDay(typed: unknown): number | null {
  if (typeof typed !== "string" || !/^\d{1,2}$/.test(typed.trim())) return null;
  const day = Number(typed.trim());
  return day >= 1 && day <= 28 ? day : null;
}
