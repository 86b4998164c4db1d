import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { invoicePdfs, invoices } from "~/db/schema";
import { findBookingByReference, setCheckoutSession } from "~/features/booking/bookings.server";
import { payLocalCheckout } from "~/features/payments/fulfilment.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { deliverDue } from "~/platform/outbox/outbox.server";
import { testDb } from "../support/db";
import { seedBooking, uniqueEmail } from "../support/factories";
import { startSmtp, type TestSmtp } from "../support/smtp";

/**
 * The invoice PDF from payment to inbox (decision 0035), in this process against a real SMTP
 * server on loopback: the payment-confirmed email carries the simplified invoice, the refund's
 * cancellation email the corrective one, their text read back with pdftotext.
 */

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  testDb();
});
afterAll(() => smtp.close());

const dir = mkdtempSync(join(tmpdir(), "invoice-pdf-"));
let files = 0;
/** The PDF's text as pdftotext extracts it, spaces collapsed. */
function pdfText(pdf: Buffer): string {
  const path = join(dir, `invoice-${++files}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

const pdfOf = (mail: { attachments: { contentType: string; content: Buffer; filename?: string }[] }) =>
  mail.attachments.find((file) => file.contentType.startsWith("application/pdf"));

let counter = 0;
function paidMadridTrip(language: "en" | "es" = "en") {
  const seeded = seedBooking(db(), {
    cityName: "Madrid",
    reservations: 6,
    language,
    email: uniqueEmail("invoice-pdf"),
    checkIn: "2037-03-12",
    checkOut: "2037-03-15",
  });
  setCheckoutSession(seeded.id, `cs_test_local_invoicepdf${++counter}`);
  payLocalCheckout(findBookingByReference(seeded.reference)!);
  return findBookingByReference(seeded.reference)!;
}

describe("the invoice PDF in the mail", () => {
  it("attaches the simplified invoice to the payment-confirmed email: number, company's tax id, IVA incluido, total", async () => {
    const booking = paidMadridTrip();
    const invoice = db().select().from(invoices).where(eq(invoices.bookingId, booking.id)).get()!;
    await deliverDue();
    const { mail } = await smtp.waitFor(
      (m) => m.envelopeTo.includes(booking.email) && /confirmed/i.test(m.mail.subject ?? ""),
    );
    const pdf = pdfOf(mail);
    expect(pdf?.filename).toBe(`factura-${invoice.fullNumber}.pdf`);
    const text = pdfText(pdf!.content);
    expect(text).toContain(invoice.fullNumber);
    expect(text).toContain("B12345674");
    expect(text).toContain("IVA incluido");
    expect(text).toContain("Factura simplificada / Simplified invoice");
    expect(text).toContain("€57.00");
    expect(text).toContain("QR tributario:");
    // Stored once, byte for byte what was mailed.
    const stored = db().select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, invoice.id)).get()!;
    expect(Buffer.from(stored.pdf).equals(pdf!.content)).toBe(true);
    expect(() => db().update(invoicePdfs).set({ bytes: 1 }).where(eq(invoicePdfs.id, stored.id)).run()).toThrow(
      /append-only/,
    );
  });

  it("attaches the corrective invoice, negative and naming the original, to a partial refund's email", async () => {
    const booking = paidMadridTrip("es");
    await deliverDue();
    await cancelBooking({ reference: booking.reference, actor: "admin", refundCents: 2000 });
    await deliverDue();
    const rows = db().select().from(invoices).where(eq(invoices.bookingId, booking.id)).orderBy(invoices.id).all();
    const [original, corrective] = rows;
    expect(corrective.type).toBe("corrective");
    const { mail } = await smtp.waitFor(
      (m) => m.envelopeTo.includes(booking.email) && pdfOf(m.mail)?.filename?.includes("rectificativa") === true,
    );
    const text = pdfText(pdfOf(mail)!.content);
    expect(text).toContain("Factura rectificativa");
    expect(text).toContain(corrective.fullNumber);
    expect(text).toContain(original.fullNumber);
    expect(text).toMatch(/-20,00\s*€/);
    expect(text).toContain("IVA incluido");
  });
});
