import { sql } from "drizzle-orm";
import { blob, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { AUDIT_OUTCOMES } from "../domain/audit-actions";
import { BOOKING_STATUSES, INITIAL_STATUS, LIFECYCLE_ACTORS } from "../domain/booking-lifecycle";
import { REFUND_STATUSES } from "../domain/cancellation-policy";
import { MAIL_TYPES } from "../domain/mail-types";
import { STAFF_ROLES, STAFF_STATUSES } from "../domain/staff-roles";
import type { ItineraryDocument } from "../features/itinerary/itinerary";
import { LANGUAGES } from "../i18n/languages";

export * from "../features/invoices/invoice-tables";

/** Every timestamp is a UTC ISO-8601 string; every amount is integer cents. The database's "now" in that form. */
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
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
    /** The language of the page the creator applied from: their emails and set-password link use it. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    ...timestamps,
  },
  (t) => [uniqueIndex("creators_email_unique").on(t.email), index("creators_applied_at_idx").on(t.appliedAt)],
);

export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Random and unguessable: the internal identifier (the payment session and the JSON API carry it); never shown to a traveller. */
    reference: text("reference").notNull(),
    /**
     * The booking's reference as people read it aloud, e.g. "SBM-7KQ3-XD9" (domain/readable-reference.ts):
     * the one shown on every page, email and PDF, and typed into every search (decision 0039).
     */
    readableReference: text("readable_reference").notNull(),
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
    /** Where the booking is in the service; every change goes through the lifecycle's one transition function. */
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default(INITIAL_STATUS),
    /** 'review': a paid session that did not match the booking arrived; the booking is unpaid until an admin looks. */
    paymentStatus: text("payment_status", {
      enum: ["pending", "succeeded", "failed", "not_required", "review"],
    }).notNull(),
    requiresPayment: integer("requires_payment", { mode: "boolean" }).notNull(),
    stripeSessionId: text("stripe_session_id"),
    paymentIntentId: text("payment_intent_id"),
    amountPaidCents: integer("amount_paid_cents"),
    paidAt: text("paid_at"),
    /**
     * When the traveller, before paying, asked for the service to start within the withdrawal
     * period and acknowledged losing the right once it is fully performed (Directive 2011/83/EU
     * art. 16(a)); null until then (a request not yet paid, or a booking made before the box).
     */
    serviceStartConsentAt: text("service_start_consent_at"),
    assignedCreatorId: integer("assigned_creator_id").references(() => creators.id, { onDelete: "set null" }),
    /** The concierge whose booking this is (the queue's "Mine"); null while nobody has taken it. */
    assignedStaffId: integer("assigned_staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Whether the automation has every record of this booking (shown to its tool as `airtable_synced`). */
    automationSynced: integer("automation_synced", { mode: "boolean" }).notNull().default(false),
    lastWebhookSentAt: text("last_webhook_sent_at"),
    /** When the concierge confirmed a no-payment request and asked the traveller to pay it. */
    paymentRequestedAt: text("payment_requested_at"),
    /** When a person of the team first contacted the traveller (the workspace's "Mark as contacted"), and who. */
    contactedAt: text("contacted_at"),
    contactedByStaffId: integer("contacted_by_staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** The language of the page the traveller booked from: every email, the trip page and Checkout use it. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("bookings_reference_unique").on(t.reference),
    uniqueIndex("bookings_readable_reference_unique").on(t.readableReference),
    uniqueIndex("bookings_idempotency_key_unique").on(t.idempotencyKey),
    uniqueIndex("bookings_stripe_session_unique").on(t.stripeSessionId),
    index("bookings_created_at_idx").on(t.createdAt),
    // The admin search's "Booking Reference" from /success: the payment session's last 8
    // characters in capitals, looked up here instead of computed on every booking (decision 0041).
    index("bookings_session_suffix_idx").on(sql`upper(substr(${t.stripeSessionId}, -8))`),
    index("bookings_city_idx").on(t.regionCode, t.cityName),
    index("bookings_assigned_creator_idx").on(t.assignedCreatorId),
    // A creator's dashboard: their city's requests that nobody has accepted yet, by status
    // (features/creators/creator-requests.server.ts), without reading every unassigned booking.
    index("bookings_open_to_creators_idx").on(t.cityName, t.assignedCreatorId, t.status),
    index("bookings_assigned_staff_idx").on(t.assignedStaffId),
    // The hourly trip completion (and its run at every start) finds the trips of one status
    // whose check-out has passed: without it, a read of every booking (decision 0042).
    index("bookings_status_check_out_idx").on(t.status, t.checkOut),
    // The daily dietary erasure (also run at every start) asks for the trips whose check-out is
    // more than 30 days old: a range of this index, not a read of every booking (decision 0042).
    index("bookings_check_out_idx").on(t.checkOut),
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
    /** The meal (1..reservations of the booking) the pick is for; null for picks made before meals were named. */
    mealPosition: integer("meal_position"),
    /** The directory's entry the pick was made from (a plain number, like the reservation's). */
    restaurantId: integer("restaurant_id"),
    submittedAt: text("submitted_at").notNull().default(now),
  },
  (t) => [index("recommendations_booking_idx").on(t.bookingId), index("recommendations_creator_idx").on(t.creatorId)],
);

/** One row per outbound automation webhook; drained by the worker in the server process. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type", {
      enum: [
        "booking",
        "payment",
        "creator",
        "creator_approved",
        "creator_reapplied",
        "mail",
        "itinerary",
        "staff_mail",
        "conversation_mail",
      ],
    }).notNull(),
    payload: text("payload", { mode: "json" }).notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    deliveredAt: text("delivered_at"),
    /** Set once the record used up its attempts; admins see it and can retry. */
    failedAt: text("failed_at"),
    lastError: text("last_error"),
    /**
     * What makes a record one of a kind, e.g. "mail:payment_confirmed:booking:42": a second
     * enqueue with the same key (a Stripe retry, a repeated transition) adds nothing.
     */
    dedupeKey: text("dedupe_key"),
    /** Set when what the record would send no longer applies (a reminder after the answer came). */
    cancelledAt: text("cancelled_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    index("outbox_due_idx").on(t.deliveredAt, t.failedAt, t.nextAttemptAt),
    uniqueIndex("outbox_dedupe_key_unique").on(t.dedupeKey),
  ],
);

/** The history of every booking: one row per lifecycle transition, oldest first. */
export const bookingEvents = sqliteTable(
  "booking_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** Null for the row that records the booking's creation. */
    fromStatus: text("from_status", { enum: BOOKING_STATUSES }),
    toStatus: text("to_status", { enum: BOOKING_STATUSES }).notNull(),
    actor: text("actor", { enum: LIFECYCLE_ACTORS }).notNull(),
    /**
     * Who among the actor's kind: a creator's id, or `staff:<id>` for a person of the team (an
     * "admin" row without one is the shared token's, from before the team had names); null for
     * the system and the traveller.
     */
    actorId: text("actor_id"),
    note: text("note"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.id)],
);

/**
 * Private trip links. Each issued link is a row: /success, the payment email and the
 * "lost your link?" form each mint their own, so showing one never invalidates another.
 * Only the token's SHA-256 is stored.
 */
export const tripLinks = sqliteTable(
  "trip_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("trip_links_token_hash_unique").on(t.tokenHash), index("trip_links_booking_idx").on(t.bookingId)],
);

/** The traveller's wishes for one reservation of a booking (position 1..reservations). */
export const meals = sqliteTable(
  "meals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** A local date within the stay (YYYY-MM-DD), or null for "any day". */
    date: text("date"),
    meal: text("meal").notNull(),
    vibe: text("vibe").notNull(),
    cuisine: text("cuisine").notNull().default(""),
    budgetBand: text("budget_band").notNull(),
    partySize: integer("party_size").notNull(),
    occasion: text("occasion").notNull(),
    note: text("note").notNull().default(""),
    ...timestamps,
  },
  (t) => [uniqueIndex("meals_booking_position_unique").on(t.bookingId, t.position)],
);

/**
 * The party's dietary needs and allergies: health or belief data, kept only with the consent
 * recorded here, shown only to the concierge and the assigned creator, and erased (the row
 * deleted) 30 days after check-out.
 */
export const dietaryNeeds = sqliteTable("dietary_needs", {
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  /** JSON array of the fixed choices ticked. */
  needs: text("needs", { mode: "json" }).$type<string[]>().notNull(),
  other: text("other").notNull().default(""),
  consentedAt: text("consented_at").notNull(),
  ...timestamps,
});

/**
 * Every email the app produced, as rendered. On the embedded default (no SMTP_URL) this is
 * the only place mail goes ("stored"); with SMTP it records what was sent.
 */
export const mailMessages = sqliteTable(
  "mail_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    creatorId: integer("creator_id").references(() => creators.id, { onDelete: "set null" }),
    type: text("type", { enum: MAIL_TYPES }).notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** What was attached: name, type and size (the content itself is not kept). */
    attachments: text("attachments", { mode: "json" }).$type<
      { filename: string; contentType: string; size: number }[]
    >(),
    status: text("status", { enum: ["stored", "sent"] }).notNull(),
    /** The SMTP server's message id when sent. */
    messageId: text("message_id"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    index("mail_messages_created_idx").on(t.createdAt),
    // Erasures and a booking's mail list read a booking's copies; without it each read every kept email.
    index("mail_messages_booking_idx").on(t.bookingId, t.type),
  ],
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
    kind: text("kind", { enum: ["admin", "creator", "staff_pending"] }).notNull(),
    /**
     * A creator's id; for a staff member `staff:<id>`; for a session opened with the admin token
     * (only before the first owner exists), a keyed hash of that token. `staff_pending` is a
     * sign-in whose password checked out and whose second factor is still to come (minutes).
     */
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

/**
 * Money given back on a booking, one row per refund. The row is written before Stripe is asked
 * (status 'pending', with the idempotency key the request will carry), so a crash between the two
 * leaves a row a retry can finish with the same key, and Stripe never refunds twice.
 */
export const refunds = sqliteTable(
  "refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    stripeRefundId: text("stripe_refund_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    actor: text("actor", { enum: LIFECYCLE_ACTORS }).notNull(),
    ...timestamps,
  },
  (t) => [
    index("refunds_booking_idx").on(t.bookingId),
    uniqueIndex("refunds_idempotency_key_unique").on(t.idempotencyKey),
    uniqueIndex("refunds_stripe_refund_unique").on(t.stripeRefundId),
  ],
);

/**
 * The table booked in the traveller's name for one meal (position 1..reservations). The time is
 * stored as the concierge typed it, local to the city, with the city's IANA zone beside it, and
 * as the UTC instant it stands for (computed from both), so calendars and sorting need no zone
 * arithmetic. `sequence` counts the edits, for calendar updates that replace the event.
 */
export const reservations = sqliteTable(
  "reservations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    mealPosition: integer("meal_position").notNull(),
    recommendationId: integer("recommendation_id").references(() => recommendations.id, { onDelete: "set null" }),
    /**
     * The directory's restaurant the table was filled from, or null. A plain number checked when
     * saved (the directory's table lives in its feature); the name and address stay as typed.
     */
    restaurantId: integer("restaurant_id"),
    restaurantName: text("restaurant_name").notNull(),
    address: text("address").notNull(),
    mapsUrl: text("maps_url"),
    /** YYYY-MM-DD and HH:MM, local to `timeZone`. */
    localDate: text("local_date").notNull(),
    localTime: text("local_time").notNull(),
    timeZone: text("time_zone").notNull(),
    startsAt: text("starts_at").notNull(),
    partySize: integer("party_size").notNull(),
    tableName: text("table_name").notNull(),
    confirmationCode: text("confirmation_code").notNull().default(""),
    dishTips: text("dish_tips").notNull().default(""),
    travellerNote: text("traveller_note").notNull().default(""),
    /** The restaurant's own cancellation terms, as the concierge recorded them (the reminder repeats them). */
    cancellationNote: text("cancellation_note").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("reservations_booking_meal_unique").on(t.bookingId, t.mealPosition),
    index("reservations_restaurant_idx").on(t.restaurantId),
  ],
);

/**
 * The itinerary sent to the traveller, one row per booking: the document as sent (see
 * features/itinerary/itinerary.ts) and its PDF, rendered once per version in the background. The PDF
 * carries the private trip link, so it rests sealed (AES-256-GCM) like every other private
 * link; `pdf_sha256` is the digest of the PDF itself, as downloaded.
 */
export const itineraries = sqliteTable(
  "itineraries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    document: text("document", { mode: "json" }).$type<ItineraryDocument>().notNull(),
    sentAt: text("sent_at").notNull(),
    /** The version the stored PDF shows; behind `version` while a new one renders. */
    pdfVersion: integer("pdf_version"),
    pdfSealed: blob("pdf_sealed", { mode: "buffer" }),
    pdfSha256: text("pdf_sha256"),
    pdfBytes: integer("pdf_bytes"),
    renderMs: integer("render_ms"),
    renderedAt: text("rendered_at"),
    ...timestamps,
  },
  (t) => [uniqueIndex("itineraries_booking_unique").on(t.bookingId)],
);

/** The concierge's internal notes on a booking: never shown to the traveller, never in an email. */
export const bookingNotes = sqliteTable(
  "booking_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** Who wrote it: `staff:<id>` (a person of the team), "admin" (the shared admin token) or "creator:<id>". */
    author: text("author").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("booking_notes_booking_idx").on(t.bookingId)],
);

/**
 * Who runs the once-per-site background jobs (the outbox worker, the daily jobs). With one
 * process per core every process competes for the lease; the holder renews it, and when a
 * process dies its lease runs out and another takes over.
 */
export const jobLeases = sqliteTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: text("expires_at").notNull(),
});

/**
 * The per-client limits' events (a booking stored, a failed login...), one row each, kept
 * while inside their limit's window. In the database rather than in a process's memory, so
 * that every serving process counts the same attempts.
 */
export const limitEvents = sqliteTable(
  "limit_events",
  {
    /** Which limit counts it (each keeps its own keys). */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** When, in milliseconds since the epoch. */
    at: integer("at").notNull(),
  },
  (t) => [index("limit_events_scope_key_at_idx").on(t.scope, t.key, t.at)],
);

/**
 * The people who run the business (decision 0031). The email is stored lower-cased and unique
 * whatever its case; the password is argon2id; the TOTP secret rests sealed (AES-256-GCM under
 * SESSION_SECRET, bound to the account), so a copy of the file cannot mint codes. A one-time
 * link (invitation or password reset) keeps only its token's SHA-256, as creators' links do.
 */
export const staff = sqliteTable(
  "staff",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Null until the invitation is accepted. */
    passwordHash: text("password_hash"),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    status: text("status", { enum: STAFF_STATUSES }).notNull().default("invited"),
    /** The language of their own emails (invitation, password reset). */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** The TOTP secret, sealed; set when setup begins, trusted only once `totp_enabled_at` is set. */
    totpSecretSealed: text("totp_secret_sealed"),
    totpEnabledAt: text("totp_enabled_at"),
    /**
     * The time step (Unix time / 30 s) of the last code accepted: a code of that step or an
     * earlier one is refused, so no code opens two sessions (RFC 6238, 5.2).
     */
    totpLastStep: integer("totp_last_step"),
    setPasswordTokenHash: text("set_password_token_hash"),
    setPasswordExpiresAt: text("set_password_expires_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("staff_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("staff_set_password_token_unique").on(t.setPasswordTokenHash),
  ],
);

/** Ten single-use recovery codes per person, shown once; only their SHA-256 is kept. */
export const staffRecoveryCodes = sqliteTable(
  "staff_recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("staff_recovery_codes_staff_idx").on(t.staffId)],
);

/**
 * Append-only record of every security-relevant or money-moving action. Triggers (migration
 * 0012) refuse UPDATE always and DELETE except of rows older than the cutoff of a retention
 * run in progress (`audit_retention_runs`). No secrets and no personal data beyond the actor
 * and the object's id.
 */
export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull(),
    /** Null for the system or the bootstrap token. */
    actorStaffId: integer("actor_staff_id").references(() => staff.id),
    /** The actor as shown then ("Marta López", "admin token", "system"). */
    actorLabel: text("actor_label").notNull(),
    role: text("role"),
    action: text("action").notNull(),
    objectType: text("object_type"),
    objectId: text("object_id"),
    clientAddress: text("client_address"),
    outcome: text("outcome", { enum: AUDIT_OUTCOMES }).notNull(),
    /** Small facts (a row count, an amount in cents, a role), never a secret or a traveller's details. */
    detail: text("detail", { mode: "json" }).$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    index("audit_events_actor_idx").on(t.actorStaffId, t.id),
    index("audit_events_object_idx").on(t.objectType, t.objectId, t.id),
  ],
);

/** At most one row, while the retention job runs: the audit triggers let it delete rows older than `cutoff`. */
export const auditRetentionRuns = sqliteTable("audit_retention_runs", {
  id: integer("id").primaryKey(),
  cutoff: text("cutoff").notNull(),
});

/**
 * The owners' settings (decision 0031), one row per key, e.g. `auto_assign`: whether new paid
 * bookings go to the least busy concierge. A key without a row holds its default (off).
 */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<boolean | number | string>().notNull(),
  /** Who set it last, as shown then ("Olga Owner"). */
  updatedBy: text("updated_by").notNull(),
  updatedAt: text("updated_at").notNull().default(now),
});

export type StaffRow = typeof staff.$inferSelect;
export type AuditEventRow = typeof auditEvents.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type ItineraryRow = typeof itineraries.$inferSelect;
export type BookingNoteRow = typeof bookingNotes.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type Creator = typeof creators.$inferSelect;
export type Recommendation = typeof recommendations.$inferSelect;
export type OutboxRecord = typeof outbox.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OutboxType = OutboxRecord["type"];
export type BookingEvent = typeof bookingEvents.$inferSelect;
export type DietaryRow = typeof dietaryNeeds.$inferSelect;
export type MailMessageRow = typeof mailMessages.$inferSelect;

/**
 * "How was it": the traveller's rating (1..5) of one meal of their trip, and an optional
 * comment, given through the signed link of the morning-after email. One row per
 * meal: a second click changes the rating. The traveller's personal data: exported with the
 * rest, deleted with the booking (the cascade) and by the privacy service.
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
