import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { limitEvents } from "~/db/schema";
import { runEvery } from "~/platform/background/run-every.server";

/**
 * The per-client limits' events: each a client address (or the email of a failed sign-in)
 * with a time, in `limit_events`, so that every serving process counts the same ones. Every
 * read and write of the table is here. No limit counts further back than 15 minutes; whatever
 * is older than an hour is deleted every minute, so none of it is kept longer (the privacy
 * policy says so).
 */
export const LIMIT_EVENTS_KEPT_MS = 60 * 60 * 1000;

const inScope = (scope: string, key: string) => and(eq(limitEvents.scope, scope), eq(limitEvents.key, key));

/** A key's event times after `after`, oldest first. */
export function limitEventTimes(scope: string, key: string, after: number): number[] {
  return db()
    .select({ at: limitEvents.at })
    .from(limitEvents)
    .where(and(inScope(scope, key), gt(limitEvents.at, after)))
    .orderBy(asc(limitEvents.at))
    .all()
    .map((row) => row.at);
}

export function addLimitEvent(scope: string, key: string, at: number): void {
  db().insert(limitEvents).values({ scope, key, at }).run();
}

/** Takes back one event of the key recorded at `at`. */
export function removeLimitEvent(scope: string, key: string, at: number): void {
  const one = db()
    .select({ rowid: sql`rowid` })
    .from(limitEvents)
    .where(and(inScope(scope, key), eq(limitEvents.at, at)))
    .limit(1);
  db().delete(limitEvents).where(sql`rowid = (${one})`).run();
}

export function clearLimitEvents(scope: string, key: string): void {
  db().delete(limitEvents).where(inScope(scope, key)).run();
}

/** Deletes the events at or before `before` (of one limit only, when given); returns how many. */
export function forgetLimitEvents(before: number, scope?: string): number {
  const old = lte(limitEvents.at, before);
  return db()
    .delete(limitEvents)
    .where(scope === undefined ? old : and(eq(limitEvents.scope, scope), old))
    .run().changes;
}

/** Deletes the events older than an hour; returns how many. */
export function forgetOldLimitEvents(now = clock.nowMs()): number {
  return forgetLimitEvents(now - LIMIT_EVENTS_KEPT_MS);
}

/** Runs it now and then every minute; returns a stop function. */
export function startLimitEventsErasure(intervalMs = 60 * 1000): () => void {
  return runEvery(intervalMs, "limit events erasure", () => forgetOldLimitEvents());
}
