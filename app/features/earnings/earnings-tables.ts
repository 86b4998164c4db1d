import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Not re-exported from schema.ts (it imports the booking and creator tables from there): the
// connection's schema and drizzle.config.ts name both files.
import { bookings, creators } from "../../db/schema";
import { EARNING_KINDS } from "./earnings";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Creators' earnings (decision 0068). Both tables are append-only, like the invoices: triggers
 * in the migration that made them refuse every UPDATE and DELETE, so a rate is changed by a new
 * row and an earning undone by a reversing entry. Amounts are integer cents.
 */

/**
 * What a meal booked from a creator's pick earns, from a day on: for one city, or for every
 * city (`city_name` null). The rate in force on a day is the latest row applying by then, the
 * city's before the default; two rows from the same day: the one added last.
 */
export const creatorRates = sqliteTable(
  "creator_rates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** A catalogue city's name ("Madrid"), or null for the default. */
    cityName: text("city_name"),
    amountCents: integer("amount_cents").notNull(),
    /** YYYY-MM-DD, a calendar day in Madrid (where the company is). */
    appliesFrom: text("applies_from").notNull(),
    /** Who set it, as shown then ("Olga Owner"). */
    setBy: text("set_by").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("creator_rates_city_from_idx").on(t.cityName, t.appliesFrom)],
);

/**
 * The ledger: one row per event of one booked meal's earning, never changed. The meal is named
 * by its reservation, so one meal has at most one entry of each kind whatever retries or sends
 * again. The restaurant and meal are copied as they were when earned.
 */
export const creatorEarnings = sqliteTable(
  "creator_earnings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    /** The reservation (the booked meal); a plain number, so nothing the reservation does reaches this row. */
    reservationId: integer("reservation_id").notNull(),
    recommendationId: integer("recommendation_id").notNull(),
    mealPosition: integer("meal_position").notNull(),
    restaurantName: text("restaurant_name").notNull(),
    kind: text("kind", { enum: EARNING_KINDS }).notNull(),
    /** Positive for `earned` and `payable` (the same sum, now payable), negative for `reversed`. */
    amountCents: integer("amount_cents").notNull(),
    /** The rate row the earning used; null when the built-in default applied. */
    rateId: integer("rate_id"),
    /** UTC instant of the event (the send, the completion, the refund). */
    at: text("at").notNull(),
  },
  (t) => [
    uniqueIndex("creator_earnings_reservation_kind_unique").on(t.reservationId, t.kind),
    index("creator_earnings_creator_idx").on(t.creatorId, t.at),
    index("creator_earnings_booking_idx").on(t.bookingId),
  ],
);

export type CreatorRateRow = typeof creatorRates.$inferSelect;
export type CreatorEarningRow = typeof creatorEarnings.$inferSelect;
