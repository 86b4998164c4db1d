import { resolve } from "node:path";
import { gt, max } from "drizzle-orm";
import { setClock } from "~/clock";
import { closeDb, db, migrateDatabase } from "~/db/client.server";
import { mailMessages } from "~/db/schema";
import { ConfigError, type Env, env, usesLocalCheckout } from "~/env.server";
import { startTaxDetailsRetention } from "~/features/creator-tax/tax-retention.server";
import { startMonthlyPayouts } from "~/features/earnings/payout-schedule.server";
import { startTripCompletion } from "~/features/itinerary/complete-trips.server";
import { sendPendingRefunds } from "~/features/payments/refunds.server";
import { startDietaryErasure } from "~/features/privacy/dietary-erasure.server";
import { startAuditRetention } from "~/features/staff/audit.server";
import { startLimitEventsErasure } from "~/http/limit-events.server";
import { configureLogger, logger } from "~/logger.server";
import { whileLeaseHeld } from "~/platform/background/job-lease.server";
import { runsFinished } from "~/platform/background/run-every.server";
import { closeMailTransport } from "~/platform/mail/transport.server";
import { registerOutboxHandlers } from "~/platform/outbox/handlers.server";
import { deliverDue, startOutboxWorker } from "~/platform/outbox/outbox.server";
import { closePdfPool } from "~/platform/pdf/pdf-pool.server";
import { type ReplicationSettings, writeLitestreamConfig } from "~/platform/replication/litestream-config.server";

export type BootInfo = { env: Env; localCheckout: boolean };

let stopJobs: (() => void) | undefined;
/** The refunds a crash left unsent, being sent by the jobs' first round. */
let refundsSent: Promise<unknown> = Promise.resolve();

/**
 * Everything that runs once per server process before it listens: configuration (a bad value
 * stops the process with every bad variable named) and migrations. Nothing here may grow with
 * the tables (decision 0042). Called by server.js, never at import: the build imports this
 * bundle too.
 */
export function boot(): BootInfo {
  const config = configOrExit();
  configureLogger(config.LOG_LEVEL);
  migrateDatabase(db());
  return { env: config, localCheckout: usesLocalCheckout(config) };
}

/**
 * Starts the background jobs in the one process holding their lease; server.js calls it once
 * the server listens. Their first runs read tables that grow with the site (a backlog of mail,
 * trips to complete): before listening, that time was the start's (decision 0042).
 */
export function startJobs(): void {
  stopJobs ??= whileLeaseHeld("background-jobs", startBackgroundJobs);
}

/** The configuration, or the process stopped with every bad variable named. */
function configOrExit(): Env {
  try {
    return env();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * `server.js --litestream-config`: checks the configuration with the one schema, writes
 * litestream.yml when a replica is set and tells scripts/start.mjs where things are. Touches
 * no database: on a fresh volume it is restored from the replica before the app opens it.
 */
export function replicationConfig(): { database: string; replication: ReplicationSettings | null } {
  const config = configOrExit();
  return { database: resolve(config.DATABASE_PATH), replication: writeLitestreamConfig(config) };
}

/** Stops the jobs and closes the mail transport and the database (on SIGTERM, after the last response). */
export function shutdown(): void {
  stopJobs?.();
  stopJobs = undefined;
  closeMailTransport();
  void closePdfPool();
  closeDb();
}

/**
 * The jobs that must run once for the whole site, however many processes serve it: started
 * by the process holding the lease (see job-lease.server.ts).
 */
function startBackgroundJobs(): () => void {
  // The outbox knows no feature: what mail, renders and approvals need is registered here.
  registerOutboxHandlers();
  const stopWorker = startOutboxWorker();
  const stopErasure = startDietaryErasure();
  const stopCompletion = startTripCompletion();
  const stopPayouts = startMonthlyPayouts();
  const stopLimitErasure = startLimitEventsErasure();
  const stopAuditRetention = startAuditRetention(env().AUDIT_RETENTION_DAYS);
  const stopTaxRetention = startTaxDetailsRetention();
  // A refund recorded just before a crash was never sent: send it now with its own idempotency key.
  refundsSent = sendPendingRefunds().catch((err) => logger.error({ err }, "pending refunds not sent"));
  return () => {
    stopWorker();
    stopErasure();
    stopCompletion();
    stopPayouts();
    stopLimitErasure();
    stopAuditRetention();
    stopTaxRetention();
  };
}

type DueJobsReport = { mails: { type: string; to: string; subject: string }[] };

/**
 * `npm run jobs:due -- --at <instant>`: puts this process's clock at `at` (it ticks on from
 * there) and runs one round of the very jobs the server runs in the background (trip
 * completion, the erasures, the outbox with its reminders and "how was it" mails), waits for
 * them, and says which emails they produced. Call after `boot()`. Outside this process the
 * clock is untouched: what it delivers carries `at`'s time, and the server goes on at the real one.
 */
export async function runDueJobs(at: Date): Promise<DueJobsReport> {
  setClock(at);
  const before =
    db()
      .select({ last: max(mailMessages.id) })
      .from(mailMessages)
      .get()?.last ?? 0;
  startBackgroundJobs()();
  await runsFinished();
  await refundsSent;
  // A round can queue more records than it delivers: drain until one finds nothing due.
  for (let round = 0; round < 10 && (await deliverDue()) > 0; round++);
  const mails = db()
    .select({ type: mailMessages.type, to: mailMessages.toAddress, subject: mailMessages.subject })
    .from(mailMessages)
    .where(gt(mailMessages.id, before))
    .orderBy(mailMessages.id)
    .all();
  return { mails };
}
