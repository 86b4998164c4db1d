import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, lt, or, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { jobLeases } from "~/db/schema";
import { logger } from "~/logger.server";

/**
 * Runs jobs in exactly one process of the site, whichever holds a lease in the database. Every
 * process (one per core, all on the same SQLite file) tries to take the lease at start and
 * then every few seconds; the holder renews it. A process that dies stops renewing, its lease
 * runs out, and the next process to try takes the jobs over. Who holds it is decided by one
 * conditional upsert, which SQLite runs atomically.
 */

export type LeaseOptions = {
  /** How long a lease lasts without renewal. */
  ttlMs?: number;
  /** How often every process tries to take or renew it. */
  everyMs?: number;
  /** This process's name in the table (tests give two "processes" in one). */
  holder?: string;
};

const DEFAULT_TTL_MS = 15_000;
const DEFAULT_EVERY_MS = 5_000;

/** Takes or renews the lease (or takes it from `deadHolder`); true when this holder has it until `now + ttl`. */
export function claimLease(
  name: string,
  holder: string,
  ttlMs: number,
  now = clock.now(),
  deadHolder?: string,
): boolean {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const result = db()
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      // Renew our own lease, or take one that ran out; never someone else's live lease.
      setWhere: or(
        eq(jobLeases.holder, holder),
        lt(jobLeases.expiresAt, at),
        deadHolder ? eq(jobLeases.holder, deadHolder) : undefined,
      ),
    })
    .run();
  return result.changes > 0;
}

/** Gives the lease up at once (a clean shutdown), so another process need not wait for it to expire. */
export function releaseLease(name: string, holder: string): void {
  db()
    .delete(jobLeases)
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    .run();
}

/** Who holds a lease now, if anyone (for the tests and the logs). */
export function leaseHolder(name: string, now = clock.now()): string | null {
  const row = db()
    .select({ holder: jobLeases.holder })
    .from(jobLeases)
    .where(and(eq(jobLeases.name, name), sql`${jobLeases.expiresAt} >= ${now.toISOString()}`))
    .get();
  return row?.holder ?? null;
}

/**
 * A holder on this machine whose process is gone (killed, crashed): its lease need not be
 * waited out. Holders are "host:pid:random"; a process we may not signal is alive.
 */
export function deadOnThisHost(holder: string | null): string | undefined {
  if (!holder) return undefined;
  const [host, pid] = holder.split(":");
  if (host !== hostname() || !/^\d+$/.test(pid ?? "") || Number(pid) === process.pid) return undefined;
  try {
    process.kill(Number(pid), 0);
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH" ? holder : undefined;
  }
}

/**
 * Starts `jobs` while this process holds the lease and stops them if it loses it; the first
 * attempt is made before returning, so a single process starts its jobs at once. Returns a
 * stop function that stops the jobs and gives the lease up.
 */
export function whileLeaseHeld(name: string, jobs: () => () => void, options: LeaseOptions = {}): () => void {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopJobs: (() => void) | undefined;
  const attempt = () => {
    let held = false;
    try {
      held =
        claimLease(name, holder, ttlMs) ||
        claimLease(name, holder, ttlMs, clock.now(), deadOnThisHost(leaseHolder(name)));
    } catch (err) {
      // A busy database is not a lost lease: keep what we have and try again next round.
      logger.warn({ err, lease: name }, "lease not renewed this round");
      return;
    }
    if (held && !stopJobs) {
      logger.info({ lease: name, holder }, "background jobs started in this process");
      stopJobs = jobs();
    } else if (!held && stopJobs) {
      logger.warn({ lease: name, holder }, "lease lost: background jobs stopped in this process");
      stopJobs();
      stopJobs = undefined;
    }
  };
  attempt();
  const timer = setInterval(attempt, options.everyMs ?? DEFAULT_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (stopJobs) {
      stopJobs();
      stopJobs = undefined;
      try {
        releaseLease(name, holder);
      } catch (err) {
        logger.warn({ err, lease: name }, "lease not released");
      }
    }
  };
}
