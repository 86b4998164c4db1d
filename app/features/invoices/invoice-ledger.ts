import type { Language } from "../../i18n/languages";
import { formatEarning } from "../earnings/earnings";
import { INVOICE_TYPES, type InvoiceType } from "./invoices";

/**
 * The owner's invoice ledger (/admin/invoices): its filters as they arrive in the
 * address, the quarter arithmetic (on the date of issue, which is already Madrid's calendar
 * date), and amounts written for a spreadsheet. Pure: the service and the routes share it.
 */

export const RECORD_STATUSES = ["submitted", "not_submitted"] as const;
type RecordStatusFilter = (typeof RECORD_STATUSES)[number];

export type LedgerFilter = { quarter?: string; type?: InvoiceType; status?: RecordStatusFilter };

export type LedgerQuery = {
  filter: LedgerFilter;
  page: number;
  /** What was typed, to show it back in the form. */
  raw: { quarter: string; type: string; status: string };
  /** A clear message per field that was refused; the ledger lists nothing while one is set. */
  errors: Partial<Record<"quarter" | "type" | "status", string>>;
};

/** A refused filter's message, per field. */
export type LedgerMessages = Record<"quarter" | "type" | "status", string>;

/** The CSV's 400 answer is read as a download, so it keeps these; the page passes the viewer's own. */
const ENGLISH_LEDGER_MESSAGES: LedgerMessages = {
  quarter: "Enter a quarter as year, dash and Q1 to Q4, for example 2027-Q1.",
  type: "Choose simplified, full or corrective.",
  status: "Choose submitted or not submitted.",
};

const QUARTER = /^(\d{4})-Q([1-4])$/;

/** "2027-Q1" → the first and last dates of issue it covers (YYYY-MM-DD, Madrid calendar dates). */
export function quarterRange(quarter: string): { from: string; to: string } | null {
  const match = QUARTER.exec(quarter);
  if (!match) return null;
  const q = Number(match[2]);
  const first = String(q * 3 - 2).padStart(2, "0");
  const last = String(q * 3).padStart(2, "0");
  const lastDay = q === 1 || q === 4 ? "31" : "30";
  return { from: `${match[1]}-${first}-01`, to: `${match[1]}-${last}-${lastDay}` };
}

/** The quarter a date of issue (YYYY-MM-DD) falls in. */
export function quarterOf(issueDate: string): string {
  return `${issueDate.slice(0, 4)}-Q${Math.ceil(Number(issueDate.slice(5, 7)) / 3)}`;
}

export function ledgerQuery(params: URLSearchParams, messages = ENGLISH_LEDGER_MESSAGES): LedgerQuery {
  const raw = {
    quarter: (params.get("quarter") ?? "").trim().toUpperCase(),
    type: params.get("type") ?? "",
    status: params.get("status") ?? "",
  };
  const errors: LedgerQuery["errors"] = {};
  const filter: LedgerFilter = {};
  if (raw.quarter) {
    if (quarterRange(raw.quarter)) filter.quarter = raw.quarter;
    else errors.quarter = messages.quarter;
  }
  if (raw.type) {
    if ((INVOICE_TYPES as readonly string[]).includes(raw.type)) filter.type = raw.type as InvoiceType;
    else errors.type = messages.type;
  }
  if (raw.status) {
    if ((RECORD_STATUSES as readonly string[]).includes(raw.status)) filter.status = raw.status as RecordStatusFilter;
    else errors.status = messages.status;
  }
  const page = Number(params.get("page") ?? "1");
  return { filter, raw, errors, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/** The filters (and a page past the first) as a query string, "" for none. */
export function ledgerSearch(query: Pick<LedgerQuery, "filter">, page = 1, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (query.filter.quarter) params.set("quarter", query.filter.quarter);
  if (query.filter.type) params.set("type", query.filter.type);
  if (query.filter.status) params.set("status", query.filter.status);
  if (page > 1) params.set("page", String(page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  simplified: "Simplified",
  full: "Full",
  corrective: "Corrective",
};

/** Cents as a plain decimal for a spreadsheet: -2000 → "-20.00", or "-20,00" with a decimal comma. */
export function decimalAmount(cents: number, decimalComma = false): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const text = `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return decimalComma ? text.replace(".", ",") : text;
}

/** Cents for the page: -2000 → "−€20.00" (a true minus sign), 5700 → "€57.00". */
export function ledgerEuros(cents: number): string {
  return `${cents < 0 ? "−" : ""}€${decimalAmount(Math.abs(cents))}`;
}

/**
 * Cents on the owners' pages as the viewer's language writes money: English keeps the form the
 * pages have always shown ("−€20.00"), Spanish and French write "20,00 €".
 */
export const ledgerMoneyIn = (language: Language) =>
  language === "en" ? ledgerEuros : (cents: number) => formatEarning(cents, language);

/** A VAT rate for a spreadsheet: 21 → "21", 5.5 → "5.5" or "5,5". */
export function decimalRate(rate: number, decimalComma = false): string {
  const text = String(rate);
  return decimalComma ? text.replace(".", ",") : text;
}

/** `invoices-2026-11-26.csv`, or `invoices-2027-Q1-2026-11-26.csv` for one quarter. */
export function invoicesCsvFilename(filter: LedgerFilter, now: Date): string {
  return `invoices-${filter.quarter ? `${filter.quarter}-` : ""}${now.toISOString().slice(0, 10)}.csv`;
}

/** A registration record as the owner's page shows it: every field as stored (app/features/invoices/invoice-tables.ts). */
export type InvoiceRecordView = {
  id: number;
  typeCode: string;
  issuerTaxId: string;
  seriesNumber: string;
  issueDate: string;
  vatBreakdown: { rate: string; base: string; tax: string }[];
  taxTotal: string;
  amountTotal: string;
  generatedAt: string;
  previousRecordId: number | null;
  previousHash: string;
  hash: string;
  software: Record<string, string>;
  submissionStatus: string;
};

/** One invoice of a booking as its workspace lists it, in the ledger's words, with the PDF the owner's ledger links. */
export type BookingInvoiceView = {
  number: string;
  type: string;
  issueDate: string;
  total: string;
  /** The full invoice that replaced this simplified one, else null. */
  replacedBy: string | null;
  href: string;
};

export function bookingInvoiceView(row: {
  fullNumber: string;
  type: InvoiceType;
  issueDate: string;
  totalCents: number;
  replacedBy: string | null;
}): BookingInvoiceView {
  return {
    number: row.fullNumber,
    type: INVOICE_TYPE_LABELS[row.type],
    issueDate: row.issueDate,
    total: ledgerEuros(row.totalCents),
    replacedBy: row.replacedBy,
    href: `/admin/invoices/${encodeURIComponent(row.fullNumber)}.pdf`,
  };
}
