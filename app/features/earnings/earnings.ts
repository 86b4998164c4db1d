import { z } from "zod";
import { CITIES } from "../../domain/cities";
import { isIsoDate } from "../../domain/dates";
import { INTL_LOCALE, type Language } from "../../i18n/languages";

/**
 * What a creator earns for the meals booked from their picks (decision 0068): the rules and
 * words of the ledger, with no I/O, for the server and the browser alike. Amounts are integer cents.
 */

/** Rates apply by calendar day in Madrid, where the company keeps its books. */
export const BOOKS_ZONE = "Europe/Madrid";

/** What a meal earns while no owner has set a rate that applies (€6). */
export const DEFAULT_RATE_CENTS = 600;

/**
 * The ledger's kinds of entry, each written once per booked meal at most: `earned` when the
 * itinerary is first sent, `payable` when the trip is completed, `reversed` (a negative amount)
 * when the booking is refunded before the money is paid out, `paid_out` when a payout's transfer
 * has paid it (decision 0070), `payout_reversed` (a negative amount) when Stripe took that money
 * back from the creator by reversing the transfer, which leaves the meal owed nothing (decision 0076).
 */
export const EARNING_KINDS = ["earned", "payable", "reversed", "paid_out", "payout_reversed"] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

/** Where one meal's earning stands: the furthest entry it has (a reversal ends it). */
export function earningState(kinds: readonly EarningKind[]): EarningKind {
  if (kinds.includes("reversed")) return "reversed";
  if (kinds.includes("payout_reversed")) return "payout_reversed";
  if (kinds.includes("paid_out")) return "paid_out";
  if (kinds.includes("payable")) return "payable";
  return "earned";
}

/** One booked meal's earning as its creator sees it: the trip named by first name and city only. */
export type EarningLine = {
  id: number;
  travellerFirstName: string;
  cityName: string;
  mealPosition: number;
  restaurantName: string;
  amountCents: number;
  earnedAt: string;
  state: EarningKind;
};

export type CreatorEarnings = {
  /** This month's earned entries minus its reversals, in cents. */
  monthCents: number;
  payableCents: number;
  lines: EarningLine[];
};

/** An entry as the sums read it. */
type Entry = { kind: EarningKind; amountCents: number; at: string };

/**
 * "This Month": what the month's entries add up to, the meals earned in it minus the
 * reversals written in it (a refund's, or a payout's taken back), in cents. `month` is YYYY-MM
 * (UTC, as the entries' instants).
 */
export function monthCents(entries: readonly Entry[], month: string): number {
  return entries
    .filter(
      (entry) =>
        (entry.kind === "earned" || entry.kind === "reversed" || entry.kind === "payout_reversed") &&
        entry.at.startsWith(month),
    )
    .reduce((sum, entry) => sum + entry.amountCents, 0);
}

/** What is payable now: the meals whose trip is completed and that were not reversed. */
export function payableCents(meals: readonly { state: EarningKind; amountCents: number }[]): number {
  return meals.filter((meal) => meal.state === "payable").reduce((sum, meal) => sum + meal.amountCents, 0);
}

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/** "€12.00", "12,00 €": an earning always with its cents, as the creator's language writes money. */
export function formatEarning(cents: number, language: Language): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === "en" ? "en-IE" : INTL_LOCALE[language], {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(language, format);
  }
  return format.format(cents / 100);
}

/** The cities an owner may give a rate of their own: the catalogue's names. */
export const RATE_CITIES: readonly string[] = [...new Set(CITIES.map((city) => city.name))].sort((a, b) =>
  a.localeCompare(b, "en"),
);

/** The largest rate the form takes (€1,000 a meal): beyond it, a typo. */
const MAX_RATE_CENTS = 100_000;

/** The rate form's refusals, in the team member's language (earnings-text.ts words them). */
export type RateMessages = Readonly<{
  euros: string;
  eurosFormat: string;
  eurosRange: string;
  city: string;
  appliesFrom: string;
  appliesFromFormat: string;
}>;

/**
 * The owner's form: euros as typed ("6", "6.50", "6,50"), a city or none (the default), and
 * the day it applies from. The amount becomes whole cents here, once. The browser and the
 * server build it from the same words, so a refusal reads alike with or without JavaScript.
 */
export const rateFormSchemaFor = (messages: RateMessages) =>
  z.object({
    euros: z
      .string({ error: messages.euros })
      .trim()
      .regex(/^\d{1,4}([.,]\d{1,2})?$/, messages.eurosFormat)
      .transform((typed) => Math.round(Number(typed.replace(",", ".")) * 100))
      .refine((cents) => cents > 0 && cents <= MAX_RATE_CENTS, messages.eurosRange),
    city: z
      .string()
      .trim()
      .optional()
      .transform((city) => (city ? city : null))
      .refine((city) => city === null || RATE_CITIES.includes(city), messages.city),
    appliesFrom: z.string({ error: messages.appliesFrom }).trim().refine(isIsoDate, messages.appliesFromFormat),
  });

export type RateInput = z.output<ReturnType<typeof rateFormSchemaFor>>;

/** The traveller as a creator sees them on an earning: the first name only. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? "";
