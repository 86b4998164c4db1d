import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { invoices } from "~/db/schema";
import { findBookingByReference, setCheckoutSession } from "~/features/booking/bookings.server";
import { renderInvoicePdf } from "~/features/invoices/pdf/render-invoice-pdf.server";
import { payLocalCheckout } from "~/features/payments/fulfilment.server";
import { testDb } from "../support/db";
import { seedBooking, uniqueEmail } from "../support/factories";

/**
 * The QR printed on an invoice, read back as a phone would: the image is taken out of the PDF
 * (poppler's pdfimages) and decoded (jsQR). It must be the tax agency's check URL with this
 * invoice's issuer, number, date and total, written out here from the AEAT's QR document
 * ("Características del QR y especificaciones del servicio de cotejo") rather than by the app's
 * own function.
 */

beforeAll(() => {
  testDb();
});

function qrCodesIn(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), "invoice-qr-"));
  writeFileSync(join(dir, "invoice.pdf"), pdf);
  execFileSync("pdfimages", ["-png", join(dir, "invoice.pdf"), join(dir, "image")]);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".png"))
    .flatMap((name) => {
      const png = PNG.sync.read(readFileSync(join(dir, name)));
      // pdfimages writes grey or RGB; jsQR reads RGBA.
      const rgba = new Uint8ClampedArray(png.width * png.height * 4);
      const channels = png.data.length / (png.width * png.height);
      for (let i = 0; i < png.width * png.height; i++) {
        for (let c = 0; c < 3; c++) rgba[i * 4 + c] = png.data[i * channels + (channels >= 3 ? c : 0)];
        rgba[i * 4 + 3] = 255;
      }
      const code = jsQR(rgba, png.width, png.height);
      return code ? [code.data] : [];
    });
}

describe("the invoice's QR code", () => {
  it("decodes to the AEAT's check URL with the invoice's issuer, number, date and total", async () => {
    const seeded = seedBooking(db(), { cityName: "Madrid", reservations: 6, email: uniqueEmail("invoice-qr") });
    setCheckoutSession(seeded.id, `cs_test_local_invoiceqr${Date.now()}`);
    payLocalCheckout(findBookingByReference(seeded.reference)!);
    const invoice = db().select().from(invoices).where(eq(invoices.bookingId, seeded.id)).get()!;
    const pdf = await renderInvoicePdf(invoice, { language: "en", corrected: null, mode: "records" });

    const [day, month, year] = [
      invoice.issueDate.slice(8, 10),
      invoice.issueDate.slice(5, 7),
      invoice.issueDate.slice(0, 4),
    ];
    const expected =
      "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu" +
      `?nif=${invoice.companyTaxId}&numserie=${encodeURIComponent(invoice.fullNumber)}` +
      `&fecha=${day}-${month}-${year}&importe=${(invoice.totalCents / 100).toFixed(2)}`;
    expect(qrCodesIn(pdf)).toEqual([expected]);
    expect(expected).toContain("importe=57.00");
  });
});
