import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { issuerDate } from "~/features/invoices/verifactu";
import { payoutInvoiceOf } from "~/features/self-billing/issue-self-billed.server";
import {
  type SelfBilledInvoiceRow,
  selfBilledInvoicePdfs,
  selfBilledInvoices,
  selfBillingAgreements,
} from "~/features/self-billing/self-billing-tables";
import { logger } from "~/logger.server";
import { renderPdf } from "~/platform/pdf/pdf-pool.server";

/**
 * Self-billed invoices' PDFs (decision 0074): rendered once in the PDF worker, after the payout
 * run issued the invoice (or at the first download if that render failed), and kept append-only
 * with their digest; every download sends those bytes.
 */

/** The invoice's stored PDF, rendering and storing it first if it has none yet. */
async function pdfOf(invoice: SelfBilledInvoiceRow): Promise<Buffer> {
  const stored = db()
    .select({ pdf: selfBilledInvoicePdfs.pdf })
    .from(selfBilledInvoicePdfs)
    .where(eq(selfBilledInvoicePdfs.invoiceId, invoice.id))
    .get();
  if (stored) return Buffer.from(stored.pdf);
  const agreement = db()
    .select({ acceptedAt: selfBillingAgreements.acceptedAt })
    .from(selfBillingAgreements)
    .where(eq(selfBillingAgreements.id, invoice.agreementId))
    .get();
  const agreedOn = issuerDate(new Date(agreement?.acceptedAt ?? invoice.issuedAt));
  const pdf = await renderPdf({ kind: "self-billed-invoice", invoice, agreedOn });
  // A render racing this one loses on the unique invoice id: the stored bytes are read back.
  db()
    .insert(selfBilledInvoicePdfs)
    .values({
      invoiceId: invoice.id,
      pdf,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      renderedAt: clock.now().toISOString(),
    })
    .onConflictDoNothing({ target: selfBilledInvoicePdfs.invoiceId })
    .run();
  const kept = db()
    .select({ pdf: selfBilledInvoicePdfs.pdf })
    .from(selfBilledInvoicePdfs)
    .where(eq(selfBilledInvoicePdfs.invoiceId, invoice.id))
    .get();
  return kept ? Buffer.from(kept.pdf) : pdf;
}

/** After a payout's transfer: its invoice's PDF, rendered now; a failure is logged and the first download renders it. */
export async function renderPayoutInvoice(payoutId: number): Promise<void> {
  const invoice = payoutInvoiceOf(db(), payoutId);
  if (!invoice) return;
  try {
    await pdfOf(invoice);
  } catch (error) {
    logger.error({ err: error, invoice: invoice.fullNumber }, "self-billed invoice render failed");
  }
}

export type SelfBilledDownload = { body: Buffer; fileName: string; contentType: string } | null;

/** "AF-12-2026-000001.pdf" (or a corrective "AFR-…") → the number, or null for anything else. */
const numberOf = (file: string) => /^(AFR?-\d{1,10}-\d{4}-\d{6})\.pdf$/.exec(file)?.[1] ?? null;

/**
 * An invoice's PDF by its file name; `creatorId` limits it to that creator's own invoices (a
 * creator asking for another's gets null, as for a number that does not exist), null for an owner.
 */
export async function selfBilledPdf(file: string, creatorId: number | null): Promise<SelfBilledDownload> {
  const number = numberOf(file);
  if (!number) return null;
  const invoice = db()
    .select()
    .from(selfBilledInvoices)
    .where(
      creatorId === null
        ? eq(selfBilledInvoices.fullNumber, number)
        : and(eq(selfBilledInvoices.fullNumber, number), eq(selfBilledInvoices.creatorId, creatorId)),
    )
    .get();
  if (!invoice) return null;
  return { body: await pdfOf(invoice), fileName: `factura-${number}.pdf`, contentType: "application/pdf" };
}
