import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { BOOKING_METHODS } from "./restaurants";

/**
 * `listed`: in the directory. `pending`: added by a creator with a pick, waiting for the team's
 * review. `merged`: found to be another entry's duplicate; `merged_into_id` names that entry.
 */
export const RESTAURANT_STATES = ["listed", "pending", "merged"] as const;

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The team's restaurant directory (decision 0071): what the concierges know about a place, once,
 * for every trip that goes there. It holds restaurants, never travellers. `dedupe_key` is the
 * name and address folded (restaurants.ts `dedupeKey`), so the same place typed twice with other
 * accents, case or punctuation is found and refused rather than stored again.
 */
export const restaurants = sqliteTable(
  "restaurants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** A catalogue city's name ("Madrid"). */
    cityName: text("city_name").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    /** An https link to a map service (as the reservation form accepts), or null. */
    mapsUrl: text("maps_url"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    phone: text("phone").notNull().default(""),
    website: text("website").notNull().default(""),
    cuisine: text("cuisine").notNull().default(""),
    /** 1 (€) to 4 (€€€€). */
    priceLevel: integer("price_level").notNull(),
    bookingMethod: text("booking_method", { enum: BOOKING_METHODS }).notNull(),
    /** The number to call, the address to write, or the booking page. */
    bookingDetails: text("booking_details").notNull().default(""),
    cancellationTerms: text("cancellation_terms").notNull().default(""),
    noShowTerms: text("no_show_terms").notNull().default(""),
    teamNotes: text("team_notes").notNull().default(""),
    /** The days it opens, as "mon,tue,…" in week order; empty when not known. */
    openingDays: text("opening_days").notNull().default(""),
    dedupeKey: text("dedupe_key").notNull(),
    state: text("state", { enum: RESTAURANT_STATES }).notNull().default("listed"),
    /** The creator who added it with a pick, or null when the team added it. */
    addedByCreatorId: integer("added_by_creator_id"),
    mergedIntoId: integer("merged_into_id"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("restaurants_dedupe_key_unique").on(t.dedupeKey),
    index("restaurants_city_name_idx").on(t.cityName, t.name),
    index("restaurants_state_idx").on(t.state),
  ],
);

export type RestaurantRow = typeof restaurants.$inferSelect;
