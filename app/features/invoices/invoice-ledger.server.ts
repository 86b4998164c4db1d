import { stringify } from "csv-stringify/sync";
import { and, asc, between, count, desc, eq, getTableColumns, ne, type SQL, sql } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { db } from "~/db/client.server";
import { bookings, invoiceRecords, invoices } from "~/db/schema";
import { neutraliseFormula } from "~/domain/csv";
import {
  decimalAmount,
  decimalRate,
  INVOICE_TYPE_LABELS,
  invoicesCsvFilename,
  type LedgerFilter,
  quarterRange,
} from "~/features/invoices/invoice-ledger";
import { type AuditActor, recordAudit } from "~/features/staff/audit.server";
import {
  ensureInvoicePdfs,
  type InvoiceDownload,
  invoiceFileName,
  replacedByNumber,
  storedInvoicePdf,
} from "./invoice-pdfs.server";

/**
 * The owner's invoice ledger: the invoices with their registration records,
 * filtered by quarter (date of issue in Madrid), type and record status, a page at a time;
 * the totals per quarter summed in SQL in integer cents; and every matching row as a CSV for
 * the accountant. Reads only: invoices and records never change (decision 0035).
 */

const LEDGER_PAGE_SIZE = 50;

// Subqueries rather than aliased joins of the same table (drizzle's types drop a table joined twice).
const originalNumber = sql<
  string | null
>`(select o.full_number from invoices o where o.id = ${invoices.correctsInvoiceId})`;
// A full invoice issued in place of a simplified one (F3) carries the same amounts: the replaced
// simplified invoice is left out of the totals so the sale is not counted twice.
const notReplaced = sql`not exists (select 1 from invoices r where r.replaces_invoice_id = ${invoices.id})`;

function conditions(filter: LedgerFilter): SQL[] {
  const where: SQL[] = [];
  const range = filter.quarter ? quarterRange(filter.quarter) : null;
  if (range) where.push(between(invoices.issueDate, range.from, range.to));
  if (filter.type) where.push(eq(invoices.type, filter.type));
  // "Not submitted" is what the embedded submitter keeps (record-submission.server.ts).
  if (filter.status === "not_submitted") where.push(eq(invoiceRecords.submissionStatus, "not_submitted"));
  if (filter.status === "submitted") where.push(ne(invoiceRecords.submissionStatus, "not_submitted"));
  return where;
}

const rowColumns = {
  invoice: getTableColumns(invoices),
  record: getTableColumns(invoiceRecords),
  // The readable reference (decision 0039): the ledger shows it and links the workspace by it.
  bookingReference: bookings.readableReference,
  originalNumber,
  // A simplified invoice a full one replaced is listed as replaced, not as a second valid sale.
  replacedBy: replacedByNumber,
};

function rowsQuery(executor: Executor, filter: LedgerFilter, oldestFirst = false) {
  return executor
    .select(rowColumns)
    .from(invoices)
    .leftJoin(invoiceRecords, eq(invoiceRecords.invoiceId, invoices.id))
    .leftJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(and(...conditions(filter)))
    .orderBy(
      ...(oldestFirst ? [asc(invoices.issuedAt), asc(invoices.id)] : [desc(invoices.issuedAt), desc(invoices.id)]),
    );
}

/** One page of matching invoices, newest first, with how many match in all. */
export function ledgerPage(filter: LedgerFilter, page = 1, executor: Executor = db(), pageSize = LEDGER_PAGE_SIZE) {
  const total =
    executor
      .select({ n: count() })
      .from(invoices)
      .leftJoin(invoiceRecords, eq(invoiceRecords.invoiceId, invoices.id))
      .where(and(...conditions(filter)))
      .get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pageCount);
  const rows = rowsQuery(executor, filter)
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .all();
  return { rows, total, page: current, pageCount, pageSize };
}

export type QuarterTotals = {
  quarter: string;
  invoices: number;
  /** Sales (simplified and full invoices), VAT included. */
  invoicedCents: number;
  /** Corrective invoices: negative. */
  refundsCents: number;
  netCents: number;
  netBaseCents: number;
  netVatCents: number;
};

/** Totals per quarter of the matching invoices, newest quarter first; every sum is SQL's, in cents. */
export function quarterTotals(filter: LedgerFilter, executor: Executor = db()): QuarterTotals[] {
  const quarter = sql<string>`substr(${invoices.issueDate}, 1, 4) || '-Q' || ((cast(substr(${invoices.issueDate}, 6, 2) as integer) + 2) / 3)`;
  const counted = notReplaced;
  const corrective = sql`${invoices.type} = 'corrective'`;
  const sum = (expr: SQL) => sql<number>`coalesce(sum(case when ${counted} then ${expr} else 0 end), 0)`;
  return executor
    .select({
      quarter,
      invoices: count(),
      invoicedCents: sum(sql`case when ${corrective} then 0 else ${invoices.totalCents} end`),
      refundsCents: sum(sql`case when ${corrective} then ${invoices.totalCents} else 0 end`),
      netCents: sum(sql`${invoices.totalCents}`),
      netBaseCents: sum(sql`${invoices.baseCents}`),
      netVatCents: sum(sql`${invoices.taxCents}`),
    })
    .from(invoices)
    .leftJoin(invoiceRecords, eq(invoiceRecords.invoiceId, invoices.id))
    .where(and(...conditions(filter)))
    .groupBy(quarter)
    .orderBy(desc(quarter))
    .all();
}

/** Every matching invoice, oldest first (the order an accountant books them in). */
function ledgerRows(filter: LedgerFilter, executor: Executor = db()) {
  return rowsQuery(executor, filter, true).all();
}

export type LedgerRow = ReturnType<typeof ledgerRows>[number];

const HEADERS = [
  "Number",
  "Issue date",
  "Type",
  "Original number",
  "Buyer tax ID",
  "Base (EUR)",
  "VAT rate (%)",
  "VAT (EUR)",
  "Total (EUR)",
  "Replaced by",
];

/**
 * The accountant's CSV: one row per invoice, the last column naming the full invoice that replaced
 * a simplified one (empty for a valid invoice). `semicolon` gives `;` between fields and decimal
 * commas, as Spanish spreadsheets read them; otherwise `,` and dots. Text cells are neutralised
 * against formulas; amounts are digits written from integers here, so none can start one. The
 * export is itself recorded in the audit log with its row count.
 */
export function invoicesCsv(
  filter: LedgerFilter,
  options: { semicolon: boolean },
  actor: AuditActor,
  clientAddress: string | null,
  now = clock.now(),
): { body: string; contentType: string; filename: string } {
  const comma = options.semicolon;
  const rows = ledgerRows(filter).map(({ invoice, originalNumber, replacedBy }) => [
    neutraliseFormula(invoice.fullNumber),
    invoice.issueDate,
    INVOICE_TYPE_LABELS[invoice.type],
    neutraliseFormula(originalNumber ?? ""),
    neutraliseFormula(invoice.buyerTaxId ?? ""),
    decimalAmount(invoice.baseCents, comma),
    decimalRate(invoice.vatRate, comma),
    decimalAmount(invoice.taxCents, comma),
    decimalAmount(invoice.totalCents, comma),
    neutraliseFormula(replacedBy ?? ""),
  ]);
  const body = stringify([HEADERS, ...rows], {
    delimiter: comma ? ";" : ",",
    record_delimiter: "windows",
    quoted: true,
    quoted_empty: true,
    bom: true,
  });
  recordAudit(
    {
      actor,
      action: "export.csv",
      object: { type: "export", id: "invoices" },
      clientAddress,
      detail: {
        rows: rows.length,
        quarter: filter.quarter ?? null,
        type: filter.type ?? null,
        status: filter.status ?? null,
        separator: comma ? "semicolon" : "comma",
      },
    },
    db(),
    now,
  );
  return { body, contentType: "text/csv; charset=utf-8", filename: invoicesCsvFilename(filter, now) };
}

/**
 * An invoice's PDF for the owner's ledger, by its number: the stored copy the traveller was sent
 * (rendered and stored first if no mail or download has rendered it yet), or "missing".
 */
export async function ledgerInvoicePdf(fullNumber: string): Promise<InvoiceDownload> {
  const invoice = db().select().from(invoices).where(eq(invoices.fullNumber, fullNumber)).get();
  if (!invoice) return { kind: "missing" };
  let pdf = storedInvoicePdf(db(), invoice.id);
  if (!pdf) {
    await ensureInvoicePdfs(invoice.bookingId);
    pdf = storedInvoicePdf(db(), invoice.id);
  }
  if (!pdf) return { kind: "missing" };
  return { kind: "file", body: pdf, fileName: invoiceFileName(invoice), contentType: "application/pdf" };
}
