import { createHash } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { type Booking, type InvoiceRow, invoiceCounters, invoiceRecords, invoices, type RefundRow } from "~/db/schema";
import { env } from "~/env.server";
import { correctionLines, serviceDescription } from "~/features/invoices/invoice-lines";
import { fullNumber, type SeriesKind, seriesFor, splitVatIncluded } from "~/features/invoices/invoices";
import {
  invoiceTypeCode,
  issuerDate,
  recordAmount,
  recordDate,
  recordTimestamp,
  registrationHashInput,
} from "~/features/invoices/verifactu";
import { logger } from "~/logger.server";

/**
 * Issuing invoices (decision 0035). Every function here runs inside the caller's write
 * transaction, the one that records the payment or the refund: the number is taken from the
 * series' counter in that transaction, so SQLite's single writer hands out each number once,
 * and a rollback (a crash, an error after the number was taken) returns the number with the
 * payment. No gap, no repeat.
 */

/** "SistemaInformatico" of every record: who made the software that generated it. */
const SOFTWARE = {
  name: "Sobremesa",
  id: "SB",
  version: "1.0",
  installationNumber: "1",
  onlyVerifactu: "N",
  multipleTaxpayers: "N",
} as const;

/** The next number of a series: the counter row is created at 1 or moved up by one, in the caller's transaction. */
function takeNumber(tx: Executor, series: string, year: number): number {
  const row = tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ number: invoiceCounters.lastNumber })
    .get();
  return row.number;
}

export function company() {
  const config = env();
  return {
    companyLegalName: config.COMPANY_LEGAL_NAME,
    companyTaxId: config.COMPANY_TAX_ID,
    companyAddress: config.COMPANY_ADDRESS,
  };
}

export type Draft = Omit<
  typeof invoices.$inferInsert,
  "series" | "year" | "number" | "fullNumber" | "issueDate" | "issuedAt"
>;

/**
 * Numbers and stores an invoice in its series for the year it is in Madrid, and appends its
 * record; `related` is the type of the invoice it corrects or replaces. Inside the caller's write transaction.
 */
export function issue(tx: Executor, kind: SeriesKind, draft: Draft, related?: InvoiceRow["type"]): InvoiceRow {
  const instant = clock.now();
  const issueDate = issuerDate(instant);
  const year = Number(issueDate.slice(0, 4));
  const series = seriesFor(kind, year, env().INVOICE_SERIES_PREFIX);
  const number = takeNumber(tx, series, year);
  const invoice = tx
    .insert(invoices)
    .values({
      ...draft,
      series,
      year,
      number,
      fullNumber: fullNumber(series, number),
      issuedAt: instant.toISOString(),
      issueDate,
    })
    .returning()
    .get();
  if (env().VERIFACTU_MODE === "records") appendRecord(tx, invoice, instant, related);
  return invoice;
}

export const sha256Hex = (input: string) => createHash("sha256").update(input, "utf8").digest("hex").toUpperCase();

/** The invoice's registration record, chained to the last one by its hash. */
function appendRecord(tx: Executor, invoice: InvoiceRow, instant: Date, related?: InvoiceRow["type"]): void {
  const previous = tx
    .select({ id: invoiceRecords.id, hash: invoiceRecords.hash })
    .from(invoiceRecords)
    .orderBy(desc(invoiceRecords.id))
    .limit(1)
    .get();
  const fields = {
    issuerTaxId: invoice.companyTaxId,
    seriesNumber: invoice.fullNumber,
    issueDate: recordDate(invoice.issueDate),
    typeCode: invoiceTypeCode(invoice.type, related),
    taxTotal: recordAmount(invoice.taxCents),
    amountTotal: recordAmount(invoice.totalCents),
    previousHash: previous?.hash ?? "",
    generatedAt: recordTimestamp(instant),
  };
  tx.insert(invoiceRecords)
    .values({
      ...fields,
      invoiceId: invoice.id,
      vatBreakdown: [{ rate: String(invoice.vatRate), base: recordAmount(invoice.baseCents), tax: fields.taxTotal }],
      previousRecordId: previous?.id ?? null,
      software: { ...SOFTWARE, producerTaxId: invoice.companyTaxId },
      hash: sha256Hex(registrationHashInput(fields)),
    })
    .run();
}

/**
 * The simplified invoice of a booking's payment (Real Decreto 1619/2012, art. 4 and 7), issued in
 * the transaction that marks it paid. Once per booking: a second call returns the first invoice.
 */
export function issuePaymentInvoice(tx: Executor, booking: Booking, paidAt: Date): InvoiceRow {
  const existing = tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, booking.id), eq(invoices.type, "simplified")))
    .get();
  if (existing) return existing;
  const vatRate = env().VAT_RATE;
  const split = splitVatIncluded(booking.totalCents, vatRate);
  return issue(tx, "invoice", {
    type: "simplified",
    bookingId: booking.id,
    operationDate: issuerDate(paidAt),
    description: serviceDescription(booking, booking.language),
    ...split,
    vatRate,
    currency: booking.currency.toUpperCase(),
    ...company(),
  });
}

/** The invoice a refund corrects: the booking's full invoice if one replaced the simplified one, else the simplified one. */
function invoiceToCorrect(tx: Executor, bookingId: number): InvoiceRow | undefined {
  return tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), inArray(invoices.type, ["simplified", "full"])))
    .orderBy(desc(invoices.id))
    .limit(1)
    .get();
}

/**
 * The corrective invoice of a refund (factura rectificativa by difference, RD 1619/2012 art. 15):
 * the refunded amount negative, split at the original's rate, referencing the original's number
 * and date and saying why. Issued in the refund's transaction, once per refund. A payment made
 * before invoices existed has no invoice to correct: nothing is issued, and the log says so.
 */
export function issueRefundInvoice(tx: Executor, booking: Booking, refund: RefundRow): InvoiceRow | null {
  const existing = tx.select().from(invoices).where(eq(invoices.refundId, refund.id)).get();
  if (existing) return existing;
  const original = invoiceToCorrect(tx, booking.id);
  if (!original) {
    logger.warn({ booking: booking.reference, refundId: refund.id }, "refund of a payment without an invoice");
    return null;
  }
  const whole = refund.amountCents >= original.totalCents;
  const { reason, description } = correctionLines(booking.readableReference, whole, booking.language, {
    number: original.fullNumber,
    date: recordDate(original.issueDate),
  });
  const split = splitVatIncluded(-refund.amountCents, original.vatRate);
  return issue(
    tx,
    "corrective",
    {
      type: "corrective",
      bookingId: booking.id,
      refundId: refund.id,
      operationDate: original.operationDate,
      description,
      ...split,
      vatRate: original.vatRate,
      currency: original.currency,
      correctsInvoiceId: original.id,
      correctionReason: reason,
      buyerName: original.buyerName,
      buyerTaxId: original.buyerTaxId,
      buyerAddress: original.buyerAddress,
      ...company(),
    },
    original.type,
  );
}
