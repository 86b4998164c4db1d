import { sql } from "drizzle-orm";
import { blob, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { INVOICE_TYPES } from "./invoices";
import type { InvoiceTypeCode } from "./verifactu";

/**
 * Invoices and their Verifactu registration records (decision 0035). Both tables are
 * append-only: triggers in migration 0014 refuse every UPDATE and DELETE, so the only
 * correction is a corrective invoice. Amounts are integer cents; a corrective invoice's are negative.
 */

/** The last number taken in each series ("2026", "R2026"): taken and used in one write transaction, so no gap and no repeat. */
export const invoiceCounters = sqliteTable("invoice_counters", {
  series: text("series").primaryKey(),
  year: integer("year").notNull(),
  lastNumber: integer("last_number").notNull(),
});

export const invoices = sqliteTable(
  "invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    /** Series and number as printed and sent to the tax agency: 2026-000001, R2026-000001. */
    fullNumber: text("full_number").notNull(),
    type: text("type", { enum: INVOICE_TYPES }).notNull(),
    bookingId: integer("booking_id").notNull(),
    /** The refund a corrective invoice documents: one invoice per refund. */
    refundId: integer("refund_id"),
    /** UTC instant of issue; the date of issue is its calendar date in Madrid. */
    issuedAt: text("issued_at").notNull(),
    issueDate: text("issue_date").notNull(),
    /** The payment's date in Madrid (YYYY-MM-DD), printed when it differs from the date of issue. */
    operationDate: text("operation_date").notNull(),
    description: text("description").notNull(),
    totalCents: integer("total_cents").notNull(),
    baseCents: integer("base_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    /** Percent, at most one decimal (21, 10, 5.5). */
    vatRate: real("vat_rate").notNull(),
    currency: text("currency").notNull().default("EUR"),
    correctsInvoiceId: integer("corrects_invoice_id"),
    /** The simplified invoice a full one replaces at the buyer's request, its record typed F3 (decision 0035). */
    replacesInvoiceId: integer("replaces_invoice_id"),
    correctionReason: text("correction_reason"),
    /** A full invoice's buyer (null on a simplified one, which names none). */
    buyerName: text("buyer_name"),
    buyerTaxId: text("buyer_tax_id"),
    buyerAddress: text("buyer_address"),
    /** The issuer as configured when the invoice was issued. */
    companyLegalName: text("company_legal_name").notNull(),
    companyTaxId: text("company_tax_id").notNull(),
    companyAddress: text("company_address").notNull(),
  },
  (t) => [
    uniqueIndex("invoices_full_number_unique").on(t.fullNumber),
    uniqueIndex("invoices_series_number_unique").on(t.series, t.number),
    // One simplified invoice per booking's payment, one corrective per refund, whatever retries.
    uniqueIndex("invoices_one_simplified_per_booking").on(t.bookingId).where(sql`type = 'simplified'`),
    uniqueIndex("invoices_one_per_refund").on(t.refundId),
    // One full invoice per booking: a second request is refused.
    uniqueIndex("invoices_one_full_per_booking").on(t.bookingId).where(sql`type = 'full'`),
    index("invoices_booking_idx").on(t.bookingId),
  ],
);

export const invoiceRecords = sqliteTable(
  "invoice_records",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    issuerTaxId: text("issuer_tax_id").notNull(),
    seriesNumber: text("series_number").notNull(),
    /** dd-mm-yyyy, as the record writes it. */
    issueDate: text("issue_date").notNull(),
    typeCode: text("type_code").$type<InvoiceTypeCode>().notNull(),
    /** The "Desglose": one line per rate, amounts as the record writes them. */
    vatBreakdown: text("vat_breakdown", { mode: "json" })
      .$type<{ rate: string; base: string; tax: string }[]>()
      .notNull(),
    /** "CuotaTotal" and "ImporteTotal" exactly as hashed (dot decimal). */
    taxTotal: text("tax_total").notNull(),
    amountTotal: text("amount_total").notNull(),
    previousRecordId: integer("previous_record_id"),
    /** The previous record's hash; empty for the first record of the chain. */
    previousHash: text("previous_hash").notNull(),
    /** "FechaHoraHusoGenRegistro": 2027-03-12T10:15:00+01:00 (Madrid). */
    generatedAt: text("generated_at").notNull(),
    /** "SistemaInformatico": the software that generated the record. */
    software: text("software", { mode: "json" }).$type<Record<string, string>>().notNull(),
    hash: text("hash").notNull(),
    submissionStatus: text("submission_status", { enum: ["not_submitted"] })
      .notNull()
      .default("not_submitted"),
  },
  (t) => [
    uniqueIndex("invoice_records_invoice_unique").on(t.invoiceId),
    // A chain, not a tree: no two records follow the same one.
    uniqueIndex("invoice_records_previous_unique").on(t.previousRecordId),
  ],
);

/**
 * Each invoice's PDF, rendered once and kept as sent (decision 0035): append-only like the
 * invoice (triggers in migration 0017), so the copy a traveller downloads later is byte for
 * byte the one mailed. Not sealed: it holds no private link, and a changed secret must not
 * force a re-render that could differ.
 */
export const invoicePdfs = sqliteTable("invoice_pdfs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  invoiceId: integer("invoice_id")
    .notNull()
    .unique()
    .references(() => invoices.id),
  pdf: blob("pdf", { mode: "buffer" }).$type<Buffer>().notNull(),
  sha256: text("sha256").notNull(),
  bytes: integer("bytes").notNull(),
  renderedAt: text("rendered_at").notNull(),
});

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoicePdfRow = typeof invoicePdfs.$inferSelect;
export type InvoiceRecordRow = typeof invoiceRecords.$inferSelect;
