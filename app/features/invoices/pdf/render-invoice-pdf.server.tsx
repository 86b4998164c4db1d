import { renderToBuffer } from "@react-pdf/renderer";
import QRCode from "qrcode";
import type { InvoiceRow } from "~/db/schema";
import { QR_LEGEND, qrUrl, recordAmount, recordDate } from "~/features/invoices/verifactu";
import { registerFonts } from "~/features/itinerary/pdf/render-pdf.server";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import { INTL_LOCALE, type Language } from "~/i18n/languages";
import { type InvoiceLabel, InvoicePdf } from "./invoice-document";

/**
 * Renders an invoice to PDF bytes in the booking's language. The QR carries the verification URL
 * of features/invoices/verifactu.ts with the invoice's own values (issuer, number, date, total); with the
 * records only kept (mode "records") it is the "NoVerifactu" URL and carries no VERI*FACTU legend,
 * which only an invoice whose record is sent may print (Orden HAC/1177/2024, art. 20).
 */
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  options: { language: Language; corrected: InvoiceRow | null; mode: "off" | "records" },
): Promise<Buffer> {
  registerFonts();
  await loadAllLanguages();
  const t = fixedT(options.language, "trip");
  // An invoice prints every amount to the cent, in its own currency.
  const amounts = new Intl.NumberFormat(options.language === "en" ? "en-IE" : INTL_LOCALE[options.language], {
    style: "currency",
    currency: invoice.currency,
    minimumFractionDigits: 2,
  });
  const dates = new Intl.DateTimeFormat(INTL_LOCALE[options.language], { dateStyle: "long", timeZone: "UTC" });
  const countries = (language: Language) => new Intl.DisplayNames([INTL_LOCALE[language]], { type: "region" });
  const spanishCountries = countries("es");
  const ownCountries = countries(options.language);
  const countryName = (code: string) => {
    const [spanish, own] = [spanishCountries.of(code) ?? code, ownCountries.of(code) ?? code];
    return spanish === own ? spanish : `${spanish} / ${own}`;
  };
  let qr = null;
  if (options.mode !== "off") {
    const url = qrUrl(options.mode, {
      issuerTaxId: invoice.companyTaxId,
      seriesNumber: invoice.fullNumber,
      issueDate: recordDate(invoice.issueDate),
      amountTotal: recordAmount(invoice.totalCents),
    });
    // Level M and at least 30 x 30 mm printed, as the AEAT's QR characteristics ask.
    const image = await QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 2, width: 300 });
    qr = { image, legend: (options.mode as string) === "verifactu" ? QR_LEGEND.verifactu : null };
  }
  return renderToBuffer(
    <InvoicePdf
      view={{
        invoice,
        corrected: options.corrected,
        label: (key: InvoiceLabel) => t(`invoicePdf.${key}`),
        money: (cents) => amounts.format(cents / 100),
        date: (iso) => dates.format(new Date(`${iso}T00:00:00Z`)),
        countryName,
        qr,
      }}
    />,
  );
}
