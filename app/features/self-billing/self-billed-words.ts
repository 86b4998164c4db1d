import { INTL_LOCALE, type Language } from "~/i18n/languages";

/**
 * The words of a self-billed invoice, in Spanish (the law's terms, always printed) and in the
 * creator's language beside them. They live with the invoice rather than in the page catalogues:
 * an issued invoice is never re-rendered with other words, and its description is stored.
 */

export type SelfBilledLabel =
  | "title"
  | "number"
  | "issueDate"
  | "period"
  | "issuer"
  | "recipient"
  | "taxId"
  | "address"
  | "description"
  | "base"
  | "vatRate"
  | "vat"
  | "withholdingRate"
  | "withholding"
  | "total"
  | "selfBilled"
  | "reverseCharge"
  | "agreement"
  | "correctiveTitle"
  | "corrects"
  | "reason";

const WORDS: Record<Language, Record<SelfBilledLabel, string>> = {
  es: {
    title: "Factura",
    number: "Número",
    issueDate: "Fecha de expedición",
    period: "Periodo",
    issuer: "Emisor (prestador del servicio)",
    recipient: "Destinatario",
    taxId: "NIF",
    address: "Domicilio",
    description: "Descripción",
    base: "Base imponible",
    vatRate: "Tipo de IVA",
    vat: "Cuota de IVA",
    withholdingRate: "Tipo de retención IRPF",
    withholding: "Retención IRPF",
    total: "Total a percibir",
    selfBilled: "Facturación por el destinatario",
    reverseCharge: "Inversión del sujeto pasivo",
    agreement: "Expedida por el destinatario en nombre y por cuenta del emisor, según el acuerdo aceptado el {date}.",
    correctiveTitle: "Factura rectificativa",
    corrects: "Factura rectificada",
    reason: "Motivo de la rectificación",
  },
  en: {
    title: "Invoice",
    number: "Number",
    issueDate: "Date of issue",
    period: "Period",
    issuer: "Issuer (service provider)",
    recipient: "Recipient",
    taxId: "Tax ID",
    address: "Address",
    description: "Description",
    base: "Taxable base",
    vatRate: "VAT rate",
    vat: "VAT",
    withholdingRate: "IRPF withholding rate",
    withholding: "IRPF withholding",
    total: "Total to receive",
    selfBilled: "Self-billing: issued by the recipient",
    reverseCharge: "Reverse charge: VAT due by the recipient",
    agreement:
      "Issued by the recipient in the name and on behalf of the issuer, under the agreement accepted on {date}.",
    correctiveTitle: "Corrective invoice",
    corrects: "Corrected invoice",
    reason: "Reason for the correction",
  },
  fr: {
    title: "Facture",
    number: "Numéro",
    issueDate: "Date d’émission",
    period: "Période",
    issuer: "Émetteur (prestataire)",
    recipient: "Destinataire",
    taxId: "Identifiant fiscal",
    address: "Adresse",
    description: "Description",
    base: "Base imposable",
    vatRate: "Taux de TVA",
    vat: "TVA",
    withholdingRate: "Taux de retenue IRPF",
    withholding: "Retenue IRPF",
    total: "Total à percevoir",
    selfBilled: "Autofacturation : émise par le destinataire",
    reverseCharge: "Autoliquidation : TVA due par le destinataire",
    agreement: "Émise par le destinataire au nom et pour le compte de l’émetteur, selon l’accord accepté le {date}.",
    correctiveTitle: "Facture rectificative",
    corrects: "Facture rectifiée",
    reason: "Motif de la rectification",
  },
};

/** "Base imponible / Taxable base"; the Spanish alone when the creator reads Spanish. */
export function bilingual(label: SelfBilledLabel, language: Language): string {
  const spanish = WORDS.es[label];
  return language === "es" ? spanish : `${spanish} / ${WORDS[language][label]}`;
}

/** The note on the agreement the invoice was issued under, with its date written in each language. */
export function agreementNote(language: Language, date: (language: Language) => string): string {
  const note = (lang: Language) => WORDS[lang].agreement.replace("{date}", date(lang));
  return language === "es" ? note("es") : `${note("es")} / ${note(language)}`;
}

const SERVICE: Record<Language, (meals: number, period: string) => string> = {
  es: (meals, period) =>
    `Recomendaciones de restaurantes para viajeros de Sobremesa, periodo ${period}: ${meals} ${meals === 1 ? "comida reservada" : "comidas reservadas"}`,
  en: (meals, period) =>
    `Restaurant recommendations for Sobremesa's travellers, period ${period}: ${meals} booked ${meals === 1 ? "meal" : "meals"}`,
  fr: (meals, period) =>
    `Recommandations de restaurants pour les voyageurs de Sobremesa, période ${period} : ${meals} ${meals === 1 ? "repas réservé" : "repas réservés"}`,
};

/** The invoice's description, stored as issued: in Spanish, then in the creator's language. */
export function serviceDescription(meals: number, period: string, language: Language): string {
  const spanish = SERVICE.es(meals, period);
  return language === "es" ? spanish : `${spanish} / ${SERVICE[language](meals, period)}`;
}

const CORRECTION: Record<Language, (invoice: string, transfer: string, amount: string) => string> = {
  es: (invoice, transfer, amount) =>
    `Rectificación de la factura ${invoice}: el pagador ha retirado ${amount} de la transferencia ${transfer}`,
  en: (invoice, transfer, amount) =>
    `Correction of invoice ${invoice}: the payer took back ${amount} of transfer ${transfer}`,
  fr: (invoice, transfer, amount) =>
    `Rectification de la facture ${invoice} : le payeur a repris ${amount} du virement ${transfer}`,
};

const money = (cents: number, language: Language) =>
  new Intl.NumberFormat(INTL_LOCALE[language], { style: "currency", currency: "EUR" }).format(cents / 100);

/** Why a corrective invoice was issued, stored as issued: in Spanish, then in the creator's language. */
export function correctionReason(invoice: string, transfer: string, cents: number, language: Language): string {
  const spanish = CORRECTION.es(invoice, transfer, money(cents, "es"));
  return language === "es"
    ? spanish
    : `${spanish} / ${CORRECTION[language](invoice, transfer, money(cents, language))}`;
}
