import type { Language } from "~/i18n/languages";

/**
 * The self-billing agreement (decision 0074; Real Decreto 1619/2012, art. 5.2): the creator
 * authorises the company, before it issues any invoice in their name, to issue their invoices
 * for the services they give it, and agrees how each invoice is accepted. The wording is kept
 * here by version, never edited: an acceptance stores the text it was shown, and a new wording is
 * a new version the creator is asked to accept again. Pure: read by the page and the server.
 */

export const AGREEMENT_VERSION = "2026-11";

const WORDING: Record<string, Record<Language, readonly string[]>> = {
  "2026-11": {
    en: [
      "I authorise the company that runs Sobremesa to issue, in my name and on my behalf, the invoices for the restaurant recommendations I provide to it through the platform (self-billing, Article 5 of the Spanish invoicing regulation, Real Decreto 1619/2012).",
      "Each invoice is issued with each monthly payout, in a series of its own for my invoices, with my tax details as I gave them, the mention “Facturación por el destinatario”, and VAT and withholding as my tax status requires.",
      "A copy of each invoice is on my dashboard as soon as it is issued. I accept each invoice unless I object in writing within 15 days of its issue; an invoice I reject is corrected by a corrective invoice.",
      "I will keep my tax details up to date, and I may end this agreement in writing at any time: invoices for later services will then be mine to issue.",
    ],
    es: [
      "Autorizo a la sociedad que gestiona Sobremesa a expedir, en mi nombre y por mi cuenta, las facturas de las recomendaciones de restaurantes que le presto a través de la plataforma (facturación por el destinatario, artículo 5 del Reglamento de facturación, Real Decreto 1619/2012).",
      "Cada factura se expide con cada pago mensual, en una serie propia para mis facturas, con mis datos fiscales tal como los facilité, la mención «Facturación por el destinatario», y el IVA y la retención que exija mi situación fiscal.",
      "Una copia de cada factura está en mi panel en cuanto se expide. Acepto cada factura salvo que la rechace por escrito en los 15 días siguientes a su expedición; una factura rechazada se corrige con una factura rectificativa.",
      "Mantendré mis datos fiscales al día, y puedo poner fin a este acuerdo por escrito en cualquier momento: las facturas de los servicios posteriores las expediré yo.",
    ],
    fr: [
      "J’autorise la société qui exploite Sobremesa à émettre, en mon nom et pour mon compte, les factures des recommandations de restaurants que je lui fournis par la plateforme (autofacturation, article 5 du règlement espagnol de facturation, Real Decreto 1619/2012).",
      "Chaque facture est émise avec chaque versement mensuel, dans une série propre à mes factures, avec mes données fiscales telles que je les ai données, la mention « Facturación por el destinatario », et la TVA et la retenue que mon statut fiscal exige.",
      "Une copie de chaque facture est sur mon tableau de bord dès son émission. J’accepte chaque facture sauf si je m’y oppose par écrit dans les 15 jours suivant son émission ; une facture refusée est corrigée par une facture rectificative.",
      "Je tiendrai mes données fiscales à jour, et je peux mettre fin à cet accord par écrit à tout moment : les factures des services suivants seront alors à émettre par moi.",
    ],
  },
};

/** The paragraphs of a version's wording in a language; null for a version that does not exist. */
export function agreementParagraphs(version: string, language: Language): readonly string[] | null {
  return WORDING[version]?.[language] ?? null;
}

/** The wording as it is stored with an acceptance: its paragraphs, one blank line apart. */
export function agreementText(version: string, language: Language): string | null {
  return agreementParagraphs(version, language)?.join("\n\n") ?? null;
}

/** What the dashboard shows of the agreement: accepted (which version, in which language, when) or not yet. */
export type AgreementState = {
  accepted: { version: string; language: Language; acceptedAt: string } | null;
  /** Whether the latest acceptance is of the current wording; otherwise the panel asks again. */
  current: boolean;
};
