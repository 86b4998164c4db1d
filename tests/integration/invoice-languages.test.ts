import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { invoices } from "~/db/schema";
import { findBookingByReference, setCheckoutSession } from "~/features/booking/bookings.server";
import { renderInvoicePdf } from "~/features/invoices/pdf/render-invoice-pdf.server";
import { payLocalCheckout } from "~/features/payments/fulfilment.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import type { Language } from "~/i18n/languages";
import { testDb } from "../support/db";
import { seedBooking, uniqueEmail } from "../support/factories";

/**
 * Every line of an invoice is in its languages (decision 0060): Spanish, then the traveller's
 * own. A paid booking's simplified invoice and its partial refund's corrective invoice, rendered
 * for an English, a Spanish and a French traveller and read back with pdftotext: the Spanish
 * words and the traveller's are there, and the Spanish and French ones carry no English.
 */

// The issuer's name as configured in production (the development default is an English warning).
process.env.COMPANY_LEGAL_NAME = "Sobremesa Viajes S.L.";

beforeAll(() => {
  testDb();
});

const dir = mkdtempSync(join(tmpdir(), "invoice-languages-"));
let files = 0;
function pdfText(pdf: Buffer): string {
  const path = join(dir, `invoice-${++files}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

let counter = 0;
async function invoicesIn(language: Language) {
  const seeded = seedBooking(db(), {
    cityName: "Madrid",
    reservations: 6,
    language,
    email: uniqueEmail("invoice-languages"),
    checkIn: "2037-03-12",
    checkOut: "2037-03-15",
  });
  setCheckoutSession(seeded.id, `cs_test_local_languages${++counter}`);
  payLocalCheckout(findBookingByReference(seeded.reference)!);
  await cancelBooking({ reference: seeded.reference, actor: "admin", refundCents: 2000 });
  const [simplified, corrective] = db()
    .select()
    .from(invoices)
    .where(eq(invoices.bookingId, seeded.id))
    .orderBy(invoices.id)
    .all();
  const render = (invoice: typeof simplified, corrected: typeof simplified | null) =>
    renderInvoicePdf(invoice, { language, corrected, mode: "records" }).then(pdfText);
  return {
    reference: findBookingByReference(seeded.reference)!.readableReference,
    simplified: await render(simplified, null),
    corrective: await render(corrective, simplified),
  };
}

const SPANISH_SERVICE = "Servicio de conserjería gastronómica, Madrid, 12–15 mar 2037, 6 reservas de mesa";
const spanishRefund = (reference: string) => `Reembolso parcial de la reserva ${reference} tras su cancelación`;

/** English the invoice's own lines and labels would show if a line were left untranslated. */
const ENGLISH = [
  "Dining concierge",
  "reservations",
  "refund",
  "Correction of",
  "booking",
  "Simplified invoice",
  "Corrective invoice",
  "Taxable base",
  "Date of issue",
  "Issued by",
  "VAT included",
  "Reason for the correction",
];

describe("an invoice's lines in its languages", () => {
  it("English traveller: every line in Spanish, then in English", async () => {
    const { reference, simplified, corrective } = await invoicesIn("en");
    expect(simplified).toContain("Factura simplificada / Simplified invoice");
    expect(simplified).toContain(`${SPANISH_SERVICE}, referencia ${reference}`);
    expect(simplified).toContain(
      `Dining concierge service, Madrid, 12–15 Mar 2037, 6 reservations, booking ${reference}`,
    );
    expect(corrective).toContain("Factura rectificativa / Corrective invoice");
    expect(corrective).toContain(spanishRefund(reference));
    expect(corrective).toContain(`Partial refund of booking ${reference} after its cancellation`);
    expect(corrective).toContain("Rectificación de la factura");
    expect(corrective).toContain("Correction of invoice");
  });

  it("Spanish traveller: every line in Spanish, no English", async () => {
    const { reference, simplified, corrective } = await invoicesIn("es");
    expect(simplified).toContain("Factura simplificada");
    expect(simplified).toContain(`${SPANISH_SERVICE}, referencia ${reference}`);
    expect(corrective).toContain(spanishRefund(reference));
    expect(corrective).toContain("Rectificación de la factura");
    for (const text of [simplified, corrective]) {
      for (const english of ENGLISH) expect(text).not.toContain(english);
    }
  });

  it("French traveller: every line in Spanish, then in French, no English", async () => {
    const { reference, simplified, corrective } = await invoicesIn("fr");
    expect(simplified).toContain("Factura simplificada / Facture simplifiée");
    expect(simplified).toContain(`${SPANISH_SERVICE}, referencia ${reference}`);
    expect(simplified).toContain(
      `Service de conciergerie gastronomique, Madrid, 12–15 mars 2037, 6 réservations de table, dossier ${reference}`,
    );
    expect(corrective).toContain("Factura rectificativa / Facture rectificative");
    expect(corrective).toContain(spanishRefund(reference));
    expect(corrective).toContain(`Remboursement partiel de la réservation ${reference} après son annulation`);
    expect(corrective).toContain("Rectification de la facture");
    for (const text of [simplified, corrective]) {
      for (const english of ENGLISH) expect(text).not.toContain(english);
    }
  });
});
