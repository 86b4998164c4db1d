import { renderToBuffer } from "@react-pdf/renderer";
import { registerFonts } from "~/features/itinerary/pdf/render-pdf.server";
import { agreementNote, bilingual } from "~/features/self-billing/self-billed-words";
import type { SelfBilledInvoiceRow } from "~/features/self-billing/self-billing-tables";
import { INTL_LOCALE, isLanguage, type Language } from "~/i18n/languages";
import { SelfBilledPdf } from "./self-billed-document";

/**
 * Renders a self-billed invoice to PDF bytes (in the PDF worker): labels in Spanish and the
 * creator's language, amounts and dates as Spain writes them, since the invoice is Spanish.
 * `agreedOn` is the day (YYYY-MM-DD) the agreement it was issued under was accepted.
 */
export async function renderSelfBilledPdf(invoice: SelfBilledInvoiceRow, agreedOn: string): Promise<Buffer> {
  registerFonts();
  const language = isLanguage(invoice.language) ? invoice.language : "en";
  const amounts = new Intl.NumberFormat(INTL_LOCALE.es, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
  });
  const dateIn = (lang: Language, iso: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const date = (iso: string) => dateIn("es", iso);
  const spanishCountries = new Intl.DisplayNames([INTL_LOCALE.es], { type: "region" });
  const ownCountries = new Intl.DisplayNames([INTL_LOCALE[language]], { type: "region" });
  const countryName = (code: string) => {
    const [spanish, own] = [spanishCountries.of(code) ?? code, ownCountries.of(code) ?? code];
    return spanish === own ? spanish : `${spanish} / ${own}`;
  };
  return renderToBuffer(
    <SelfBilledPdf
      view={{
        invoice,
        label: (key) => bilingual(key, language),
        money: (cents) => amounts.format(cents / 100),
        percent: (basisPoints) => `${(basisPoints / 100).toLocaleString(INTL_LOCALE.es)} %`,
        date,
        countryName,
        agreementNote: agreementNote(language, (lang) => dateIn(lang, agreedOn)),
      }}
    />,
  );
}
