import { lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { limitEvents } from "~/db/schema";
import { runEvery } from "~/services/background/run-every.server";

/**
 * The per-client limits keep client addresses (and the emails of failed sign-ins) in
 * `limit_events`. No limit counts further back than 15 minutes; whatever is older than an
 * hour is deleted every minute, so none of it is kept longer (the privacy policy says so).
 */
export const LIMIT_EVENTS_KEPT_MS = 60 * 60 * 1000;

/** Deletes the limits' events older than an hour; returns how many. */
export function forgetOldLimitEvents(now = Date.now()): number {
  return db()
    .delete(limitEvents)
    .where(lte(limitEvents.at, now - LIMIT_EVENTS_KEPT_MS))
    .run().changes;
}

/** Runs it now and then every minute; returns a stop function. */
export function startLimitEventsErasure(intervalMs = 60 * 1000): () => void {
  return runEvery(intervalMs, "limit events erasure", () => forgetOldLimitEvents());
}
