import { sql } from "drizzle-orm";
import { blob, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Not re-exported from schema.ts (it imports the creator table from there): the connection's
// schema and drizzle.config.ts name this file.
import { creators } from "../../db/schema";
import { creatorPayouts } from "../earnings/earnings-tables";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Self-billing: the platform issues each creator's invoice on the creator's behalf, once the
 * creator has agreed to it. Every table here is append-only (triggers in the migration that
 * made them): an agreement is replaced by a newer acceptance, an invoice is never changed.
 * Amounts are integer cents, rates basis points.
 */

/** Each acceptance of the self-billing agreement, with the wording as shown. The latest counts. */
export const selfBillingAgreements = sqliteTable(
  "self_billing_agreements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id),
    /** The wording's version ("2026-11"), so a new wording can ask again. */
    version: text("version").notNull(),
    /** The language it was read in, and the text itself exactly as shown. */
    language: text("language").notNull(),
    wording: text("wording").notNull(),
    acceptedAt: text("accepted_at").notNull(),
  },
  (t) => [index("self_billing_agreements_creator_idx").on(t.creatorId, t.acceptedAt)],
);

/** The last number taken in each creator's series: taken and used in one write transaction. */
export const selfBilledCounters = sqliteTable("self_billed_counters", {
  series: text("series").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * One invoice per payout, issued in the creator's name to the platform, in a series of the
 * creator's own. `previous_hash`/`hash` chain every self-billed invoice (across creators) the
 * way the sales invoices' records are chained, in a chain of its own. A corrective invoice
 * (negative amounts, in the creator's corrective series) names the invoice it corrects, why,
 * and how much of the payout's transfer was taken back once it is counted.
 */
export const selfBilledInvoices = sqliteTable(
  "self_billed_invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id),
    payoutId: integer("payout_id")
      .notNull()
      .references(() => creatorPayouts.id),
    series: text("series").notNull(),
    number: integer("number").notNull(),
    fullNumber: text("full_number").notNull(),
    /** UTC instant of issue; the date of issue is its calendar date in Madrid. */
    issuedAt: text("issued_at").notNull(),
    issueDate: text("issue_date").notNull(),
    /** The period paid (YYYY-MM). */
    period: text("period").notNull(),
    description: text("description").notNull(),
    baseCents: integer("base_cents").notNull(),
    vatBasisPoints: integer("vat_basis_points").notNull(),
    vatCents: integer("vat_cents").notNull(),
    withholdingBasisPoints: integer("withholding_basis_points").notNull(),
    withholdingCents: integer("withholding_cents").notNull(),
    /** What the creator receives: base + VAT − withholding. */
    totalCents: integer("total_cents").notNull(),
    taxStatus: text("tax_status").notNull(),
    /** The issuer (the creator) as their tax details stood, and the recipient (the platform). */
    sellerName: text("seller_name").notNull(),
    sellerTaxId: text("seller_tax_id").notNull(),
    sellerAddress: text("seller_address").notNull(),
    sellerCountry: text("seller_country").notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerTaxId: text("buyer_tax_id").notNull(),
    buyerAddress: text("buyer_address").notNull(),
    /** The agreement the invoice was issued under. */
    agreementId: integer("agreement_id").notNull(),
    /** The creator's language; the PDF is in Spanish and this one. */
    language: text("language").notNull(),
    /** A corrective invoice's: the number it corrects, the reason, and the transfer's reversed total it brings the correction to. */
    correctsFullNumber: text("corrects_full_number"),
    correctionReason: text("correction_reason"),
    reversedThroughCents: integer("reversed_through_cents"),
    previousHash: text("previous_hash").notNull(),
    hash: text("hash").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("self_billed_invoices_full_number_unique").on(t.fullNumber),
    uniqueIndex("self_billed_invoices_series_number_unique").on(t.series, t.number),
    // One invoice per payout; its corrections are one per reversed total reached.
    uniqueIndex("self_billed_invoices_payout_unique").on(t.payoutId).where(sql`corrects_full_number is null`),
    uniqueIndex("self_billed_invoices_correction_unique").on(t.correctsFullNumber, t.reversedThroughCents),
    // A chain, not a tree: no two invoices follow the same hash.
    uniqueIndex("self_billed_invoices_previous_unique").on(t.previousHash),
    index("self_billed_invoices_creator_idx").on(t.creatorId),
  ],
);

/** Each self-billed invoice's PDF, rendered once and kept as issued. */
export const selfBilledInvoicePdfs = sqliteTable("self_billed_invoice_pdfs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  invoiceId: integer("invoice_id")
    .notNull()
    .unique()
    .references(() => selfBilledInvoices.id),
  pdf: blob("pdf", { mode: "buffer" }).$type<Buffer>().notNull(),
  sha256: text("sha256").notNull(),
  renderedAt: text("rendered_at").notNull(),
});

export type SelfBillingAgreementRow = typeof selfBillingAgreements.$inferSelect;
export type SelfBilledInvoiceRow = typeof selfBilledInvoices.$inferSelect;
