import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, ne, or, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, preparedPerConnection, writeTransaction } from "~/db/client.server";
import { type Booking, bookings, type NewBooking } from "~/db/schema";
import { INITIAL_STATUS } from "~/domain/booking-lifecycle";
import { cityValue, parseCity, requiresPayment } from "~/domain/cities";
import { CURRENCY, priceFor, pricingJson } from "~/domain/pricing";
import { normalizeReadableReference, READABLE_LENGTH, readableReference } from "~/domain/readable-reference";
import { env } from "~/env.server";
import { bookingRecord } from "~/features/booking/booking-record";
import type { BookingInput } from "~/features/booking/booking-schema";
import { resolveCallingCode } from "~/features/booking/calling-codes";
import { recordCreation } from "~/features/booking/lifecycle.server";
import { queueRequestReceived } from "~/features/booking/lifecycle-mail.server";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { enqueue } from "~/platform/outbox/outbox.server";
import { UNLIMITED, type WriteAllowance } from "~/platform/write-allowance";

/**
 * Bookings: creating one (with its automation record) and finding it again. Admin listings
 * live in admin-bookings.server.ts.
 * Prices are always computed here from the reservation count, never taken from a request.
 */

export type RequestMeta = {
  userAgent: string | null;
  referrer: string | null;
  source: string;
  /** The language of the page the booking came from (the JSON API books in English). */
  language?: Language;
};

const REFERENCE_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** 16 characters from a 32-letter alphabet: 80 random bits, no look-alike letters. */
function newReference(): string {
  const bytes = randomBytes(16);
  return Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("");
}

/** A readable reference no booking has yet (a clash, one in billions, draws again). */
function newReadableReference(taken: (code: string) => boolean): string {
  for (;;) {
    const code = readableReference(randomBytes(READABLE_LENGTH));
    if (!taken(code)) return code;
  }
}

/**
 * The stored key has two parts. The first ties the attempt to what was submitted: the same
 * attempt sent twice finds its booking, while an attempt edited after going back (a different
 * trip) is a new one. The second, after a dot, is the attempt's key alone: sent again with the
 * booking's reference, it proves the caller is the client that saved the booking, which a
 * reference (printed on every email and PDF) does not (decision 0045). Bookings stored before
 * the second part existed keep the first only, and a retry of their attempt still finds them.
 */
function storedIdempotencyKey(attemptKey: string, input: BookingInput): { key: string; legacy: string } {
  const { idempotencyKey: _key, referrer: _referrer, ...details } = input;
  const legacy = createHash("sha256").update(attemptKey).update("\0").update(JSON.stringify(details)).digest("hex");
  return { key: `${legacy}.${attemptProof(attemptKey)}`, legacy };
}

/** The attempt's key alone, hashed (its own prefix, so it never equals the first part's hash). */
const attemptProof = (attemptKey: string) =>
  createHash("sha256").update("attempt-proof\0").update(attemptKey).digest("hex");

/**
 * Whether this is the idempotency key the booking was saved with: the proof a JSON client gives
 * that the booking is its own. False for a booking saved without a key, or before keys were kept
 * for this (compared in constant time).
 */
export function savedWithAttemptKey(booking: Pick<Booking, "idempotencyKey">, attemptKey: string | null): boolean {
  const stored = booking.idempotencyKey?.split(".")[1];
  if (!attemptKey || !stored || stored.length !== 64) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(attemptProof(attemptKey)));
}

/** The columns a new booking is given (the rest take their defaults in SQL). */
const INSERTED_COLUMNS = [
  "reference",
  "readableReference",
  "idempotencyKey",
  "regionCode",
  "cityName",
  "checkIn",
  "checkOut",
  "reservations",
  "name",
  "email",
  "countryCode",
  "phoneCountry",
  "phoneNumber",
  "phone",
  "basePriceCents",
  "includedReservations",
  "extraPriceCents",
  "extraCount",
  "totalCents",
  "currency",
  "status",
  "paymentStatus",
  "requiresPayment",
  "language",
  "serviceStartConsentAt",
] as const satisfies readonly (keyof NewBooking)[];
type InsertedColumn = (typeof INSERTED_COLUMNS)[number];

/**
 * The booking post's two statements, built once per connection: drizzle then skips building
 * the SQL on every post (a quarter of a post's time under load), and SQLite reuses the compiled
 * statement. Placeholders go through each column's own mapping (booleans as 0/1).
 */
function prepareBookingStatements(database: Executor) {
  const values = Object.fromEntries(INSERTED_COLUMNS.map((column) => [column, sql.placeholder(column)]));
  return {
    byIdempotencyKey: database
      .select()
      .from(bookings)
      .where(
        or(eq(bookings.idempotencyKey, sql.placeholder("key")), eq(bookings.idempotencyKey, sql.placeholder("legacy"))),
      )
      .prepare(),
    byReadableReference: database
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.readableReference, sql.placeholder("code")))
      .prepare(),
    insert: database
      .insert(bookings)
      .values(values as unknown as NewBooking)
      .returning()
      .prepare(),
  };
}

const bookingStatementsOn = preparedPerConnection(prepareBookingStatements);

export type CreatedBooking = { booking: Booking; created: boolean };

/**
 * Stores a booking and queues its automation record in one transaction; a repeated attempt returns the first
 * booking. A new booking takes one write from the client's allowance, checked and counted
 * inside the transaction so that parallel posts cannot all pass before any is counted; a repeat
 * is neither refused nor counted. "limited" when the client has no write left.
 */
export function createBooking(
  input: BookingInput,
  meta: RequestMeta,
  allowance: WriteAllowance = UNLIMITED,
): CreatedBooking | "limited" {
  const city = parseCity(input.city);
  const calling = resolveCallingCode(input.countryCode, input.phoneCountry);
  if (!city || !calling) throw new Error("createBooking needs input parsed by bookingSchema");
  const idempotencyKey = input.idempotencyKey ? storedIdempotencyKey(input.idempotencyKey, input) : null;
  const price = priceFor(input.reservations);
  const payable = requiresPayment(input.city);
  const production = env().APP_ENV === "production";

  return writeTransaction((tx): CreatedBooking | "limited" => {
    const { byIdempotencyKey, byReadableReference, insert } = bookingStatementsOn(tx);
    if (idempotencyKey) {
      const existing = byIdempotencyKey.get(idempotencyKey);
      if (existing) return { booking: existing, created: false };
    }
    if (!allowance.allowed) return "limited";
    const booking = insert.get({
      reference: newReference(),
      readableReference: newReadableReference((code) => byReadableReference.get({ code }) !== undefined),
      idempotencyKey: idempotencyKey?.key ?? null,
      regionCode: city.region,
      cityName: city.name,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      reservations: price.reservationCount,
      name: input.name,
      email: input.email,
      countryCode: calling.code,
      phoneCountry: calling.country,
      phoneNumber: input.phoneNumber,
      phone: `${calling.code} ${input.phoneNumber}`,
      basePriceCents: price.basePrice,
      includedReservations: price.included,
      extraPriceCents: price.extraPrice,
      extraCount: price.extraCount,
      totalCents: price.totalPrice,
      currency: CURRENCY,
      status: INITIAL_STATUS,
      paymentStatus: payable ? "pending" : "not_required",
      requiresPayment: payable,
      language: meta.language ?? DEFAULT_LANGUAGE,
      // The box ticked before paying (art. 16(a) of Directive 2011/83/EU), with its time; a request pays later.
      serviceStartConsentAt: payable && input.startConsent ? clock.now().toISOString() : null,
    } satisfies Record<InsertedColumn, unknown>);
    if (!booking) throw new Error("The booking insert returned no row");
    enqueue(tx, "booking", bookingRecord(booking, { ...meta, production }), booking.id);
    recordCreation(tx, booking.id, booking.createdAt);
    // A destination without upfront payment: the traveller hears at once that the request arrived.
    if (!payable) queueRequestReceived(tx, booking.id, booking.email);
    allowance.record();
    return { booking, created: true };
  });
}

/** The booking of an internal reference (the JSON API's bookingId, the payment session's metadata). */
export function findBookingByReference(reference: string): Booking | undefined {
  return db().select().from(bookings).where(eq(bookings.reference, reference)).get();
}

/**
 * The booking a person named: its readable reference however typed ("sbm 7kq3xd9"), or the old
 * internal one (links and emails sent before the readable one existed keep working).
 */
export function findBookingByAnyReference(typed: string): Booking | undefined {
  const readable = normalizeReadableReference(typed);
  if (readable) {
    const found = db().select().from(bookings).where(eq(bookings.readableReference, readable)).get();
    if (found) return found;
  }
  return findBookingByReference(typed.trim());
}

export function findBookingBySession(sessionId: string): Booking | undefined {
  return db().select().from(bookings).where(eq(bookings.stripeSessionId, sessionId)).get();
}

/**
 * Records the checkout session a booking is being paid through. A new session replaces an
 * expired one, and the booking is awaiting payment again (a booking flagged for payment
 * review keeps its flag); a paid booking is never touched.
 */
export function setCheckoutSession(bookingId: number, sessionId: string): void {
  const paymentStatus = sql<
    "pending" | "review"
  >`case when ${bookings.paymentStatus} = 'review' then 'review' else 'pending' end`;
  db()
    .update(bookings)
    .set({ stripeSessionId: sessionId, paymentStatus, updatedAt: clock.now().toISOString() })
    .where(and(eq(bookings.id, bookingId), ne(bookings.paymentStatus, "succeeded")))
    .run();
}

/** POST /api/update-webhook-status: an automation tool confirms it received a booking. */
export function updateWebhookStatus(reference: string, synced: boolean, sentAt: string): boolean {
  const result = db()
    .update(bookings)
    .set({ automationSynced: synced, lastWebhookSentAt: sentAt, updatedAt: clock.now().toISOString() })
    .where(eq(bookings.reference, reference))
    .run();
  return result.changes > 0;
}

/** What the JSON API tells a caller about a booking: no internal ids; amounts in euros with their cents. */
export function bookingView(booking: Booking) {
  return {
    // The spec's contract: bookingId is the internal reference the automation and the payment
    // session carry. The readable one is added beside it for people (decision 0039).
    bookingId: booking.reference,
    readableReference: booking.readableReference,
    city: cityValue(booking.regionCode, booking.cityName),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    reservations: booking.reservations,
    countryCode: booking.countryCode,
    phoneCountry: booking.phoneCountry,
    phone: booking.phone,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    requiresPayment: booking.requiresPayment,
    pricing: pricingJson(booking),
    currency: booking.currency,
    createdAt: booking.createdAt,
  };
}
