import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { creators, settings } from "~/db/schema";
import { NotAllowedError } from "~/domain/errors";
import { localDateAt } from "~/domain/local-time";
import { can } from "~/domain/staff-roles";
import { BOOKS_ZONE } from "~/features/earnings/earnings";
import { creatorPayouts, payoutRunLines, payoutRuns } from "~/features/earnings/earnings-tables";
import { isLocalAccount, payoutAccountOf } from "~/features/earnings/payout-accounts.server";
import { runPayoutsUnderLease } from "~/features/earnings/payout-run-lease.server";
import {
  type CarryReason,
  type CreatorPayouts,
  DEFAULT_PAYOUT_DAY,
  nextPayoutDate,
  periodOf,
} from "~/features/earnings/payouts";
import { agreementStateOf } from "~/features/self-billing/agreements.server";
import { billingReadiness } from "~/features/self-billing/issue-self-billed.server";
import { selfBilledInvoices } from "~/features/self-billing/self-billing-tables";
import { recordAudit, type StaffActor } from "~/features/staff/audit.server";
import { runEvery } from "~/platform/background/run-every.server";

/** When creators are paid (the owners' day of the month), and what the dashboard and the owners see of it. */

const PAYOUT_DAY = "payout_day";
/** Who the monthly job's runs are started by, as the owners' page shows it. */
const MONTHLY = "Monthly run";

export function payoutDay(executor: Executor = db()): number {
  const row = executor.select({ value: settings.value }).from(settings).where(eq(settings.key, PAYOUT_DAY)).get();
  return typeof row?.value === "number" && row.value >= 1 && row.value <= 28 ? row.value : DEFAULT_PAYOUT_DAY;
}

/** An owner sets the monthly run's day; the change and its author are in the audit log. */
export function setPayoutDay(actor: StaffActor, day: number, clientAddress: string | null = null, now = clock.now()) {
  if (!can(actor.role, "settings.manage")) throw new NotAllowedError("Only an owner can set the payout day");
  writeTransaction((tx) => {
    const at = now.toISOString();
    tx.insert(settings)
      .values({ key: PAYOUT_DAY, value: day, updatedBy: actor.name, updatedAt: at })
      .onConflictDoUpdate({ target: settings.key, set: { value: day, updatedBy: actor.name, updatedAt: at } })
      .run();
    recordAudit({ actor, action: "settings.changed", clientAddress, detail: { setting: PAYOUT_DAY, day } }, tx, now);
  });
}

/** An owner runs the payouts now; null when a run is already under way. */
export function runPayoutsNow(actor: StaffActor) {
  if (!can(actor.role, "settings.manage")) throw new NotAllowedError("Only an owner can run payouts");
  return runPayoutsUnderLease(actor.name);
}

/** The monthly run: once its day has come in Madrid, if the job has not yet run this month. */
async function runMonthlyPayoutsIfDue(now = clock.now()) {
  const today = localDateAt(now, BOOKS_ZONE);
  if (Number(today.slice(8, 10)) < payoutDay()) return null;
  const done = db()
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(
      and(
        eq(payoutRuns.period, periodOf(today)),
        eq(payoutRuns.startedBy, MONTHLY),
        inArray(payoutRuns.state, ["running", "finished"]),
      ),
    )
    .get();
  return done ? null : runPayoutsUnderLease(MONTHLY, now);
}

const HOUR_MS = 60 * 60 * 1000;

/** Checks every hour whether the month's run is due; under the job lease, so one process runs it. */
export function startMonthlyPayouts(intervalMs = HOUR_MS): () => void {
  return runEvery(intervalMs, "monthly creator payouts", () => runMonthlyPayoutsIfDue());
}

/** The creator's own payouts, their account's state, and why their balance waits if it does. */
export function payoutsOf(creatorId: number, payableCents: number, now = clock.now()): CreatorPayouts {
  const account = payoutAccountOf(creatorId);
  const billing = billingReadiness(db(), creatorId);
  const carriedOver: CarryReason | null =
    payableCents <= 0
      ? null
      : !account
        ? "no_account"
        : !account.payoutsEnabled
          ? "payouts_disabled"
          : billing.ok
            ? null
            : billing.reason;
  const rows = db()
    .select({ row: creatorPayouts, invoice: selfBilledInvoices.fullNumber })
    .from(creatorPayouts)
    .leftJoin(
      selfBilledInvoices,
      and(eq(selfBilledInvoices.payoutId, creatorPayouts.id), isNull(selfBilledInvoices.correctsFullNumber)),
    )
    .where(eq(creatorPayouts.creatorId, creatorId))
    .orderBy(desc(creatorPayouts.id))
    .all();
  const corrections = db()
    .select({ payoutId: selfBilledInvoices.payoutId, number: selfBilledInvoices.fullNumber })
    .from(selfBilledInvoices)
    .where(and(eq(selfBilledInvoices.creatorId, creatorId), isNotNull(selfBilledInvoices.correctsFullNumber)))
    .orderBy(selfBilledInvoices.id)
    .all();
  return {
    account: {
      connected: Boolean(account),
      payoutsEnabled: account?.payoutsEnabled ?? false,
      test: account ? isLocalAccount(account.stripeAccountId) : false,
    },
    carriedOver,
    nextPayoutDate: nextPayoutDate(localDateAt(now, BOOKS_ZONE), payoutDay()),
    lines: rows.map(({ row, invoice }) => ({
      id: row.id,
      period: row.period,
      amountCents: row.amountCents,
      status: row.status,
      reversedCents: row.reversedCents,
      at: row.updatedAt,
      invoice,
      corrections: corrections.filter((c) => c.payoutId === row.id).map((c) => c.number),
    })),
    agreement: agreementStateOf(creatorId),
  };
}

/** The owners' view of the last runs: each with what it did for each creator, by name. */
export function recentRuns(limit = 12) {
  const runs = db().select().from(payoutRuns).orderBy(desc(payoutRuns.id)).limit(limit).all();
  if (runs.length === 0) return [];
  const lines = db()
    .select({
      runId: payoutRunLines.runId,
      id: payoutRunLines.id,
      creator: creators.name,
      outcome: payoutRunLines.outcome,
      amountCents: payoutRunLines.amountCents,
      reason: payoutRunLines.reason,
      transferId: creatorPayouts.stripeTransferId,
    })
    .from(payoutRunLines)
    .innerJoin(creators, eq(creators.id, payoutRunLines.creatorId))
    .leftJoin(creatorPayouts, eq(creatorPayouts.id, payoutRunLines.payoutId))
    .where(
      inArray(
        payoutRunLines.runId,
        runs.map((run) => run.id),
      ),
    )
    .orderBy(payoutRunLines.id)
    .all();
  return runs.map((run) => ({ ...run, lines: lines.filter((line) => line.runId === run.id) }));
}
