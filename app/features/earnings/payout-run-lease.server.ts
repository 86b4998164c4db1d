import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { payoutRuns } from "~/features/earnings/earnings-tables";
import { type PayoutRunResult, runPayouts } from "~/features/earnings/payouts.server";
import { logger } from "~/logger.server";
import { claimLease, deadOnThisHost, leaseHolder, releaseLease } from "~/platform/background/job-lease.server";

/**
 * Who is running the payouts (decision 0076): a lease in the database, held by the process
 * doing the run and renewed while it runs. A process killed mid-run stops renewing; the next
 * run takes the lease at once when the dead process was on this machine (its pid is gone), or
 * once the lease runs out, and marks the dead run abandoned before starting its own. Without
 * it a killed run stayed "running" and refused every run for half an hour.
 */

const LEASE = "payout-run";
/** Long enough for a slow transfer between two renewals; short enough that a dead run's lease soon frees. */
const TTL_MS = 60_000;
const RENEW_MS = TTL_MS / 4;

/** A payout run, unless another live process is running one (then null, as a run refused). */
export async function runPayoutsUnderLease(startedBy: string, now = clock.now()): Promise<PayoutRunResult> {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const take = () =>
    claimLease(LEASE, holder, TTL_MS) ||
    claimLease(LEASE, holder, TTL_MS, clock.now(), deadOnThisHost(leaseHolder(LEASE)));
  if (!take()) return null;
  const renew = setInterval(() => {
    try {
      take();
    } catch (err) {
      logger.warn({ err }, "payout run lease not renewed this round");
    }
  }, RENEW_MS);
  renew.unref();
  try {
    // The lease is ours, so a run still marked running has no process left behind it.
    const abandoned = db()
      .update(payoutRuns)
      .set({ state: "abandoned", finishedAt: clock.now().toISOString() })
      .where(eq(payoutRuns.state, "running"))
      .run().changes;
    if (abandoned > 0) logger.warn({ abandoned }, "payout run left by a dead process marked abandoned");
    return await runPayouts(startedBy, now);
  } finally {
    clearInterval(renew);
    releaseLease(LEASE, holder);
  }
}
