import { randomBytes } from "node:crypto";
import { and, eq, inArray, lt } from "drizzle-orm";
import * as clock from "~/clock";
import { db, writeTransaction } from "~/db/client.server";
import { localDateAt } from "~/domain/local-time";
import { BOOKS_ZONE } from "~/features/earnings/earnings";
import {
  type CreatorEarningRow,
  creatorEarnings,
  creatorPayoutAccounts,
  creatorPayouts,
  payoutRunLines,
  payoutRuns,
} from "~/features/earnings/earnings-tables";
import { isLocalAccount } from "~/features/earnings/payout-accounts.server";
import { type CarryReason, periodOf, transferKey } from "~/features/earnings/payouts";
import { stripe, stripeSdk } from "~/features/payments/stripe-client.server";
import { amountsFor, billingReadiness, issueSelfBilledInvoice } from "~/features/self-billing/issue-self-billed.server";
import { renderPayoutInvoice } from "~/features/self-billing/self-billed-pdfs.server";
import { selfBilledInvoices } from "~/features/self-billing/self-billing-tables";
import { logger } from "~/logger.server";

/**
 * The payout run (decision 0070): for each creator with a payable balance, one Stripe Transfer
 * for the period, recorded with a `paid_out` ledger entry per meal it pays in the same
 * transaction as the payout's row. Three guards keep a creator from being paid twice: one run
 * at a time (a partial unique index), one payout per creator and period (a unique index), and
 * the transfer's idempotency key made of both, for a run that died between Stripe and the database.
 */

/** A run left "running" this long ago died with its process; the next run may start. */
const STALE_RUN_MS = 30 * 60 * 1000;

export type PayoutRunResult = { runId: number; paid: number; failed: number; carriedOver: number } | null;

type PayableMeal = CreatorEarningRow;

/** Each creator's meals payable now: a `payable` entry, and neither reversed nor paid out. */
function payableMeals(): Map<number, PayableMeal[]> {
  const rows = db()
    .select()
    .from(creatorEarnings)
    .where(inArray(creatorEarnings.kind, ["payable", "reversed", "paid_out"]))
    .all();
  const closed = new Set(rows.filter((row) => row.kind !== "payable").map((row) => row.reservationId));
  const byCreator = new Map<number, PayableMeal[]>();
  for (const row of rows) {
    if (row.kind !== "payable" || closed.has(row.reservationId)) continue;
    byCreator.set(row.creatorId, [...(byCreator.get(row.creatorId) ?? []), row]);
  }
  return byCreator;
}

const sum = (meals: readonly { amountCents: number }[]) => meals.reduce((total, meal) => total + meal.amountCents, 0);

/** Starts a run, unless one is under way; a run that died long ago is marked abandoned first. */
function startRun(startedBy: string, period: string, now: Date): number | null {
  return writeTransaction((tx) => {
    tx.update(payoutRuns)
      .set({ state: "abandoned", finishedAt: now.toISOString() })
      .where(
        and(
          eq(payoutRuns.state, "running"),
          lt(payoutRuns.startedAt, new Date(now.getTime() - STALE_RUN_MS).toISOString()),
        ),
      )
      .run();
    const run = tx
      .insert(payoutRuns)
      .values({ period, startedBy, startedAt: now.toISOString(), state: "running" })
      .onConflictDoNothing()
      .returning({ id: payoutRuns.id })
      .get();
    return run?.id ?? null;
  });
}

/**
 * The payout to send for a creator in this run, written before Stripe is called, with its
 * self-billed invoice in the same transaction (decision 0074): the amount sent is the invoice's
 * total (base, plus VAT, minus withholding, as the creator's tax status requires). The creator's
 * unfinished payout if any: a pending one unchanged, so its key and amount are the same as
 * before; a refused one tried again as its invoice was issued (an issued invoice never changes),
 * or, without an invoice, refreshed with what is payable now. Else a new one for the period,
 * unless the period's payout is already paid. Null when there is nothing to send, or when the
 * creator's tax details or agreement are gone.
 */
function preparePayout(creatorId: number, meals: PayableMeal[], destination: string, period: string, runId: number) {
  return writeTransaction((tx) => {
    const at = clock.now().toISOString();
    // Read in this transaction: the invoice names the creator as their details stand now.
    const billing = billingReadiness(tx, creatorId);
    if (!billing.ok) return null;
    const unfinished = tx
      .select()
      .from(creatorPayouts)
      .where(and(eq(creatorPayouts.creatorId, creatorId), inArray(creatorPayouts.status, ["pending", "failed"])))
      .get();
    if (unfinished?.status === "pending") return unfinished;
    const amounts = amountsFor(sum(meals), billing.party);
    if (unfinished) {
      const invoiced = tx
        .select({ id: selfBilledInvoices.id })
        .from(selfBilledInvoices)
        .where(eq(selfBilledInvoices.payoutId, unfinished.id))
        .get();
      if (invoiced) {
        return tx
          .update(creatorPayouts)
          .set({ status: "pending", destination, runId, updatedAt: at })
          .where(eq(creatorPayouts.id, unfinished.id))
          .returning()
          .get();
      }
      if (meals.length === 0) return null;
      const refreshed = tx
        .update(creatorPayouts)
        .set({
          status: "pending",
          amountCents: amounts.totalCents,
          reservationIds: meals.map((meal) => meal.reservationId),
          destination,
          runId,
          updatedAt: at,
        })
        .where(eq(creatorPayouts.id, unfinished.id))
        .returning()
        .get();
      issueSelfBilledInvoice(tx, refreshed, amounts, billing.party);
      return refreshed;
    }
    if (meals.length === 0) return null;
    const created = tx
      .insert(creatorPayouts)
      .values({
        creatorId,
        period,
        amountCents: amounts.totalCents,
        reservationIds: meals.map((meal) => meal.reservationId),
        destination,
        status: "pending",
        runId,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning()
      .get();
    if (!created) return null;
    issueSelfBilledInvoice(tx, created, amounts, billing.party);
    return created;
  });
}

type Payout = NonNullable<ReturnType<typeof preparePayout>>;

/** The transfer; in the local TEST mode a local id, and no money moves. */
async function transfer(payout: Payout): Promise<string> {
  if (isLocalAccount(payout.destination)) return `tr_test_local_${randomBytes(8).toString("hex")}`;
  const created = await (await stripe()).transfers.create(
    {
      amount: payout.amountCents,
      currency: "eur",
      destination: payout.destination,
      transfer_group: `payout:${payout.creatorId}:${payout.period}`,
      metadata: { creatorId: String(payout.creatorId), period: payout.period, payoutId: String(payout.id) },
    },
    { idempotencyKey: transferKey(payout.creatorId, payout.period, payout.attempts) },
  );
  return created.id;
}

/** Paid: the payout's row and a `paid_out` entry for each meal it pays, together or not at all. */
function recordPaid(payout: Payout, transferId: string, runId: number): void {
  writeTransaction((tx) => {
    const at = clock.now().toISOString();
    tx.update(creatorPayouts)
      .set({ status: "paid", stripeTransferId: transferId, error: null, updatedAt: at })
      .where(eq(creatorPayouts.id, payout.id))
      .run();
    const meals = tx
      .select()
      .from(creatorEarnings)
      .where(and(inArray(creatorEarnings.reservationId, payout.reservationIds), eq(creatorEarnings.kind, "payable")))
      .all();
    for (const { id: _id, kind: _kind, at: _at, payoutId: _payout, ...meal } of meals) {
      tx.insert(creatorEarnings)
        .values({ ...meal, kind: "paid_out", payoutId: payout.id, at })
        .onConflictDoNothing()
        .run();
    }
    tx.insert(payoutRunLines)
      .values({
        runId,
        creatorId: payout.creatorId,
        outcome: "paid",
        amountCents: payout.amountCents,
        payoutId: payout.id,
      })
      .run();
  });
}

/**
 * Not paid. Stripe refused it (a 4xx other than a conflict or a rate limit): no transfer was
 * made, so the next run tries again under a new key. Anything else (a network error, a 5xx)
 * may have made one: the payout stays pending and the next run asks again under the same key.
 */
async function recordFailure(payout: Payout, error: unknown, runId: number): Promise<void> {
  const { errors } = await stripeSdk();
  const status = error instanceof errors.StripeError ? (error.statusCode ?? 0) : 0;
  const refused =
    status >= 400 &&
    status < 500 &&
    status !== 409 &&
    status !== 429 &&
    !(error instanceof errors.StripeIdempotencyError);
  const message = error instanceof Error ? error.message : String(error);
  writeTransaction((tx) => {
    tx.update(creatorPayouts)
      .set({
        status: refused ? "failed" : "pending",
        attempts: refused ? payout.attempts + 1 : payout.attempts,
        error: message,
        updatedAt: clock.now().toISOString(),
      })
      .where(eq(creatorPayouts.id, payout.id))
      .run();
    tx.insert(payoutRunLines)
      .values({
        runId,
        creatorId: payout.creatorId,
        outcome: "failed",
        amountCents: payout.amountCents,
        payoutId: payout.id,
        reason: message,
      })
      .run();
  });
}

/**
 * One payout run for the month of `now` (in Madrid). Returns null when another run is under way.
 * Creators are paid one after the other: a run pays a few dozen, and one at a time keeps
 * Stripe's rate limits and the database's single writer out of the way.
 */
export async function runPayouts(startedBy: string, now = clock.now()): Promise<PayoutRunResult> {
  const period = periodOf(localDateAt(now, BOOKS_ZONE));
  const runId = startRun(startedBy, period, now);
  if (runId === null) return null;
  const result = { runId, paid: 0, failed: 0, carriedOver: 0 };
  try {
    const meals = payableMeals();
    const unfinished = db()
      .select({ creatorId: creatorPayouts.creatorId })
      .from(creatorPayouts)
      .where(inArray(creatorPayouts.status, ["pending", "failed"]))
      .all();
    const accounts = new Map(
      db()
        .select()
        .from(creatorPayoutAccounts)
        .all()
        .map((account) => [account.creatorId, account]),
    );
    const creatorIds = [...new Set([...meals.keys(), ...unfinished.map((row) => row.creatorId)])].sort((a, b) => a - b);
    for (const creatorId of creatorIds) {
      const mine = meals.get(creatorId) ?? [];
      const account = accounts.get(creatorId);
      // Without tax details or the self-billing agreement no invoice can be issued, so nothing is paid.
      const billing = billingReadiness(db(), creatorId);
      const carry: CarryReason | null = !account
        ? "no_account"
        : !account.payoutsEnabled
          ? "payouts_disabled"
          : billing.ok
            ? null
            : billing.reason;
      if (carry || !account) {
        db()
          .insert(payoutRunLines)
          .values({ runId, creatorId, outcome: "carried_over", amountCents: sum(mine), reason: carry })
          .run();
        result.carriedOver += 1;
        continue;
      }
      const payout = preparePayout(creatorId, mine, account.stripeAccountId, period, runId);
      if (!payout) continue;
      try {
        recordPaid(payout, await transfer(payout), runId);
        result.paid += 1;
      } catch (error) {
        logger.warn({ err: error, creatorId, period: payout.period }, "creator payout not paid");
        await recordFailure(payout, error, runId);
        result.failed += 1;
      }
      await renderPayoutInvoice(payout.id);
    }
  } finally {
    db()
      .update(payoutRuns)
      .set({ state: "finished", finishedAt: clock.now().toISOString() })
      .where(eq(payoutRuns.id, runId))
      .run();
  }
  logger.info(result, "payout run finished");
  return result;
}
