import { z } from "zod";
import { isIsoDate } from "~/domain/dates";
import { isPlainText } from "~/domain/plain-text";
import { isValidSpanishNif, normaliseNif } from "~/domain/spanish-tax-id";
import { parseBuyerTaxId } from "~/features/invoices/buyer-tax-id";
import type { Catalog } from "~/i18n/catalog";
import type enDashboard from "~/i18n/locales/en/dashboard";
import { type CreatorTaxDetailsRow, TAX_STATUSES, TAXPAYER_KINDS, type TaxStatus } from "./tax-tables";

/**
 * A creator's tax details (decision 0073): the form's rules, for the browser and the server
 * alike, with no I/O. The messages are the page's words, given by whoever builds the schema;
 * "today" (a calendar day) is given too, so the age is checked against the same day on both sides.
 */

/** The form's words: the dashboard catalogue's `tax` part, in the creator's language (English for the owners). */
export type TaxWords = Catalog<(typeof enDashboard)["tax"]>;

/** A country the form's selects offer: its ISO code and its name in the page's language. */
export type CountryChoice = { code: string; name: string };

/** IRPF withholding a Spanish professional chooses: 15 %, or 7 % in their first years of activity. */
const WITHHOLDING_CHOICES = ["1500", "700"] as const;

/** The EU's member states (ISO 3166), for the address of a business taxed by reverse charge. */
const EU_COUNTRIES = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
]);

/** The age from which a person may sign up to be paid (Spain's age of majority). */
const ADULT_AGE = 18;

export type TaxMessages = Readonly<
  Record<
    | "kind"
    | "legalName"
    | "addressLine"
    | "postalCode"
    | "city"
    | "country"
    | "dateOfBirth"
    | "dateOfBirthFuture"
    | "dateOfBirthAdult"
    | "tinSpanish"
    | "tinOther"
    | "tinCountry"
    | "esNeedsSpanishTin"
    | "vatInvalid"
    | "vatRequired"
    | "vatNotSpanish"
    | "vatSpanish"
    | "nonEuAddress"
    | "taxStatus"
    | "withholding"
    | "plainText"
    | "reason",
    string
  >
>;

/** A tax number as stored: upper case, without the spaces, dots and dashes people write in it. */
const normaliseNumber = (value: string) => normaliseNif(value);

/** The day a person born on `birth` (YYYY-MM-DD) comes of age; 29 February counts from 1 March. */
function comesOfAge(birth: string): string {
  const year = Number(birth.slice(0, 4)) + ADULT_AGE;
  const date = new Date(Date.UTC(year, Number(birth.slice(5, 7)) - 1, Number(birth.slice(8, 10))));
  return date.toISOString().slice(0, 10);
}

/**
 * Whether a tax identification number is one its country could have issued: a Spanish NIF or
 * NIE whose control letter matches, or for another country 2 to 20 letters and digits. The number
 * given back is the one stored.
 */
export function parseTin(country: string, input: string): string | null {
  if (!isPlainText(input)) return null;
  const value = normaliseNumber(input.trim());
  if (country === "ES") return isValidSpanishNif(value) ? value : null;
  return /^[A-Z0-9]{2,20}$/.test(value) ? value : null;
}

/** An EU VAT number with its country's prefix, in its country's shape, or null. */
export function parseVatNumber(input: string): string | null {
  if (!isPlainText(input)) return null;
  const parsed = parseBuyerTaxId(input.trim());
  return parsed?.kind === "eu_vat" ? parsed.value : null;
}

const text = (message: string, plain: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine(isPlainText, { error: plain, abort: true });

const optionalText = (max: number, message: string, plain: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine(isPlainText, { error: plain, abort: true })
    .optional()
    .transform((value) => (value ? value : undefined));

/** The form's fields, in the order the page shows them (the first invalid one takes the focus). */
export const TAX_FIELDS = [
  "kind",
  "legalName",
  "addressLine",
  "postalCode",
  "city",
  "country",
  "dateOfBirth",
  "tin",
  "tinCountry",
  "vatNumber",
  "taxStatus",
  "withholding",
  "reason",
] as const;

/**
 * The creator's form (and, with `reason`, the owner's correction): each field checked alone,
 * then together: a person's date of birth (an adult, not a day to come), the number against its
 * country, the VAT number against the tax status. `countries` are the choices the select offers.
 */
export function taxDetailsSchemaFor(
  m: TaxMessages,
  { today, countries, withReason = false }: { today: string; countries: ReadonlySet<string>; withReason?: boolean },
) {
  const country = (message: string) =>
    z.string({ error: message }).refine((code) => countries.has(code), { error: message });
  return z
    .object({
      kind: z.enum(TAXPAYER_KINDS, { error: m.kind }),
      legalName: text(m.legalName, m.plainText, 2, 200),
      addressLine: text(m.addressLine, m.plainText, 3, 200),
      postalCode: text(m.postalCode, m.plainText, 2, 12).refine(
        (value) => /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(value),
        {
          error: m.postalCode,
        },
      ),
      city: text(m.city, m.plainText, 1, 100),
      country: country(m.country),
      dateOfBirth: optionalText(10, m.dateOfBirth, m.plainText),
      tin: z.string({ error: m.tinOther }).trim().min(1, m.tinOther).max(40, m.tinOther),
      tinCountry: country(m.tinCountry),
      vatNumber: optionalText(40, m.vatInvalid, m.plainText),
      taxStatus: z.enum(TAX_STATUSES, { error: m.taxStatus }),
      withholding: z.enum(WITHHOLDING_CHOICES, { error: m.withholding }).optional(),
      reason: withReason ? text(m.reason, m.plainText, 5, 500) : z.string().optional(),
    })
    .superRefine((value, ctx) => {
      const refuse = (path: (typeof TAX_FIELDS)[number], message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (value.kind === "individual") {
        const birth = value.dateOfBirth;
        if (!birth || !isIsoDate(birth) || birth < "1900-01-01") refuse("dateOfBirth", m.dateOfBirth);
        else if (birth > today) refuse("dateOfBirth", m.dateOfBirthFuture);
        else if (comesOfAge(birth) > today) refuse("dateOfBirth", m.dateOfBirthAdult);
      }
      if (!parseTin(value.tinCountry, value.tin)) {
        refuse("tin", value.tinCountry === "ES" ? m.tinSpanish : isPlainText(value.tin) ? m.tinOther : m.plainText);
      }
      const vat = value.vatNumber ? parseVatNumber(value.vatNumber) : null;
      if (value.vatNumber && !vat) refuse("vatNumber", m.vatInvalid);
      if (value.taxStatus === "es_professional") {
        if (value.tinCountry !== "ES") refuse("tinCountry", m.esNeedsSpanishTin);
        if (vat && !vat.startsWith("ES")) refuse("vatNumber", m.vatSpanish);
        if (!value.withholding) refuse("withholding", m.withholding);
      }
      if (value.taxStatus === "eu_business") {
        if (!value.vatNumber) refuse("vatNumber", m.vatRequired);
        else if (vat?.startsWith("ES")) refuse("vatNumber", m.vatNotSpanish);
      }
      if (value.taxStatus === "non_eu" && EU_COUNTRIES.has(value.country)) refuse("taxStatus", m.nonEuAddress);
    });
}

type TaxDetailsFields = z.output<ReturnType<typeof taxDetailsSchemaFor>>;

/** The checked form as the service stores it: numbers normalised, what does not apply left empty. */
export function taxDetailsInput(value: TaxDetailsFields): TaxDetailsInput {
  return {
    kind: value.kind,
    legalName: value.legalName,
    addressLine: value.addressLine,
    postalCode: value.postalCode.toUpperCase(),
    city: value.city,
    country: value.country,
    dateOfBirth: value.kind === "individual" ? (value.dateOfBirth ?? null) : null,
    tin: parseTin(value.tinCountry, value.tin) ?? value.tin,
    tinCountry: value.tinCountry,
    vatNumber: value.vatNumber ? (parseVatNumber(value.vatNumber) ?? null) : null,
    taxStatus: value.taxStatus,
    withholdingBasisPoints:
      value.taxStatus === "es_professional" && value.withholding ? Number(value.withholding) : null,
    reason: value.reason ? value.reason : null,
  };
}

/** What the form gives the service: the row's facts, normalised, and an owner's reason. */
export type TaxDetailsInput = {
  kind: CreatorTaxDetailsRow["kind"];
  legalName: string;
  addressLine: string;
  postalCode: string;
  city: string;
  country: string;
  dateOfBirth: string | null;
  tin: string;
  tinCountry: string;
  vatNumber: string | null;
  taxStatus: TaxStatus;
  withholdingBasisPoints: number | null;
  reason: string | null;
};

/** The stored row as the form's starting values (strings, as the form posts them). */
export function formValuesOf(row: CreatorTaxDetailsRow | undefined): Record<string, string> {
  if (!row) return { kind: "individual", country: "", tinCountry: "" };
  return {
    kind: row.kind,
    legalName: row.legalName,
    addressLine: row.addressLine,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    dateOfBirth: row.dateOfBirth ?? "",
    tin: row.tin,
    tinCountry: row.tinCountry,
    vatNumber: row.vatNumber ?? "",
    taxStatus: row.taxStatus,
    withholding: row.withholdingBasisPoints === null ? "" : String(row.withholdingBasisPoints),
  };
}

/** Why a creator cannot be paid yet for their tax details, as the payout run records it. */
export type TaxReadiness = { ok: true } | { ok: false; reason: "tax_details_missing" };

/**
 * Whether a creator's tax details let a payout go: any stored row does (the form refused
 * everything incomplete), no row does not. The payout run calls it with the creator's row.
 */
export function taxDetailsReadiness(row: CreatorTaxDetailsRow | undefined): TaxReadiness {
  return row ? { ok: true } : { ok: false, reason: "tax_details_missing" };
}

/** The fields whose values differ between two versions of the details: names only, for the audit log. */
export function changedFields(before: CreatorTaxDetailsRow | undefined, after: Omit<TaxDetailsInput, "reason">) {
  const keys = [
    "kind",
    "legalName",
    "addressLine",
    "postalCode",
    "city",
    "country",
    "dateOfBirth",
    "tin",
    "tinCountry",
    "vatNumber",
    "taxStatus",
    "withholdingBasisPoints",
  ] as const;
  return keys.filter((key) => (before ? before[key] : null) !== after[key]);
}
