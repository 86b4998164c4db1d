import { and, eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { bookings, type InvoiceRow, invoices } from "~/db/schema";
import { ConflictError, InvalidInputError } from "~/domain/errors";
import { type FullInvoiceRequest, parseFullInvoiceRequest } from "~/features/invoices/full-invoice-schema";
import { replacingDescription } from "~/features/invoices/invoice-lines";
import { company, issue } from "~/features/invoices/issue-invoice.server";
import { recordDate } from "~/features/invoices/verifactu";

/**
 * A full invoice on request (decision 0035): a paid booking's simplified invoice is replaced by
 * a full one naming the buyer (Real Decreto 1619/2012, art. 6 content), once per booking. Its
 * Verifactu record is an F3, "issued in place of simplified invoices", and it points at the one
 * it replaces; refunds after it are corrected against it (R1).
 */

export type FullInvoiceRefusal = "unknown_booking" | "not_paid" | "already_issued";

export class FullInvoiceRefusedError extends ConflictError {
  constructor(readonly refusal: FullInvoiceRefusal) {
    super(`Full invoice refused: ${refusal}`);
  }
}

/** The request's fields checked, or InvalidInputError naming each bad field by its message key. */
function checkedRequest(input: Record<string, unknown>): FullInvoiceRequest {
  const text = (key: string) => (typeof input[key] === "string" ? (input[key] as string) : "");
  const parsed = parseFullInvoiceRequest({
    kind: text("kind"),
    name: text("name"),
    country: text("country"),
    taxId: text("taxId"),
    address: text("address"),
  });
  if (parsed.ok) return parsed.request;
  throw new InvalidInputError("The invoice details are not valid.", parsed.fields);
}

/**
 * Issues the booking's full invoice in one write transaction. Refuses (nothing stored) an unknown
 * booking, one not paid (a free booking, or one whose payment has no invoice), and a second request.
 */
export function issueFullInvoice(reference: string, input: Record<string, unknown>): InvoiceRow {
  const buyer = checkedRequest(input);
  return writeTransaction((tx) => {
    const booking = tx.select().from(bookings).where(eq(bookings.reference, reference)).get();
    if (!booking) throw new FullInvoiceRefusedError("unknown_booking");
    const existing = tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.bookingId, booking.id), eq(invoices.type, "full")))
      .get();
    if (existing) throw new FullInvoiceRefusedError("already_issued");
    const simplified = tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.bookingId, booking.id), eq(invoices.type, "simplified")))
      .get();
    if (!simplified || booking.paymentStatus !== "succeeded") throw new FullInvoiceRefusedError("not_paid");
    return issue(
      tx,
      "invoice",
      {
        type: "full",
        bookingId: booking.id,
        operationDate: simplified.operationDate,
        description: replacingDescription(booking, booking.language, {
          number: simplified.fullNumber,
          date: recordDate(simplified.issueDate),
        }),
        totalCents: simplified.totalCents,
        baseCents: simplified.baseCents,
        taxCents: simplified.taxCents,
        vatRate: simplified.vatRate,
        currency: simplified.currency,
        replacesInvoiceId: simplified.id,
        buyerName: buyer.name,
        buyerTaxId: buyer.taxId,
        buyerAddress: buyer.address,
        ...company(),
      },
      "simplified",
    );
  });
}
