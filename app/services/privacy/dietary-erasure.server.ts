import { inArray, lt, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { db, writeTransaction } from "~/db/client.server";
import { bookings, dietaryNeeds } from "~/db/schema";
import { logger } from "~/logger.server";
import { runEvery } from "~/services/background/run-every.server";

/**
 * Dietary needs and allergies are health or belief data, kept only as long as the trip needs
 * them: 30 days after check-out the row is deleted. A daily job in the server process does it.
 */
export const DIETARY_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last check-out day (YYYY-MM-DD, UTC) whose dietary answers must be gone by `now`. */
export function erasureCutoff(now: Date): string {
  return new Date(now.getTime() - DIETARY_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Deletes the dietary answers of every booking whose check-out was more than 30 days ago; returns how many. */
export function eraseExpiredDietaryNeeds(now = clock.now()): number {
  const cutoff = erasureCutoff(now);
  // Overwrite the freed pages so the answers are not left readable in the file; only for this
  // delete, so every other write of the app's one connection keeps its usual cost.
  db().run(sql`PRAGMA secure_delete = ON`);
  let erased: number;
  try {
    erased = writeTransaction((tx) => {
      const expired = tx.select({ id: bookings.id }).from(bookings).where(lt(bookings.checkOut, cutoff));
      return tx.delete(dietaryNeeds).where(inArray(dietaryNeeds.bookingId, expired)).run().changes;
    });
  } finally {
    db().run(sql`PRAGMA secure_delete = OFF`);
  }
  logger.info({ erased, checkOutBefore: cutoff }, "dietary needs erased after the trip");
  return erased;
}

/** Runs the erasure now and then once a day; returns a stop function. */
export function startDietaryErasure(intervalMs = DAY_MS): () => void {
  return runEvery(intervalMs, "dietary erasure", () => eraseExpiredDietaryNeeds());
}
