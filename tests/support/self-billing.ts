import type { db } from "~/db/client.server";
import { creatorTaxDetails, type TaxStatus } from "~/features/creator-tax/tax-tables";
import { AGREEMENT_VERSION, agreementText } from "~/features/self-billing/agreement";
import { selfBillingAgreements } from "~/features/self-billing/self-billing-tables";
import type { Language } from "~/i18n/languages";

type Target = ReturnType<typeof db>;
type Details = Omit<typeof creatorTaxDetails.$inferInsert, "creatorId" | "taxStatus" | "updatedBy">;

/**
 * What a creator gives before the payout run may pay them (decision 0074): tax details of a status
 * and the accepted self-billing agreement, written straight to the tables as the forms would.
 */
const DETAILS: Record<TaxStatus, Details> = {
  es_professional: {
    kind: "individual",
    legalName: "Lucía Fernández Ortega",
    addressLine: "Calle de Atocha 27, 3º",
    postalCode: "28012",
    city: "Madrid",
    country: "ES",
    dateOfBirth: "1990-04-12",
    tin: "12345678Z",
    tinCountry: "ES",
    vatNumber: null,
    withholdingBasisPoints: 1500,
  },
  eu_business: {
    kind: "entity",
    legalName: "Table Lyonnaise SARL",
    addressLine: "12 rue Mercière",
    postalCode: "69002",
    city: "Lyon",
    country: "FR",
    dateOfBirth: null,
    tin: "40303265045",
    tinCountry: "FR",
    vatNumber: "FR40303265045",
    withholdingBasisPoints: null,
  },
  non_eu: {
    kind: "individual",
    legalName: "Hannah Whitcombe",
    addressLine: "14 Elm Row",
    postalCode: "EH7 4AA",
    city: "Edinburgh",
    country: "GB",
    dateOfBirth: "1988-09-30",
    tin: "AB123456C",
    tinCountry: "GB",
    vatNumber: null,
    withholdingBasisPoints: null,
  },
};

export function seedTaxDetails(target: Target, creatorId: number, status: TaxStatus, overrides: Partial<Details> = {}) {
  target
    .insert(creatorTaxDetails)
    .values({ ...DETAILS[status], ...overrides, creatorId, taxStatus: status, updatedBy: "creator" })
    .run();
}

export function seedAgreement(target: Target, creatorId: number, language: Language = "en") {
  target
    .insert(selfBillingAgreements)
    .values({
      creatorId,
      version: AGREEMENT_VERSION,
      language,
      wording: agreementText(AGREEMENT_VERSION, language) ?? "",
      acceptedAt: new Date().toISOString(),
    })
    .run();
}

/** Ready to be paid: tax details (outside the EU unless told, so the amount is the base) and the agreement. */
export function seedReadyToBill(target: Target, creatorId: number, status: TaxStatus = "non_eu", language?: Language) {
  seedTaxDetails(target, creatorId, status);
  seedAgreement(target, creatorId, language);
}
