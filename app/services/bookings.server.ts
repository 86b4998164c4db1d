import { createHash, randomBytes } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type Booking, bookings } from "~/db/schema";
import { bookingRecord } from "~/domain/booking-record";
import type { BookingInput } from "~/domain/booking-schema";
import { callingCodeOf } from "~/domain/calling-codes";
import { parseCity, requiresPayment } from "~/domain/cities";
import { CURRENCY, priceFor } from "~/domain/pricing";
import { env } from "~/env.server";
import { enqueue } from "./outbox.server";

/**
 * Bookings: creating one (with its automation record) and the queries other screens use.
 * Prices are always computed here from the reservation count, never taken from a request.
 */

export type RequestMeta = { userAgent: string | null; referrer: string | null; source: string };

const REFERENCE_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** 16 characters from a 32-letter alphabet: 80 random bits, no look-alike letters. */
export function newReference(): string {
  const bytes = randomBytes(16);
  return Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("");
}

/**
 * The stored key ties the form attempt to what was submitted: the same attempt sent twice
 * finds its booking, while an attempt edited after going back (a different trip) is a new one.
 */
function storedIdempotencyKey(attemptKey: string, input: BookingInput): string {
  const { idempotencyKey: _key, referrer: _referrer, ...details } = input;
  return createHash("sha256").update(attemptKey).update("\0").update(JSON.stringify(details)).digest("hex");
}

export type CreatedBooking = { booking: Booking; created: boolean };

/** Stores a booking and queues its §3 record in one transaction; a repeated attempt returns the first booking. */
export function createBooking(input: BookingInput, meta: RequestMeta): CreatedBooking {
  const city = parseCity(input.city);
  const calling = callingCodeOf(input.countryCode);
  if (!city || !calling) throw new Error("createBooking needs input parsed by bookingSchema");
  const idempotencyKey = input.idempotencyKey ? storedIdempotencyKey(input.idempotencyKey, input) : null;
  const price = priceFor(input.reservations);
  const payable = requiresPayment(input.city);
  const production = env().APP_ENV === "production";

  return db().transaction((tx) => {
    if (idempotencyKey) {
      const existing = tx.select().from(bookings).where(eq(bookings.idempotencyKey, idempotencyKey)).get();
      if (existing) return { booking: existing, created: false };
    }
    const booking = tx
      .insert(bookings)
      .values({
        reference: newReference(),
        idempotencyKey,
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
        status: "pending",
        paymentStatus: payable ? "pending" : "not_required",
        requiresPayment: payable,
      })
      .returning()
      .get();
    enqueue(tx, "booking", bookingRecord(booking, { ...meta, production }), booking.id);
    return { booking, created: true };
  });
}

export function findBookingByReference(reference: string): Booking | undefined {
  return db().select().from(bookings).where(eq(bookings.reference, reference)).get();
}

export function findBookingBySession(sessionId: string): Booking | undefined {
  return db().select().from(bookings).where(eq(bookings.stripeSessionId, sessionId)).get();
}

/** Records the checkout session a booking is being paid through (a new one replaces an expired one). */
export function setCheckoutSession(bookingId: number, sessionId: string): void {
  db()
    .update(bookings)
    .set({ stripeSessionId: sessionId, updatedAt: new Date().toISOString() })
    .where(eq(bookings.id, bookingId))
    .run();
}

/** Every booking, newest first (admin tables, CSV exports, creator dashboards). */
export function listBookings(): Booking[] {
  return db().select().from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id)).all();
}

export function countBookings(): number {
  return db().select({ n: count() }).from(bookings).get()?.n ?? 0;
}

export type PaymentSummary = {
  total: number;
  paid: number;
  pending_payment: number;
  failed_payment: number;
  no_payment_required: number;
  /** Cents actually received. */
  total_revenue: number;
};

/** The payment dashboard's six figures, from the stored bookings. */
export function paymentSummary(rows: Booking[] = listBookings()): PaymentSummary {
  const summary: PaymentSummary = {
    total: rows.length,
    paid: 0,
    pending_payment: 0,
    failed_payment: 0,
    no_payment_required: 0,
    total_revenue: 0,
  };
  for (const row of rows) {
    if (!row.requiresPayment || row.paymentStatus === "not_required") summary.no_payment_required++;
    else if (row.paymentStatus === "succeeded") {
      summary.paid++;
      summary.total_revenue += row.amountPaidCents ?? row.totalCents;
    } else if (row.paymentStatus === "failed") summary.failed_payment++;
    else summary.pending_payment++;
  }
  return summary;
}

/** POST /api/update-webhook-status: an automation tool confirms it received a booking. */
export function updateWebhookStatus(reference: string, synced: boolean, sentAt: string): boolean {
  const result = db()
    .update(bookings)
    .set({ airtableSynced: synced, lastWebhookSentAt: sentAt, updatedAt: new Date().toISOString() })
    .where(eq(bookings.reference, reference))
    .run();
  return result.changes > 0;
}
