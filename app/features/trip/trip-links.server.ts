import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { bookings, tripLinks } from "~/db/schema";
import { env } from "~/env.server";

/** A trip link holds until this long after check-out. */
const TRIP_LINK_DAYS_AFTER_CHECKOUT = 90;

/** 32 random bytes (256 bits) in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export const tripUrl = (token: string) => `${env().PUBLIC_URL}/trip/${token}`;

/** The moment a booking's links stop working: the end of the 90th day after check-out (UTC). */
export function tripLinkExpiry(checkOut: string): string {
  const end = new Date(`${checkOut}T23:59:59.999Z`);
  end.setUTCDate(end.getUTCDate() + TRIP_LINK_DAYS_AFTER_CHECKOUT);
  return end.toISOString();
}

/**
 * Mints a new link to a booking's trip page and returns its token. Only the token's hash is
 * stored, so the caller must use (show or send) the token now; it cannot be read back later.
 */
export function issueTripLink(executor: Executor, bookingId: number): string {
  const booking = executor
    .select({ checkOut: bookings.checkOut })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  if (!booking) throw new Error(`No booking ${bookingId} to link to`);
  const token = randomBytes(32).toString("base64url");
  executor
    .insert(tripLinks)
    .values({ bookingId, tokenHash: hash(token), expiresAt: tripLinkExpiry(booking.checkOut) })
    .run();
  return token;
}

/** The booking id a token opens, or null when the token is malformed, unknown or expired. */
export function bookingIdForToken(executor: Executor, token: string, now = clock.now()): number | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = executor
    .select({ bookingId: tripLinks.bookingId })
    .from(tripLinks)
    .where(and(eq(tripLinks.tokenHash, hash(token)), gt(tripLinks.expiresAt, now.toISOString())))
    .get();
  return row?.bookingId ?? null;
}

/**
 * Revokes every link to a booking's trip page: each stops opening it at once (a forwarded
 * email or PDF, a link seen on /success). Returns how many there were. Mails queued but not yet
 * sent mint their own link when they are rendered, so they still reach the traveller working.
 */
export function revokeTripLinks(executor: Executor, bookingId: number): number {
  return executor.delete(tripLinks).where(eq(tripLinks.bookingId, bookingId)).run().changes;
}

/** How many links open a booking's trip page now (unexpired), for the concierge's workspace. */
export function liveTripLinks(executor: Executor, bookingId: number, now = clock.now()): number {
  return executor
    .select({ id: tripLinks.id })
    .from(tripLinks)
    .where(and(eq(tripLinks.bookingId, bookingId), gt(tripLinks.expiresAt, now.toISOString())))
    .all().length;
}

/**
 * Mints a link to a booking's trip page for showing once (on /success). Each view mints its
 * own: the token cannot be read back, and an earlier one keeps working.
 */
function mintTripLink(bookingId: number): string {
  return writeTransaction((tx) => issueTripLink(tx, bookingId));
}

/** A fresh trip link for the booking with this reference, or null when there is none. */
export function mintTripLinkFor(
  reference: string,
): { token: string; cityName: string; requiresPayment: boolean; readableReference: string } | null {
  const booking = db()
    .select({
      id: bookings.id,
      cityName: bookings.cityName,
      requiresPayment: bookings.requiresPayment,
      readableReference: bookings.readableReference,
    })
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .get();
  if (!booking) return null;
  return {
    token: mintTripLink(booking.id),
    cityName: booking.cityName,
    requiresPayment: booking.requiresPayment,
    readableReference: booking.readableReference,
  };
}
