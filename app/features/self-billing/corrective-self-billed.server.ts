import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { fullNumber } from "~/features/invoices/invoices";
import { issuerDate } from "~/features/invoices/verifactu";
import { lastHash, payoutInvoiceOf, takeNumber } from "~/features/self-billing/issue-self-billed.server";
import { selfBilledHash } from "~/features/self-billing/self-billed-chain.server";
import { correctionReason } from "~/features/self-billing/self-billed-words";
import { correctiveAmounts, correctiveSeriesOf } from "~/features/self-billing/self-billing";
import { type SelfBilledInvoiceRow, selfBilledInvoices } from "~/features/self-billing/self-billing-tables";
import { isLanguage } from "~/i18n/languages";

/**
 * A payout's transfer taken back after its self-billed invoice was issued (decisions 0074,
 * 0076): the invoice cannot change, so a corrective invoice is issued for the part taken back,
 * negative, in the creator's corrective series, chained after the last self-billed invoice and
 * naming the invoice it corrects and why. It is issued in the transaction that records the
 * reversal, so the payout's reversed figure and its corrections never disagree.
 */

/** The reversal as recorded on the payout: its transfer, and its reversed total before and after this event. */
type Reversal = { payoutId: number; transferId: string; before: number; after: number };

/**
 * The corrective invoice for the part of the transfer reversed now, or null when the payout has
 * no invoice (paid before self-billing) or nothing more was taken back. A total already
 * corrected is refused by the unique (corrected invoice, reversed total) index: the caller's
 * check that the reversed figure grew is the first guard, that index the last.
 */
export function issueCorrectiveSelfBilled(
  tx: Executor,
  reversal: Reversal,
  now = clock.now(),
): SelfBilledInvoiceRow | null {
  const corrected = payoutInvoiceOf(tx, reversal.payoutId);
  if (!corrected || reversal.after <= reversal.before) return null;
  const amounts = correctiveAmounts(corrected, reversal.before, reversal.after);
  if (amounts.totalCents === 0) return null;
  const { id: _id, createdAt: _createdAt, hash: _hash, ...copied } = corrected;
  const issueDate = issuerDate(now);
  const series = correctiveSeriesOf(corrected.creatorId, Number(issueDate.slice(0, 4)));
  const number = takeNumber(tx, series);
  const language = isLanguage(corrected.language) ? corrected.language : "en";
  const fields = {
    sellerTaxId: corrected.sellerTaxId,
    fullNumber: fullNumber(series, number),
    issueDate,
    issuedAt: now.toISOString(),
    buyerTaxId: corrected.buyerTaxId,
    ...amounts,
    previousHash: lastHash(tx),
    correctsFullNumber: corrected.fullNumber,
  };
  return tx
    .insert(selfBilledInvoices)
    .values({
      ...copied,
      ...fields,
      series,
      number,
      correctionReason: correctionReason(corrected.fullNumber, reversal.transferId, -amounts.totalCents, language),
      reversedThroughCents: reversal.after,
      hash: selfBilledHash(fields),
    })
    .returning()
    .get();
}
