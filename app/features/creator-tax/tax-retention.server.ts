import { eq, inArray, max } from "drizzle-orm";
import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import { localDateAt } from "~/domain/local-time";
import { BOOKS_ZONE } from "~/features/earnings/earnings";
import { creatorPayouts } from "~/features/earnings/earnings-tables";
import { selfBilledInvoices } from "~/features/self-billing/self-billing-tables";
import { recordAudit, SYSTEM } from "~/features/staff/audit.server";
import { logger } from "~/logger.server";
import { runEvery } from "~/platform/background/run-every.server";
import { creatorTaxDetails } from "./tax-tables";

/**
 * Creators' tax details are kept while they may be needed to answer the tax agency, then
 * deleted (decisions 0073, 0079). A creator's details were last used at the latest of: their
 * last change, their last payout's last change, their last self-billed invoice's issue. That
 * year's DAC7 report is filed the next year, and the agency may assess it for four years after
 * (Ley 58/2003, art. 66): the details are kept through the end of the fifth year after the year
 * of last use, and deleted by the first daily run after. The invoices and the DAC7 figures
 * already filed keep their own copies; only this row goes.
 */

/** The filing year after the year of last use, then the four years of the limitation period. */
const YEARS_KEPT_AFTER_LAST_USE = 5;

const yearOf = (instant: string | null | undefined) =>
  instant ? Number(localDateAt(new Date(instant), BOOKS_ZONE).slice(0, 4)) : 0;

/** Deletes the tax details whose keeping time is over, each deletion audited; returns how many went. */
export function deleteExpiredTaxDetails(now = clock.now()): number {
  const thisYear = yearOf(now.toISOString());
  const deleted = writeTransaction((tx) => {
    const details = tx
      .select({ creatorId: creatorTaxDetails.creatorId, updatedAt: creatorTaxDetails.updatedAt })
      .from(creatorTaxDetails)
      .all();
    if (details.length === 0) return 0;
    const ids = details.map((row) => row.creatorId);
    const lastPayout = new Map(
      tx
        .select({ creatorId: creatorPayouts.creatorId, at: max(creatorPayouts.updatedAt) })
        .from(creatorPayouts)
        .where(inArray(creatorPayouts.creatorId, ids))
        .groupBy(creatorPayouts.creatorId)
        .all()
        .map((row) => [row.creatorId, row.at]),
    );
    const lastInvoice = new Map(
      tx
        .select({ creatorId: selfBilledInvoices.creatorId, at: max(selfBilledInvoices.issuedAt) })
        .from(selfBilledInvoices)
        .where(inArray(selfBilledInvoices.creatorId, ids))
        .groupBy(selfBilledInvoices.creatorId)
        .all()
        .map((row) => [row.creatorId, row.at]),
    );
    let count = 0;
    for (const row of details) {
      const lastUsed = Math.max(
        yearOf(row.updatedAt),
        yearOf(lastPayout.get(row.creatorId)),
        yearOf(lastInvoice.get(row.creatorId)),
      );
      if (lastUsed + YEARS_KEPT_AFTER_LAST_USE >= thisYear) continue;
      tx.delete(creatorTaxDetails).where(eq(creatorTaxDetails.creatorId, row.creatorId)).run();
      recordAudit(
        {
          actor: SYSTEM,
          action: "creator.tax_details_deleted",
          object: { type: "creator", id: row.creatorId },
          detail: { lastUsedYear: lastUsed },
        },
        tx,
        now,
      );
      count++;
    }
    return count;
  });
  if (deleted > 0) logger.info({ deleted }, "creators' tax details deleted after their keeping time");
  return deleted;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs now and then every day under the jobs' lease; returns a stop function. */
export function startTaxDetailsRetention(intervalMs = DAY_MS): () => void {
  return runEvery(intervalMs, "tax details retention", () => deleteExpiredTaxDetails());
}
