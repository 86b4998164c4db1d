import { and, desc, eq, isNull, sql } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { taxDetailsReadiness } from "~/features/creator-tax/tax-details";
import { type CreatorTaxDetailsRow, creatorTaxDetails } from "~/features/creator-tax/tax-tables";
import { fullNumber } from "~/features/invoices/invoices";
import { company } from "~/features/invoices/issue-invoice.server";
import { issuerDate } from "~/features/invoices/verifactu";
import { latestAgreement } from "~/features/self-billing/agreements.server";
import { selfBilledHash } from "~/features/self-billing/self-billed-chain.server";
import { serviceDescription } from "~/features/self-billing/self-billed-words";
import { type SelfBilledAmounts, selfBilledAmounts, seriesOf } from "~/features/self-billing/self-billing";
import {
  type SelfBilledInvoiceRow,
  type SelfBillingAgreementRow,
  selfBilledCounters,
  selfBilledInvoices,
} from "~/features/self-billing/self-billing-tables";
import { isLanguage } from "~/i18n/languages";

/**
 * Issuing a creator's self-billed invoice (decision 0074) inside the payout run's write
 * transaction that writes the payout's row: the number is taken from the creator's series'
 * counter and the hash chained to the last self-billed invoice in that same transaction, so a
 * rollback returns both, and the unique payout index lets a payout have one invoice only.
 */

/** Who a creator's invoice is issued for: their tax details as they stand now, and the agreement that allows it. */
export type BillingParty = { details: CreatorTaxDetailsRow; agreement: SelfBillingAgreementRow };

export type Readiness =
  | { ok: true; party: BillingParty }
  | { ok: false; reason: "tax_details_missing" | "agreement_missing" };

/** Whether the company may invoice on the creator's behalf and pay them: tax details first, then the agreement. */
export function billingReadiness(executor: Executor, creatorId: number): Readiness {
  const details = executor.select().from(creatorTaxDetails).where(eq(creatorTaxDetails.creatorId, creatorId)).get();
  const tax = taxDetailsReadiness(details);
  if (!tax.ok || !details) return { ok: false, reason: "tax_details_missing" };
  const agreement = latestAgreement(executor, creatorId);
  if (!agreement) return { ok: false, reason: "agreement_missing" };
  return { ok: true, party: { details, agreement } };
}

/** The figures a payout of this base pays the party: the invoice's total is the transfer. */
export const amountsFor = (baseCents: number, party: BillingParty): SelfBilledAmounts =>
  selfBilledAmounts(baseCents, party.details.taxStatus, party.details.withholdingBasisPoints);

/** The next number of a series: its counter made at 1 or moved up by one, in the caller's transaction. */
export function takeNumber(tx: Executor, series: string): number {
  return tx
    .insert(selfBilledCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: selfBilledCounters.series,
      set: { lastNumber: sql`${selfBilledCounters.lastNumber} + 1` },
    })
    .returning({ number: selfBilledCounters.lastNumber })
    .get().number;
}

/** The hash the next self-billed invoice follows: the last one issued's, or "" for the first. */
export const lastHash = (tx: Executor): string =>
  tx
    .select({ hash: selfBilledInvoices.hash })
    .from(selfBilledInvoices)
    .orderBy(desc(selfBilledInvoices.id))
    .limit(1)
    .get()?.hash ?? "";

/** A payout's own invoice, not its corrections. */
export const payoutInvoiceOf = (tx: Executor, payoutId: number): SelfBilledInvoiceRow | undefined =>
  tx
    .select()
    .from(selfBilledInvoices)
    .where(and(eq(selfBilledInvoices.payoutId, payoutId), isNull(selfBilledInvoices.correctsFullNumber)))
    .get();

/** An EU business invoices under its VAT number; everyone else under their tax identification number. */
const sellerTaxId = (details: CreatorTaxDetailsRow) =>
  details.taxStatus === "eu_business" && details.vatNumber ? details.vatNumber : details.tin;

type PaidPayout = { id: number; creatorId: number; period: string; reservationIds: number[] };

/**
 * The payout's invoice, issued now in the creator's series for the year of issue in Madrid; a
 * payout that has one already gets that one back. Inside the caller's write transaction.
 */
export function issueSelfBilledInvoice(
  tx: Executor,
  payout: PaidPayout,
  amounts: SelfBilledAmounts,
  party: BillingParty,
): SelfBilledInvoiceRow {
  const existing = payoutInvoiceOf(tx, payout.id);
  if (existing) return existing;
  const { details, agreement } = party;
  const instant = clock.now();
  const issueDate = issuerDate(instant);
  const series = seriesOf(payout.creatorId, Number(issueDate.slice(0, 4)));
  const number = takeNumber(tx, series);
  const buyer = company();
  const language = isLanguage(agreement.language) ? agreement.language : "en";
  const fields = {
    sellerTaxId: sellerTaxId(details),
    fullNumber: fullNumber(series, number),
    issueDate,
    issuedAt: instant.toISOString(),
    buyerTaxId: buyer.companyTaxId,
    ...amounts,
    previousHash: lastHash(tx),
  };
  return tx
    .insert(selfBilledInvoices)
    .values({
      ...fields,
      creatorId: payout.creatorId,
      payoutId: payout.id,
      series,
      number,
      period: payout.period,
      description: serviceDescription(payout.reservationIds.length, payout.period, language),
      taxStatus: details.taxStatus,
      sellerName: details.legalName,
      sellerAddress: `${details.addressLine}, ${details.postalCode} ${details.city}`,
      sellerCountry: details.country,
      buyerName: buyer.companyLegalName,
      buyerAddress: buyer.companyAddress,
      agreementId: agreement.id,
      language,
      hash: selfBilledHash(fields),
    })
    .returning()
    .get();
}
