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
    /** UTC instant of the event (the send, the completion, the refund, the payout). */
    at: text("at").notNull(),
    /** On a `paid_out` or `payout_reversed` entry, the payout that paid this meal; null on every other kind. */
    payoutId: integer("payout_id"),
  },
  (t) => [
    uniqueIndex("creator_earnings_reservation_kind_unique").on(t.reservationId, t.kind),
    index("creator_earnings_creator_idx").on(t.creatorId, t.at),
    index("creator_earnings_booking_idx").on(t.bookingId),
  ],
);

/**
 * A creator's Stripe connected account (decision 0070): its id, and whether Stripe lets it
 * receive payouts now, as the last `account.updated` (or the return from onboarding) said. In
 * the local TEST mode the id is made here ("acct_test_local_…") and nothing reaches Stripe.
 */
export const creatorPayoutAccounts = sqliteTable("creator_payout_accounts", {
  creatorId: integer("creator_id")
    .primaryKey()
    .references(() => creators.id),
  stripeAccountId: text("stripe_account_id").notNull().unique(),
  payoutsEnabled: integer("payouts_enabled", { mode: "boolean" }).notNull().default(false),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
});

/**
 * One transfer to one creator for one period (YYYY-MM): the unique (creator, period) and the
 * transfer's idempotency key made of both mean a repeated or doubled run pays once. `status`
 * moves pending → paid, or pending → failed → pending (the next run's new attempt) → paid.
 */
export const creatorPayouts = sqliteTable(
  "creator_payouts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id),
    period: text("period").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The reservations (booked meals) this payout pays, as a JSON array of ids. */
    reservationIds: text("reservation_ids", { mode: "json" }).$type<number[]>().notNull(),
    destination: text("destination").notNull(),
    status: text("status", { enum: ["pending", "paid", "failed"] }).notNull(),
    /** Failed attempts so far: a new attempt after a refusal gets a key of its own. */
    attempts: integer("attempts").notNull().default(0),
    stripeTransferId: text("stripe_transfer_id"),
    /** What Stripe has taken back of the transfer so far (its `amount_reversed`): 0, part, or all of it. */
    reversedCents: integer("reversed_cents").notNull().default(0),
    error: text("error"),
    runId: integer("run_id"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("creator_payouts_creator_period_unique").on(t.creatorId, t.period),
    index("creator_payouts_status_idx").on(t.status),
  ],
);

/**
 * Each payout run, by an owner or the monthly job. The partial unique index lets one run be
 * under way at a time: a second one started meanwhile is refused, not run alongside.
 */
export const payoutRuns = sqliteTable(
  "payout_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    period: text("period").notNull(),
    startedBy: text("started_by").notNull(),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at"),
    /** "running" until it ends; "abandoned" when a crashed run is found later. */
    state: text("state", { enum: ["running", "finished", "abandoned"] }).notNull(),
  },
  (t) => [uniqueIndex("payout_runs_one_running").on(t.state).where(sql`state = 'running'`)],
);

/** What a run did for each creator it looked at: paid, failed, or carried over with the reason. */
export const payoutRunLines = sqliteTable(
  "payout_run_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    runId: integer("run_id")
      .notNull()
      .references(() => payoutRuns.id),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id),
    outcome: text("outcome", { enum: ["paid", "failed", "carried_over"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    payoutId: integer("payout_id"),
    /** Why a creator was carried over ("no_account", "payouts_disabled") or the transfer's error. */
    reason: text("reason"),
  },
  (t) => [index("payout_run_lines_run_idx").on(t.runId)],
);

export type CreatorRateRow = typeof creatorRates.$inferSelect;
export type CreatorEarningRow = typeof creatorEarnings.$inferSelect;
export type CreatorPayoutAccountRow = typeof creatorPayoutAccounts.$inferSelect;
