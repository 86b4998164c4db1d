import { type DescribedBooking, dateRange } from "~/features/invoices/invoices";
import { INTL_LOCALE, type Language } from "~/i18n/languages";
import enTrip from "~/i18n/locales/en/trip";
import esTrip from "~/i18n/locales/es/trip";
import frTrip from "~/i18n/locales/fr/trip";

/**
 * The words of an invoice's lines (its description and a correction's reason), written once when
 * it is issued and stored as issued: Spanish, the language the law's terms are in, then the
 * traveller's own on the next line (decision 0060). They are built here, from the catalogues,
 * because an invoice is issued inside a write transaction, where nothing may be awaited. Pure.
 */

const LINES = { en: enTrip.invoiceLines, es: esTrip.invoiceLines, fr: frTrip.invoiceLines };
type LineKey = keyof typeof enTrip.invoiceLines;

function fill(language: Language, key: LineKey, values: Record<string, string | number>): string {
  return LINES[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

const plurals = new Map<Language, Intl.PluralRules>();
function pluralOf(language: Language, count: number): "one" | "other" {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[language]);
    plurals.set(language, rules);
  }
  return rules.select(count) === "one" ? "one" : "other";
}

/** The stay's dates as each language writes a range: "12–15 Mar 2027", "12–15 mar 2027", "12–15 mars 2027". */
function stayDates(language: Language, from: string, to: string): string {
  if (language === "en") return dateRange(from, to);
  const format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const start = new Date(`${from}T00:00:00Z`);
  return from === to ? format.format(start) : format.formatRange(start, new Date(`${to}T00:00:00Z`));
}

/** The languages an invoice is written in: Spanish, and the traveller's when it is another. */
function invoiceLanguages(language: Language): Language[] {
  return language === "es" ? ["es"] : ["es", language];
}

const both = (language: Language, line: (language: Language) => string) =>
  invoiceLanguages(language).map(line).join("\n");

function serviceLine(language: Language, booking: DescribedBooking): string {
  return fill(language, `service_${pluralOf(language, booking.reservations)}`, {
    city: booking.cityName,
    dates: stayDates(language, booking.checkIn, booking.checkOut),
    count: booking.reservations,
    reference: booking.readableReference,
  });
}

/** The description of the service (RD 1619/2012, art. 6.1.f), in the invoice's languages. */
export function serviceDescription(booking: DescribedBooking, language: Language): string {
  return both(language, (each) => serviceLine(each, booking));
}

/** A full invoice's description: the service, and the simplified invoice it replaces (number, dd-mm-yyyy date). */
export function replacingDescription(
  booking: DescribedBooking,
  language: Language,
  replaced: { number: string; date: string },
): string {
  return both(language, (each) =>
    fill(each, "replaces", { service: serviceLine(each, booking), number: replaced.number, date: replaced.date }),
  );
}

/** Why a refund corrects an invoice, and the corrective invoice's description, in the invoice's languages. */
export function correctionLines(
  reference: string,
  whole: boolean,
  language: Language,
  original: { number: string; date: string },
): { reason: string; description: string } {
  const reasonIn = (each: Language) => fill(each, whole ? "fullRefund" : "partialRefund", { reference });
  return {
    reason: both(language, reasonIn),
    description: both(language, (each) =>
      fill(each, "correction", { number: original.number, date: original.date, reason: reasonIn(each) }),
    ),
  };
}
