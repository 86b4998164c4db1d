import { randomUUID } from "node:crypto";
import type { Db } from "~/db/client.server";
import { creatorTaxDetails } from "~/features/creator-tax/tax-tables";
import { creatorPayouts } from "~/features/earnings/earnings-tables";
import { selfBilledInvoices } from "~/features/self-billing/self-billing-tables";
import { seedCreatorAccount } from "./factories";

/**
 * The tax reports' fixture rows, written with drizzle into a real SQLite file: a Spanish
 * professional (VAT 21 %, withholding 15 %) and an EU business paid in several quarters of 2026,
 * with their tax details and self-billed invoices, and a creator paid without tax details.
 */

export type Who = "professional" | "business" | "missing";
export type TaxFixtureIds = Record<Who, number>;

/**
 * A payout of `cents` for `meals` meals, paid at `paidAt`, with its self-billed invoice issued at
 * the same instant on `issueDate` (Madrid), taxed as the creator's status says: the professional's
 * 21 % VAT and 15 % withholding, the business's reverse charge. `issueDate` null: paid without an
 * invoice; "pending": a payout not paid yet (and no invoice).
 */
let counter = 0;
const RUN = randomUUID();
function paid(
  seed: Db,
  ids: TaxFixtureIds,
  who: Who,
  period: string,
  cents: number,
  meals: number,
  paidAt: string,
  issueDate: string | null,
) {
  const status = issueDate === "pending" ? "pending" : "paid";
  const creatorId = ids[who];
  const payout = seed
    .insert(creatorPayouts)
    .values({
      creatorId,
      period,
      amountCents: cents,
      reservationIds: Array.from({ length: meals }, () => ++counter),
      destination: `acct_${creatorId}_fixture`,
      status,
      stripeTransferId: status === "paid" ? `tr_${counter}` : null,
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .returning()
    .get();
  if (!issueDate || status !== "paid") return;
  const professional = who === "professional";
  const [vat, withholding] = professional ? [Math.round(cents * 0.21), Math.round(cents * 0.15)] : [0, 0];
  const number = ++counter;
  seed
    .insert(selfBilledInvoices)
    .values({
      creatorId,
      payoutId: payout.id,
      series: `AUT-${creatorId}`,
      number,
      fullNumber: `AUT-${creatorId}-${number}`,
      issuedAt: paidAt,
      issueDate,
      period,
      description: "Restaurant recommendations",
      baseCents: cents,
      vatBasisPoints: professional ? 2100 : 0,
      vatCents: vat,
      withholdingBasisPoints: professional ? 1500 : 0,
      withholdingCents: withholding,
      totalCents: cents + vat - withholding,
      taxStatus: professional ? "es_professional" : "eu_business",
      sellerName: professional ? "Lucía García Pérez" : "Bistro Berlin GmbH",
      sellerTaxId: professional ? "12345678Z" : "DE123456789",
      sellerAddress: "Street 1",
      sellerCountry: professional ? "ES" : "DE",
      buyerName: "Sobremesa SL",
      buyerTaxId: "B12345674",
      buyerAddress: "Calle de Ejemplo 1, 28001 Madrid",
      agreementId: 1,
      language: "es",
      // Unique across processes sharing a file: the chain allows no two invoices after one hash.
      previousHash: `prev-${RUN}-${number}`,
      hash: `hash-${RUN}-${number}`,
    })
    .run();
}

/** The number of the invoice of a creator's payout for a period. */
export const invoiceNumber = (seed: Db, ids: TaxFixtureIds, who: Who, period: string) =>
  seed.$client
    .prepare("select full_number from self_billed_invoices where creator_id = ? and period = ?")
    .pluck()
    .get(ids[who], period) as string;

/** Every fixture row; the professional is the signed-in creator the test already made. */
export async function seedTaxFixtures(seed: Db, professionalId: number): Promise<TaxFixtureIds> {
  const ids: TaxFixtureIds = {
    professional: professionalId,
    business: (await seedCreatorAccount(seed, { city: "Madrid", name: "Bistro Fixture" })).id,
    missing: (await seedCreatorAccount(seed, { city: "Madrid", name: "Nora Nodetails" })).id,
  };
  seed
    .insert(creatorTaxDetails)
    .values([
      {
        creatorId: ids.professional,
        kind: "individual",
        legalName: "Lucía García Pérez",
        addressLine: "Calle Mayor 5, 2º B",
        postalCode: "28013",
        city: "Madrid",
        country: "ES",
        dateOfBirth: "1990-05-04",
        tin: "12345678Z",
        tinCountry: "ES",
        vatNumber: "ES12345678Z",
        taxStatus: "es_professional",
        withholdingBasisPoints: 1500,
        updatedBy: "creator",
      },
      {
        creatorId: ids.business,
        kind: "entity",
        legalName: "Bistro Berlin GmbH",
        addressLine: "Torstraße 1",
        postalCode: "10119",
        city: "Berlin",
        country: "DE",
        dateOfBirth: null,
        tin: "2893081508152",
        tinCountry: "DE",
        vatNumber: "DE123456789",
        taxStatus: "eu_business",
        withholdingBasisPoints: null,
        updatedBy: "creator",
      },
    ])
    .run();
  // Q1 by Madrid dates: the professional's invoice of 31 March at 22:00 in Madrid (its second
  // quarter's on 5 May), and the business paid at 00:30 on 1 January in Madrid (23:30 UTC before).
  paid(seed, ids, "professional", "2026-02", 1800, 3, "2026-03-31T20:00:00.000Z", "2026-03-31");
  paid(seed, ids, "professional", "2026-04", 1200, 2, "2026-05-05T08:00:00.000Z", "2026-05-05");
  paid(seed, ids, "business", "2025-12", 2400, 4, "2025-12-31T23:30:00.000Z", "2026-01-01");
  paid(seed, ids, "business", "2026-07", 650, 1, "2026-08-05T08:00:00.000Z", "2026-08-05");
  // 00:30 on 1 January 2027 in Madrid: next year's; and a payout not paid (yet): in no report.
  paid(seed, ids, "business", "2026-12", 9900, 9, "2026-12-31T23:30:00.000Z", null);
  paid(seed, ids, "professional", "2026-10", 7700, 7, "2026-10-05T08:00:00.000Z", "pending");
  // Paid, but no tax details given.
  paid(seed, ids, "missing", "2026-05", 600, 1, "2026-06-05T08:00:00.000Z", null);
  return ids;
}
