import { asc, eq } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { type Booking, bookings, dietaryNeeds, meals, type ReservationRow } from "~/db/schema";
import { type BookingStatus, PAID_STATUS, PREFERENCES_SAVED, RESERVATIONS_SHOWN } from "~/domain/booking-lifecycle";
import type { ItineraryDocument } from "~/domain/itinerary";
import type { DietaryAnswers, MealAnswers } from "~/domain/preferences-schema";
import { historyOf } from "~/services/bookings/lifecycle.server";
import { reservationsOf } from "~/services/bookings/reservations.server";
import { itineraryOf } from "~/services/itinerary/itinerary.server";
import { bookingIdForToken, issueTripLink } from "~/services/trips/trip-links.server";

/**
 * What the private trip page reads: the booking a token opens, its history, and the answers
 * the traveller gave. No HTTP here; the route decides what a missing trip looks like.
 */

export type TripRecord = {
  booking: Booking;
  /** When each step happened (UTC ISO-8601), from the booking's history. */
  paidAt: string | null;
  preferencesFirstAt: string | null;
  preferencesLastAt: string | null;
  saves: number;
  status: BookingStatus;
  meals: (MealAnswers & { position: number })[];
  dietary: DietaryAnswers;
  /** The tables booked, only once the whole plan is booked (empty before). */
  reservations: ReservationRow[];
  /** The itinerary as sent, once it is (its tables are what the page shows from then on). */
  itinerary: { document: ItineraryDocument; pdfBytes: number | null } | null;
};

/** The trip a token opens, or null for a malformed, unknown or expired token (the caller cannot tell which). */
export function tripForToken(token: string): TripRecord | null {
  const database = db();
  const bookingId = bookingIdForToken(database, token);
  if (bookingId === null) return null;
  const booking = database.select().from(bookings).where(eq(bookings.id, bookingId)).get();
  if (!booking) return null;
  const history = historyOf(database, bookingId);
  const received = history.filter((event) => event.toStatus === PREFERENCES_SAVED);
  const paid = history.find((event) => event.toStatus === PAID_STATUS);
  const mealRows = database
    .select()
    .from(meals)
    .where(eq(meals.bookingId, bookingId))
    .orderBy(asc(meals.position))
    .all();
  const dietaryRow = database.select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, bookingId)).get();
  const sent = itineraryOf(bookingId, database);
  return {
    booking,
    status: booking.status,
    paidAt: paid?.createdAt ?? booking.paidAt ?? null,
    preferencesFirstAt: received[0]?.createdAt ?? null,
    preferencesLastAt: received.at(-1)?.createdAt ?? null,
    saves: received.length,
    meals: mealRows.map((row) => ({
      position: row.position,
      date: row.date,
      meal: row.meal as MealAnswers["meal"],
      vibe: row.vibe as MealAnswers["vibe"],
      cuisine: row.cuisine,
      budgetBand: row.budgetBand as MealAnswers["budgetBand"],
      partySize: row.partySize,
      occasion: row.occasion as MealAnswers["occasion"],
      note: row.note,
    })),
    dietary: dietaryRow
      ? { needs: dietaryRow.needs as NonNullable<DietaryAnswers>["needs"], other: dietaryRow.other }
      : null,
    reservations: RESERVATIONS_SHOWN.includes(booking.status) ? reservationsOf(bookingId, database) : [],
    itinerary: sent ? { document: sent.document, pdfBytes: sent.pdfBytes } : null,
  };
}

/**
 * Mints a link to a booking's trip page for showing once (on /success). Each view mints its
 * own: the token cannot be read back, and an earlier one keeps working.
 */
export function mintTripLink(bookingId: number): string {
  return writeTransaction((tx) => issueTripLink(tx, bookingId));
}

/** A fresh trip link for the booking with this reference, or null when there is none. */
export function mintTripLinkFor(
  reference: string,
): { token: string; cityName: string; requiresPayment: boolean } | null {
  const booking = db()
    .select({ id: bookings.id, cityName: bookings.cityName, requiresPayment: bookings.requiresPayment })
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .get();
  if (!booking) return null;
  return { token: mintTripLink(booking.id), cityName: booking.cityName, requiresPayment: booking.requiresPayment };
}
