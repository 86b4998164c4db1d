import { and, desc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor } from "~/db/client.server";
import { creators } from "~/db/schema";
import { creatorEarnings, creatorPayouts } from "~/features/earnings/earnings-tables";
import { issueCorrectiveSelfBilled } from "~/features/self-billing/corrective-self-billed.server";
import { selfBilledInvoices } from "~/features/self-billing/self-billing-tables";

/**
 * A payout's transfer taken back (decision 0076). Stripe tells us with `transfer.reversed`,
 * whose transfer carries `amount_reversed`, everything reversed so far: the payout keeps that
 * figure, and the ledger gets a `payout_reversed` entry for each meal the reversals now cover
 * in full, the payout's last meals first; the payout's self-billed invoice gets a corrective
 * invoice for the part taken back. All only ever grow, so an event seen twice, or an older one
 * arriving late, adds nothing.
 */

/** What the event tells of the transfer: the fields of Stripe's Transfer object read here. */
type ReversedTransfer = { id: string; amount: number; amount_reversed: number };

/**
 * Records what Stripe has reversed of a payout's transfer, in the caller's transaction (the
 * webhook's, which also stores the event's id). False for a transfer that is no payout of ours,
 * or when nothing more has been reversed than was already recorded.
 */
export function applyTransferReversal(executor: Executor, transfer: ReversedTransfer, now = clock.now()): boolean {
  const payout = executor.select().from(creatorPayouts).where(eq(creatorPayouts.stripeTransferId, transfer.id)).get();
  const reversed = Math.min(transfer.amount_reversed, transfer.amount);
  if (!payout || !Number.isSafeInteger(reversed) || reversed <= payout.reversedCents) return false;
  const at = now.toISOString();
  executor
    .update(creatorPayouts)
    .set({ reversedCents: reversed, updatedAt: at })
    .where(eq(creatorPayouts.id, payout.id))
    .run();
  issueCorrectiveSelfBilled(
    executor,
    { payoutId: payout.id, transferId: transfer.id, before: payout.reversedCents, after: reversed },
    now,
  );
  const paid = executor
    .select()
    .from(creatorEarnings)
    .where(and(eq(creatorEarnings.payoutId, payout.id), eq(creatorEarnings.kind, "paid_out")))
    .all();
  // The payout's own order, last meal first: a partial reversal takes back the latest meals.
  const order = [...payout.reservationIds].reverse();
  const meals = paid.sort((a, b) => order.indexOf(a.reservationId) - order.indexOf(b.reservationId));
  const mealsTotal = meals.reduce((sum, meal) => sum + meal.amountCents, 0);
  let covered = 0;
  for (const { id: _id, kind: _kind, at: _at, amountCents, ...meal } of meals) {
    covered += amountCents;
    // A meal is reversed once the share of the transfer taken back reaches it whole (compared
    // in proportion, since the transfer need not be the meals' plain sum); a part of a meal
    // stays on the payout's figure until a later reversal completes it.
    if (reversed * mealsTotal < covered * transfer.amount) break;
    executor
      .insert(creatorEarnings)
      .values({ ...meal, kind: "payout_reversed", amountCents: -amountCents, at })
      .onConflictDoNothing()
      .run();
  }
  return true;
}

/** The owners' list of payouts Stripe took back, all or part, with their corrective invoices: newest change first. */
export function reversedPayouts(limit = 50) {
  const rows = db()
    .select({
      id: creatorPayouts.id,
      creator: creators.name,
      period: creatorPayouts.period,
      amountCents: creatorPayouts.amountCents,
      reversedCents: creatorPayouts.reversedCents,
      transferId: creatorPayouts.stripeTransferId,
      at: creatorPayouts.updatedAt,
    })
    .from(creatorPayouts)
    .innerJoin(creators, eq(creators.id, creatorPayouts.creatorId))
    .where(and(gt(creatorPayouts.reversedCents, 0), eq(creatorPayouts.status, "paid")))
    .orderBy(desc(creatorPayouts.updatedAt), desc(creatorPayouts.id))
    .limit(limit)
    .all();
  if (rows.length === 0) return [];
  const corrections = db()
    .select({ payoutId: selfBilledInvoices.payoutId, number: selfBilledInvoices.fullNumber })
    .from(selfBilledInvoices)
    .where(
      and(
        isNotNull(selfBilledInvoices.correctsFullNumber),
        inArray(
          selfBilledInvoices.payoutId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(selfBilledInvoices.id)
    .all();
  return rows.map((row) => ({
    ...row,
    corrections: corrections.filter((c) => c.payoutId === row.id).map((c) => c.number),
  }));
}
