import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { mealFeedback } from "~/db/schema";

/**
 * The travellers' meal ratings and comments are their personal data: the full
 * export carries them (exports.server.ts, "mealFeedback") and deleting a booking deletes them
 * (the foreign key cascades). A comment is free text that may say more than a verdict (an
 * allergy, who they dined with), so it goes 30 days after check-out with the conversation
 * (dietary-erasure.server.ts); the score stays, a number the creators' figures are made of.
 */
export function eraseMealComments(executor: Executor, bookingId: number): number {
  return executor
    .update(mealFeedback)
    .set({ comment: "" })
    .where(and(eq(mealFeedback.bookingId, bookingId), ne(mealFeedback.comment, "")))
    .run().changes;
}
