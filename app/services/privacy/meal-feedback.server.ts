import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { mealFeedback } from "~/db/schema";

/**
 * The travellers' meal ratings and comments are their personal data (issue 31): the full
 * export carries them (exports.server.ts, "mealFeedback"), deleting a booking deletes them
 * (the foreign key cascades), and erasing a booking's personal data calls this in its own
 * transaction. What the creators' and the team's figures showed is recomputed from what is left.
 */
export function eraseMealFeedback(executor: Executor, bookingId: number): number {
  return executor.delete(mealFeedback).where(eq(mealFeedback.bookingId, bookingId)).run().changes;
}

/** A booking's ratings as a subject-access answer lists them. */
export function mealFeedbackOf(executor: Executor, bookingId: number) {
  return executor
    .select({
      mealPosition: mealFeedback.mealPosition,
      rating: mealFeedback.rating,
      comment: mealFeedback.comment,
      ratedAt: mealFeedback.ratedAt,
      updatedAt: mealFeedback.updatedAt,
    })
    .from(mealFeedback)
    .where(eq(mealFeedback.bookingId, bookingId))
    .all();
}
