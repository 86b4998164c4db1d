import { performance } from "node:perf_hooks";
import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, preparedPerConnection, type Tx, writeTransaction } from "~/db/client.server";
import { bookings, now, type OutboxRecord, type OutboxType, outbox } from "~/db/schema";
import { env } from "~/env.server";
import { logger } from "~/logger.server";

/*
 * The outbox knows its record types and how to post a webhook; it knows no feature. What a
 * record type needs beyond a plain post (mail sent, an itinerary rendered, an approval's link
 * opened for the automation) is registered at start-up (handlers.server.ts, from server/boot.ts),
 * so the features that queue records may import the outbox without the outbox importing them.
 */

/** A record that can never be delivered as it stands (its booking is gone, say): failed at once, not retried. */
export class PermanentDeliveryError extends Error {}

/** What a successful delivery writes with the record's "delivered" mark, in one transaction. */
export type Delivered = { payload: unknown; keep?: (tx: Tx, deliveredAt: string) => void };

/** How the app delivers a record itself instead of posting it: the outcome, or why it no longer applies. */
export type InAppDelivery = (record: OutboxRecord) => Promise<Delivered | { skipped: string }>;

/** How a webhook record is posted and then kept (an approval's link opened for the post, dropped after). */
export type WebhookShape = { outgoing: (payload: unknown) => unknown; delivered: (payload: unknown) => unknown };

const IN_APP = new Map<OutboxType, InAppDelivery>();
const SHAPES = new Map<OutboxType, WebhookShape>();

/** Records of this type are delivered by the app itself (mail, itinerary renders). */
export function deliverInApp(type: OutboxType, delivery: InAppDelivery): void {
  IN_APP.set(type, delivery);
}

/** Records of this type are posted, and kept, in this shape. */
export function shapeWebhook(type: OutboxType, shape: WebhookShape): void {
  SHAPES.set(type, shape);
}

const outgoingPayload = (type: OutboxType, payload: unknown) => SHAPES.get(type)?.outgoing(payload) ?? payload;
const deliveredPayload = (type: OutboxType, payload: unknown) => SHAPES.get(type)?.delivered(payload) ?? payload;

export const MAX_ATTEMPTS = 8;
const BATCH = 25;
const TIMEOUT_MS = 10_000;
/** An unset address is retried later, not counted as an attempt: setting the URL delivers the backlog. */
const UNCONFIGURED_RETRY_MS = 60 * 60 * 1000;

const nowIso = () => clock.now().toISOString();

function webhookUrlFor(type: OutboxType): string | undefined {
  const config = env();
  switch (type) {
    case "booking":
      return config.BOOKING_WEBHOOK_URL;
    case "payment":
      return config.PAYMENT_WEBHOOK_URL;
    case "creator":
    case "creator_approved":
    case "creator_reapplied":
      return config.CREATOR_WEBHOOK_URL;
    case "mail":
    case "itinerary":
    case "staff_mail":
      // Not webhooks: the mail module sends mail (a staff invitation or reset too), the
      // itinerary module renders PDFs.
      return undefined;
  }
}

/**
 * Queues one automation record; call it inside the transaction that stores what it describes.
 * Every record names its `type`, so one automation endpoint can route all of them.
 */
export function enqueue(
  executor: Executor,
  type: OutboxType,
  payload: Record<string, unknown>,
  bookingId?: number,
  options: EnqueueOptions = {},
): number | null {
  const row = enqueueStatement(executor).get({
    type,
    payload: { type, ...payload },
    bookingId: bookingId ?? null,
    dedupeKey: options.dedupeKey ?? null,
    notBefore: options.notBefore?.toISOString() ?? null,
  });
  if (row) scheduleSoon();
  return row?.id ?? null;
}

/** The one insert behind every enqueue; a record without `notBefore` is due at once. */
const enqueueStatement = preparedPerConnection((executor) =>
  executor
    .insert(outbox)
    .values({
      type: sql.placeholder("type"),
      payload: sql.placeholder("payload"),
      bookingId: sql.placeholder("bookingId"),
      dedupeKey: sql.placeholder("dedupeKey"),
      nextAttemptAt: sql`coalesce(${sql.placeholder("notBefore")}, ${now})`,
    } as unknown as typeof outbox.$inferInsert)
    .onConflictDoNothing()
    .returning({ id: outbox.id })
    .prepare(),
);

export type EnqueueOptions = {
  /** One record per key, ever: a repeated enqueue with the same key adds nothing (and returns null). */
  dedupeKey?: string;
  /** Not delivered before this moment (a reminder). */
  notBefore?: Date;
};

/** Withdraws a record not yet delivered (a reminder that no longer applies); true if one was withdrawn. */
export function cancelQueued(executor: Executor, dedupeKey: string): boolean {
  const result = executor
    .update(outbox)
    .set({ cancelledAt: nowIso() })
    .where(and(eq(outbox.dedupeKey, dedupeKey), isNull(outbox.deliveredAt), isNull(outbox.cancelledAt)))
    .run();
  return result.changes > 0;
}

/** Exponential backoff with jitter: the nth retry waits a random time between half and all of 5 s × 2ⁿ⁻¹, at most an hour. */
export function backoffMs(attempts: number, baseMs = retryBaseMs(), random = Math.random): number {
  const ceiling = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function retryBaseMs(): number {
  return env().OUTBOX_RETRY_BASE_MS;
}

async function post(url: string, record: OutboxRecord): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `outbox-${record.id}` },
    body: JSON.stringify(outgoingPayload(record.type, record.payload)),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // Drain the body so the socket is reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`Webhook failed: ${response.status}`);
}

async function deliverWebhook(url: string, record: OutboxRecord): Promise<Delivered> {
  await post(url, record);
  return {
    // A delivered approval keeps no set-password link, not even sealed.
    payload: deliveredPayload(record.type, record.payload),
    keep: (tx, deliveredAt) => {
      if (record.type === "booking" && record.bookingId) {
        tx.update(bookings)
          .set({ automationSynced: true, lastWebhookSentAt: deliveredAt, updatedAt: deliveredAt })
          .where(eq(bookings.id, record.bookingId))
          .run();
      }
    },
  };
}

/** Delivers one record and writes what came of it. */
async function deliver(record: OutboxRecord): Promise<void> {
  const url = webhookUrlFor(record.type);
  const inApp = IN_APP.get(record.type);
  const update = (changes: Partial<OutboxRecord>) => (tx: Tx) =>
    tx.update(outbox).set(changes).where(eq(outbox.id, record.id)).run();
  if (!inApp && !url) {
    // Mail and renders have no address: without their handler, start-up forgot to register it.
    if (record.type === "mail" || record.type === "itinerary" || record.type === "staff_mail") {
      logger.error({ outboxId: record.id }, `No handler registered for ${record.type} records`);
    } else {
      // An automation address left unset is a choice (the start-up lines say so once), not a
      // fault: the record waits for it quietly instead of warning on every booking.
      logger.debug({ outboxId: record.id }, `Webhook URL not configured for ${record.type}: kept for later`);
    }
    writeTransaction(update({ nextAttemptAt: new Date(clock.nowMs() + UNCONFIGURED_RETRY_MS).toISOString() }));
    return;
  }
  const attempts = record.attempts + 1;
  let done: Delivered | { skipped: string };
  try {
    done = inApp ? await inApp(record) : await deliverWebhook(url ?? "", record);
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    // A mail whose booking or creator is gone can never be sent: it fails now, for an admin to see.
    const exhausted = attempts >= MAX_ATTEMPTS || error instanceof PermanentDeliveryError;
    writeTransaction(
      update({
        attempts,
        lastError,
        failedAt: exhausted ? nowIso() : null,
        nextAttemptAt: new Date(clock.nowMs() + backoffMs(attempts)).toISOString(),
      }),
    );
    logger.warn(
      { outboxId: record.id, type: record.type, attempts, exhausted, err: lastError },
      inApp ? `${record.type} delivery failed` : "webhook delivery failed",
    );
    return;
  }
  if ("skipped" in done) {
    // What it would send no longer applies (the reminder once the preferences came).
    writeTransaction(update({ attempts, cancelledAt: nowIso(), lastError: done.skipped }));
    return;
  }
  const delivered = done;
  const deliveredAt = nowIso();
  writeTransaction((tx) => {
    update({ attempts, deliveredAt, lastError: null, payload: delivered.payload })(tx);
    delivered.keep?.(tx, deliveredAt);
  });
}

/**
 * Requests come first: while this process is saturated (its event loop busy more than 90% of
 * the time since the last look) records due for less than 30 s wait for a calmer moment. Mail
 * and webhooks are not answers anyone is waiting on in the browser; a burst of bookings delays
 * them by seconds instead of slowing every request. Records due for longer go out whatever the
 * load. (A new record is due when it is created.)
 */
const BUSY_UTILIZATION = 0.9;
const MAX_DEFER_MS = 30_000;
/** A shorter window says little (a few milliseconds of one request read as 100% busy). */
const MIN_WINDOW_MS = 250;
let lastLook = performance.eventLoopUtilization();
let lastVerdict = false;

function saturated(): boolean {
  const now = performance.eventLoopUtilization();
  const since = performance.eventLoopUtilization(now, lastLook);
  if (since.idle + since.active < MIN_WINDOW_MS) return lastVerdict;
  lastLook = now;
  lastVerdict = since.utilization > BUSY_UTILIZATION;
  return lastVerdict;
}

const due = () =>
  and(
    isNull(outbox.deliveredAt),
    isNull(outbox.failedAt),
    isNull(outbox.cancelledAt),
    lte(outbox.nextAttemptAt, nowIso()),
  );

async function drain(yieldToRequests: boolean): Promise<number> {
  let delivered = 0;
  if (yieldToRequests && saturated()) {
    // The record due the longest, read along the due index: asked many times a second under
    // load, while thousands of records wait (ordering by creation time read them all, each time).
    const longest = db()
      .select({ nextAttemptAt: outbox.nextAttemptAt })
      .from(outbox)
      .where(due())
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(1)
      .get();
    if (longest && clock.nowMs() - Date.parse(longest.nextAttemptAt) < MAX_DEFER_MS) return 0;
  }
  for (;;) {
    const batch = db().select().from(outbox).where(due()).orderBy(asc(outbox.nextAttemptAt)).limit(BATCH).all();
    for (const record of batch) {
      await deliver(record);
      // A delivery that needs no network (a stored mail, a record with nowhere to go) settles in
      // microtasks only: without a turn of the event loop between records, a backlog of thousands
      // would hold every request (and the logger's buffered lines) until the last one is done.
      await new Promise((resume) => setImmediate(resume));
    }
    delivered += batch.length;
    if (batch.length < BATCH) return delivered;
  }
}

let draining: Promise<number> | undefined;

/**
 * Delivers every record that is due; one drain at a time per process. The worker's own rounds
 * pass `yieldToRequests` and step aside while the process is saturated; a direct call (an admin's
 * retry) delivers at once.
 */
export function deliverDue({ yieldToRequests = false } = {}): Promise<number> {
  // Cleared in a chained callback: a drain with nothing due settles synchronously, and clearing
  // it from inside would run before this assignment and leave a settled drain here for good.
  draining ??= drain(yieldToRequests).finally(() => {
    draining = undefined;
  });
  return draining;
}

let timer: NodeJS.Timeout | undefined;
let soon: NodeJS.Timeout | undefined;

function scheduleSoon(): void {
  if (!timer || soon) return;
  soon = setTimeout(() => {
    soon = undefined;
    deliverDue({ yieldToRequests: true }).catch((err) => logger.error({ err }, "outbox drain failed"));
  }, 10);
  soon.unref();
}

/** Polls the outbox in the server process; returns a stop function. */
export function startOutboxWorker(intervalMs = 2000): () => void {
  const tick = () => deliverDue({ yieldToRequests: true }).catch((err) => logger.error({ err }, "outbox drain failed"));
  timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return () => {
    clearInterval(timer);
    clearTimeout(soon);
    timer = undefined;
    soon = undefined;
  };
}

/** Records that used up their attempts, newest first, for the admin screen. */
export function listFailed(): OutboxRecord[] {
  return db().select().from(outbox).where(isNotNull(outbox.failedAt)).orderBy(sql`${outbox.id} desc`).all();
}

/** Puts a failed record back in the queue with a fresh set of attempts. */
export function retry(id: number): boolean {
  const result = db()
    .update(outbox)
    .set({ attempts: 0, failedAt: null, nextAttemptAt: nowIso() })
    .where(and(eq(outbox.id, id), isNotNull(outbox.failedAt)))
    .run();
  scheduleSoon();
  return result.changes > 0;
}
