import { decimalAmount } from "../invoices/invoice-ledger";

/**
 * The owner's tax figures (decision 0075): the quarter's withholdings and self-billed VAT, and
 * the year's DAC7 report. Pure: the periods as they arrive in the address, the sums, the words.
 * Amounts are integer cents; a file writes them as euros with a dot ("18.00").
 */

/** The first year the figures can be asked for: DAC7's first reportable year was 2023. */
const FIRST_YEAR = 2023;

const TAX_REPORT_FILES = ["withholdings.csv", "self-billed-vat.csv", "dac7.csv", "dac7.xml"] as const;
export type TaxReportFile = (typeof TAX_REPORT_FILES)[number];

export const isTaxReportFile = (value: string): value is TaxReportFile =>
  (TAX_REPORT_FILES as readonly string[]).includes(value);

/** A quarter: its year, its number (1–4), and its first and last dates (YYYY-MM-DD, Madrid calendar dates). */
export type Quarter = { year: number; quarter: number; from: string; to: string; label: string };

function quarterOfYear(year: number, quarter: number): Quarter {
  const first = String(quarter * 3 - 2).padStart(2, "0");
  const last = String(quarter * 3).padStart(2, "0");
  const lastDay = quarter === 1 || quarter === 4 ? "31" : "30";
  return { year, quarter, from: `${year}-${first}-01`, to: `${year}-${last}-${lastDay}`, label: `${year}-Q${quarter}` };
}

/** The quarter (1–4) a YYYY-MM-DD date falls in. */
export const quarterIndexOf = (date: string) => Math.ceil(Number(date.slice(5, 7)) / 3);

export type PeriodField = "year" | "quarter" | "dac7";

/** A refused period's messages: a year out of range (first and last years allowed), a quarter not 1–4. */
export type PeriodMessages = { year: (first: number, last: number) => string; quarter: string };

/** A file's 400 answer is read as a download, so it keeps these; the page passes the viewer's own. */
const ENGLISH_PERIOD_MESSAGES: PeriodMessages = {
  year: (first, last) => `Enter a year from ${first} to ${last}, for example ${last}.`,
  quarter: "Choose a quarter from 1 to 4.",
};

export type TaxReportQuery = {
  quarter: Quarter;
  dac7Year: number;
  /** What was asked, to show it back in the forms. */
  raw: Record<PeriodField, string>;
  /** A clear message per refused field; nothing is computed while one is set. */
  errors: Partial<Record<PeriodField, string>>;
};

/**
 * The periods from the address: `year` and `quarter` for the quarter's figures, `dac7` for the
 * DAC7 year (a file's address names its own year as `year`). Without them: the current quarter,
 * and the year before the current one for DAC7 (reported in the January after it). `today` is a
 * Madrid calendar date.
 */
export function taxReportQuery(
  params: URLSearchParams,
  today: string,
  dac7Param = "dac7",
  messages = ENGLISH_PERIOD_MESSAGES,
): TaxReportQuery {
  const currentYear = Number(today.slice(0, 4));
  const raw = {
    year: (params.get("year") ?? "").trim(),
    quarter: (params.get("quarter") ?? "").trim().toUpperCase().replace(/^Q/, ""),
    dac7: (params.get(dac7Param) ?? "").trim(),
  };
  const errors: TaxReportQuery["errors"] = {};
  const yearError = messages.year(FIRST_YEAR, currentYear);
  const parseYear = (text: string, fallback: number, field: PeriodField) => {
    if (!text) return fallback;
    const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
    if (year >= FIRST_YEAR && year <= currentYear) return year;
    errors[field] = yearError;
    return fallback;
  };
  const year = parseYear(raw.year, currentYear, "year");
  let quarter = quarterIndexOf(today);
  if (raw.quarter) {
    if (/^[1-4]$/.test(raw.quarter)) quarter = Number(raw.quarter);
    else errors.quarter = messages.quarter;
  }
  const dac7Year = parseYear(raw.dac7, Math.max(FIRST_YEAR, currentYear - 1), "dac7");
  return { quarter: quarterOfYear(year, quarter), dac7Year, raw, errors };
}

export const hasErrors = (query: Pick<TaxReportQuery, "errors">) => Object.keys(query.errors).length > 0;

/** Cents as euros for a file: 1800 → "18.00". */
export const euros = (cents: number) => decimalAmount(cents);

/** Basis points as a percentage for a file: 1500 → "15", 550 → "5.5". */
export const percent = (basisPoints: number) => String(basisPoints / 100);

/** Cents as whole euros, half up, as the DPI schema's amounts must be ("given in full units"). */
export const wholeEuros = (cents: number) => Math.sign(cents) * Math.floor((Math.abs(cents) + 50) / 100);

/** One self-billed invoice as the quarter's figures read it (the columns of `self_billed_invoices`). */
export type QuarterInvoice = {
  creatorId: number;
  fullNumber: string;
  issueDate: string;
  sellerName: string;
  sellerTaxId: string;
  sellerCountry: string;
  taxStatus: string;
  baseCents: number;
  vatBasisPoints: number;
  vatCents: number;
  withholdingBasisPoints: number;
  withholdingCents: number;
};

export const TAX_STATUS_LABELS: Record<string, string> = {
  es_professional: "Spanish professional",
  eu_business: "EU business (reverse charge)",
  non_eu: "Outside the EU (reverse charge)",
};

export type WithholdingFigures = {
  recipients: number;
  baseCents: number;
  withholdingCents: number;
  invoices: QuarterInvoice[];
};

/** What Modelo 111 asks of the quarter: the Spanish professionals' invoices, how many were paid, their bases and withholdings. */
export function withholdingFigures(invoices: readonly QuarterInvoice[]): WithholdingFigures {
  const own = invoices.filter((invoice) => invoice.taxStatus === "es_professional");
  return {
    recipients: new Set(own.map((invoice) => invoice.creatorId)).size,
    baseCents: own.reduce((sum, invoice) => sum + invoice.baseCents, 0),
    withholdingCents: own.reduce((sum, invoice) => sum + invoice.withholdingCents, 0),
    invoices: own,
  };
}

const VAT_GROUPS = [
  { status: "es_professional", label: "Spanish professionals: VAT charged, deductible" },
  { status: "eu_business", label: "EU businesses: reverse charge, base" },
  { status: "non_eu", label: "Outside the EU: reverse charge, base" },
] as const;

/** A group's `label` is the file's English; the page says the group by its `status`. */
export type VatGroup = {
  status: (typeof VAT_GROUPS)[number]["status"];
  label: string;
  invoices: number;
  baseCents: number;
  vatCents: number;
};

/** What Modelo 303 asks of the quarter's self-billed invoices: deductible VAT, and the reverse-charge bases inside and outside the EU. */
export function vatGroups(invoices: readonly QuarterInvoice[]): VatGroup[] {
  return VAT_GROUPS.map(({ status, label }) => {
    const own = invoices.filter((invoice) => invoice.taxStatus === status);
    return {
      status,
      label,
      invoices: own.length,
      baseCents: own.reduce((sum, invoice) => sum + invoice.baseCents, 0),
      vatCents: own.reduce((sum, invoice) => sum + invoice.vatCents, 0),
    };
  });
}

/** One quarter of a seller's year: what was paid, for how many meals, and what the platform kept or withheld. */
export type Dac7Quarter = { considerationCents: number; activities: number; feesCents: number; taxesCents: number };

/** A creator's tax details as the report needs them (the columns of `creator_tax_details`). */
type Dac7Identity = {
  kind: "individual" | "entity";
  legalName: string;
  addressLine: string;
  postalCode: string;
  city: string;
  country: string;
  dateOfBirth: string | null;
  tin: string;
  tinCountry: string;
  vatNumber: string | null;
};

export type Dac7Seller = {
  creatorId: number;
  /** The name the creator signed up with, for the owner to recognise a creator without details. */
  creatorName: string;
  /** Null: paid, but no tax details given yet (the report lists them as missing). */
  identity: Dac7Identity | null;
  /** The Stripe connected accounts the year's transfers went to. */
  accounts: string[];
  quarters: [Dac7Quarter, Dac7Quarter, Dac7Quarter, Dac7Quarter];
};

export type Dac7Report = { year: number; sellers: Dac7Seller[] };

export const emptyQuarters = (): Dac7Seller["quarters"] => [
  { considerationCents: 0, activities: 0, feesCents: 0, taxesCents: 0 },
  { considerationCents: 0, activities: 0, feesCents: 0, taxesCents: 0 },
  { considerationCents: 0, activities: 0, feesCents: 0, taxesCents: 0 },
  { considerationCents: 0, activities: 0, feesCents: 0, taxesCents: 0 },
];

/** A person's legal name as the schema's first and last names: the first word, and the rest ("NFN" when there is one word only). */
export function splitPersonName(legalName: string): { first: string; last: string } {
  const words = legalName.trim().split(/\s+/);
  if (words.length < 2) return { first: "NFN", last: words[0] ?? "" };
  return { first: words[0], last: words.slice(1).join(" ") };
}

/** A file to download: its text, its type and the name it is saved under. */
export type TaxReportDownload = { body: string; contentType: string; filename: string };

/** `withholdings-2026-Q3.csv`, `dac7-2026.xml`. */
export function taxReportFilename(file: TaxReportFile, period: string): string {
  const [name, extension] = file.split(".");
  return `${name}-${period}.${extension}`;
}
