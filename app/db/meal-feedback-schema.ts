import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// The booking and reservation tables are referenced lazily (inside callbacks), so the cycle
// with schema.ts, which re-exports this file, is harmless.
import { bookings, reservations } from "./schema";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * "How was it": the traveller's rating (1..5) of one meal of their trip, and an optional
 * comment, given through the signed link of the morning-after email (decision 0037). One row
 * per meal: a second click changes the rating. The traveller's personal data: exported with
 * the rest, and deleted with the booking (the cascade) or by the privacy service.
 */
export const mealFeedback = sqliteTable(
  "meal_feedback",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The meal (1..reservations of the booking) that was rated. */
    mealPosition: integer("meal_position").notNull(),
    /** The table as it was when rated (its restaurant and creator are read through it). */
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    /** Plain text, at most 1,000 characters; empty until the traveller writes one. */
    comment: text("comment").notNull().default(""),
    ratedAt: text("rated_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("meal_feedback_booking_meal_unique").on(t.bookingId, t.mealPosition),
    index("meal_feedback_reservation_idx").on(t.reservationId),
  ],
);

export type MealFeedbackRow = typeof mealFeedback.$inferSelect;
