import type { InvoiceRow } from "~/db/schema";
import type { ItineraryDocument } from "~/features/itinerary/itinerary";
import type { ItineraryLinks } from "~/features/itinerary/pdf/itinerary-document";
import type { SelfBilledInvoiceRow } from "~/features/self-billing/self-billing-tables";
import type { Language } from "~/i18n/languages";

/** What the serving thread sends the PDF worker: plain data only (it crosses threads by structured clone). */
export type PdfTask =
  | { kind: "itinerary"; document: ItineraryDocument; links: ItineraryLinks }
  | {
      kind: "invoice";
      invoice: InvoiceRow;
      options: { language: Language; corrected: InvoiceRow | null; mode: "off" | "records" };
    }
  | { kind: "self-billed-invoice"; invoice: SelfBilledInvoiceRow; agreedOn: string };
