import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Every timestamp is a UTC ISO-8601 string; every amount is integer cents. */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const timestamps = {
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
};

export const creators = sqliteTable(
  "creators",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** Stored lower-cased: one application per address. */
    email: text("email").notNull(),
    city: text("city").notNull(),
    instagram: text("instagram").notNull(),
    tiktok: text("tiktok"),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    appliedAt: text("applied_at").notNull().default(now),
    approvedAt: text("approved_at"),
    rejectedAt: text("rejected_at"),
    /** argon2id; null until the creator chooses a password through their one-time link. */
    passwordHash: text("password_hash"),
    /** SHA-256 of the one-time set-password token; the token itself is never stored. */
    setPasswordTokenHash: text("set_password_token_hash"),
    setPasswordExpiresAt: text("set_password_expires_at"),
    ...timestamps,
  },
  (t) => [uniqueIndex("creators_email_unique").on(t.email), index("creators_applied_at_idx").on(t.appliedAt)],
);

export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Random and unguessable: the only booking identifier that appears in links. */
    reference: text("reference").notNull(),
    /** Set by the form per attempt, so a double submit or retry finds the same booking. */
    idempotencyKey: text("idempotency_key"),
    regionCode: text("region_code").notNull(),
    cityName: text("city_name").notNull(),
    checkIn: text("check_in").notNull(),
    checkOut: text("check_out").notNull(),
    reservations: integer("reservations").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Calling code as shown to the traveller, e.g. "+1". */
    countryCode: text("country_code").notNull(),
    /** ISO country of the calling code ("US" and "CA" share +1). */
    phoneCountry: text("phone_country").notNull(),
    phoneNumber: text("phone_number").notNull(),
    phone: text("phone").notNull(),
    basePriceCents: integer("base_price_cents").notNull(),
    includedReservations: integer("included_reservations").notNull(),
    extraPriceCents: integer("extra_price_cents").notNull(),
    extraCount: integer("extra_count").notNull(),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    status: text("status").notNull().default("pending"),
    /** 'review': a paid session that did not match the booking arrived; the booking is unpaid until an admin looks. */
    paymentStatus: text("payment_status", {
      enum: ["pending", "succeeded", "failed", "not_required", "review"],
    }).notNull(),
    requiresPayment: integer("requires_payment", { mode: "boolean" }).notNull(),
    stripeSessionId: text("stripe_session_id"),
    paymentIntentId: text("payment_intent_id"),
    amountPaidCents: integer("amount_paid_cents"),
    paidAt: text("paid_at"),
    /** Per-meal details the concierge collects after payment; shown on creator dashboards when present. */
    budgetPerMeal: text("budget_per_meal"),
    preferences: text("preferences"),
    dietary: text("dietary"),
    assignedCreatorId: integer("assigned_creator_id").references(() => creators.id, { onDelete: "set null" }),
    /** Whether the automation has every record of this booking (shown to its tool as `airtable_synced`). */
    automationSynced: integer("automation_synced", { mode: "boolean" }).notNull().default(false),
    lastWebhookSentAt: text("last_webhook_sent_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("bookings_reference_unique").on(t.reference),
    uniqueIndex("bookings_idempotency_key_unique").on(t.idempotencyKey),
    uniqueIndex("bookings_stripe_session_unique").on(t.stripeSessionId),
    index("bookings_created_at_idx").on(t.createdAt),
    index("bookings_city_idx").on(t.regionCode, t.cityName),
    index("bookings_assigned_creator_idx").on(t.assignedCreatorId),
  ],
);

export const recommendations = sqliteTable(
  "recommendations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    restaurantName: text("restaurant_name").notNull(),
    googleMapsLink: text("google_maps_link").notNull(),
    dishSuggestion: text("dish_suggestion").notNull(),
    submittedAt: text("submitted_at").notNull().default(now),
  },
  (t) => [index("recommendations_booking_idx").on(t.bookingId), index("recommendations_creator_idx").on(t.creatorId)],
);

/** One row per outbound automation webhook; drained by the worker in the server process. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type", { enum: ["booking", "payment", "creator", "creator_approved", "creator_reapplied"] }).notNull(),
    payload: text("payload", { mode: "json" }).notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    deliveredAt: text("delivered_at"),
    /** Set once the record used up its attempts; admins see it and can retry. */
    failedAt: text("failed_at"),
    lastError: text("last_error"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("outbox_due_idx").on(t.deliveredAt, t.failedAt, t.nextAttemptAt)],
);

/**
 * Admin and creator sessions. The cookie carries only a random token; the row (found by the
 * token's SHA-256) says what kind of session it is, whose it is and whether it still holds,
 * so logging out, a new password or a new admin token ends a session on the server.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull(),
    kind: text("kind", { enum: ["admin", "creator"] }).notNull(),
    /** A creator's id; for an admin, a keyed hash of the admin token the session was opened with. */
    subject: text("subject").notNull(),
    /** Where it was opened from, shown to admins on their sessions list. */
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    createdAt: text("created_at").notNull().default(now),
    lastSeenAt: text("last_seen_at").notNull().default(now),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_unique").on(t.tokenHash),
    index("sessions_kind_subject_idx").on(t.kind, t.subject),
  ],
);

/** Ids of Stripe events already handled, so a redelivered event changes nothing. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: text("received_at").notNull().default(now),
});

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type Creator = typeof creators.$inferSelect;
export type Recommendation = typeof recommendations.$inferSelect;
export type OutboxRecord = typeof outbox.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OutboxType = OutboxRecord["type"];
