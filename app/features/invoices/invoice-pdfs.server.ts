import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor } from "~/db/client.server";
import { bookings, type InvoiceRow, invoicePdfs, invoices } from "~/db/schema";
import { env } from "~/env.server";
import { bookingIdForToken } from "~/features/trip/trip-links.server";
import { logger } from "~/logger.server";
import { renderPdf } from "~/platform/pdf/pdf-pool.server";

/**
 * Invoice PDFs (decision 0035): each rendered once, by the mail job that carries it (or, for a
 * full invoice, just after it is issued), and stored append-only with its digest. A second render
 * racing the first loses on the unique invoice id and its bytes are dropped: the stored copy is
 * the one every later email and download sends.
 */

/** The stored PDF of an invoice, or null while it is not rendered yet. */
export function storedInvoicePdf(executor: Executor, invoiceId: number): Buffer | null {
  const row = executor
    .select({ pdf: invoicePdfs.pdf })
    .from(invoicePdfs)
    .where(eq(invoicePdfs.invoiceId, invoiceId))
    .get();
  return row ? Buffer.from(row.pdf) : null;
}

/** "factura-2026-000001.pdf", "factura-rectificativa-R2026-000001.pdf" */
export const invoiceFileName = (invoice: Pick<InvoiceRow, "type" | "fullNumber">) =>
  `${invoice.type === "corrective" ? "factura-rectificativa" : "factura"}-${invoice.fullNumber}.pdf`;

/** Renders and stores the PDF of every invoice of the booking that has none yet. */
export async function ensureInvoicePdfs(bookingId: number): Promise<void> {
  const database = db();
  const missing = database
    .select({ invoice: invoices })
    .from(invoices)
    .leftJoin(invoicePdfs, eq(invoicePdfs.invoiceId, invoices.id))
    .where(and(eq(invoices.bookingId, bookingId), isNull(invoicePdfs.id)))
    .orderBy(asc(invoices.id))
    .all()
    .map((row) => row.invoice);
  if (missing.length === 0) return;
  const booking = database
    .select({ language: bookings.language })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  for (const invoice of missing) {
    const corrected = invoice.correctsInvoiceId
      ? (database.select().from(invoices).where(eq(invoices.id, invoice.correctsInvoiceId)).get() ?? null)
      : null;
    // In the PDF worker thread (services/pdf), off the thread that serves requests.
    const pdf = await renderPdf({
      kind: "invoice",
      invoice,
      options: { language: booking?.language ?? "en", corrected, mode: env().VERIFACTU_MODE },
    });
    database
      .insert(invoicePdfs)
      .values({
        invoiceId: invoice.id,
        pdf,
        sha256: createHash("sha256").update(pdf).digest("hex"),
        bytes: pdf.length,
        renderedAt: clock.now().toISOString(),
      })
      .onConflictDoNothing({ target: invoicePdfs.invoiceId })
      .run();
    logger.info({ bookingId, invoice: invoice.fullNumber, bytes: pdf.length }, "invoice rendered");
  }
}

/** Renders in the background after a request issued an invoice; a failure is logged, and the next mail or download renders it. */
export function renderInBackground(bookingId: number): void {
  ensureInvoicePdfs(bookingId).catch((error) => logger.error({ err: error, bookingId }, "invoice render failed"));
}

/** The booking's invoices of those types that have a stored PDF, as mail attachments. */
export function invoiceAttachments(executor: Executor, bookingId: number, types: InvoiceRow["type"][]) {
  return executor
    .select({ invoice: invoices, pdf: invoicePdfs.pdf })
    .from(invoices)
    .innerJoin(invoicePdfs, eq(invoicePdfs.invoiceId, invoices.id))
    .where(and(eq(invoices.bookingId, bookingId), inArray(invoices.type, types)))
    .orderBy(asc(invoices.id))
    .all()
    .map(({ invoice, pdf }) => ({
      filename: invoiceFileName(invoice),
      contentType: "application/pdf",
      content: Buffer.from(pdf),
    }));
}

/** The number of the full invoice that replaced this one (a simplified invoice's), else null. */
// Written out in full: drizzle leaves a column unqualified in a query without joins, where "id" would be r's.
export const replacedByNumber = sql<
  string | null
>`(select r.full_number from invoices r where r.replaces_invoice_id = "invoices"."id")`;

/** A booking's id by its internal reference, inside the query that needs it (no read of its own). */
export const bookingIdOf = (reference: string) =>
  sql<number>`(select b.id from bookings b where b.reference = ${reference})`;

/**
 * The invoices a trip link and the booking's workspace list: number, type, date, total and what
 * replaced it, oldest first.
 */
export function invoicesForTrip(bookingId: number | ReturnType<typeof bookingIdOf>) {
  return db()
    .select({
      fullNumber: invoices.fullNumber,
      type: invoices.type,
      issueDate: invoices.issueDate,
      totalCents: invoices.totalCents,
      replacedBy: replacedByNumber,
    })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.id))
    .all();
}

export type InvoiceDownload =
  | { kind: "file"; body: Buffer; fileName: string; contentType: string }
  | { kind: "missing" };

/**
 * One invoice's PDF by the trip link and its number: the link is the only key, so another
 * booking's number answers "missing", as an unknown link does. Rendered here only if no mail or
 * background job has yet (then stored, and never again).
 */
export async function invoicePdfForTrip(token: string, fullNumber: string): Promise<InvoiceDownload> {
  const database = db();
  const bookingId = bookingIdForToken(database, token);
  if (bookingId === null) return { kind: "missing" };
  const invoice = database
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.fullNumber, fullNumber)))
    .get();
  if (!invoice) return { kind: "missing" };
  let pdf = storedInvoicePdf(database, invoice.id);
  if (!pdf) {
    await ensureInvoicePdfs(bookingId);
    pdf = storedInvoicePdf(database, invoice.id);
  }
  if (!pdf) return { kind: "missing" };
  return { kind: "file", body: pdf, fileName: invoiceFileName(invoice), contentType: "application/pdf" };
}
