import { and, asc, eq, min } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type Booking, bookings, dietaryNeeds, meals, type ReservationRow, refunds } from "~/db/schema";
import {
  type BookingStatus,
  CALLED_OFF,
  ITINERARY_SHOWN,
  PAID_STATUS,
  PREFERENCES_SAVED,
} from "~/domain/booking-lifecycle";
import { historyOf } from "~/features/booking/lifecycle.server";
import type { ItineraryDocument } from "~/features/itinerary/itinerary";
import { itineraryOf } from "~/features/itinerary/itinerary.server";
import type { DietaryAnswers, MealAnswers } from "~/features/preferences/preferences-schema";
import { bookingIdForToken } from "~/features/trip/trip-links.server";
import { WITHDRAWAL_NOTE } from "~/features/withdrawal/withdrawal";
import { firstContactOf } from "~/features/workspace/contacted.server";
import { reservationsOf } from "~/features/workspace/reservations.server";

/**
 * The trip a token opens, as stored: the booking, when its steps happened, the traveller's
 * answers, its tables and the itinerary sent. Facts only: what the trip page shows of them (and
 * what a missing trip looks like) is the page's view, in routes/trip/trip-view.server.ts.
 */

export type TripRecord = {
  booking: Booking;
  /** When each step happened (UTC ISO-8601), from the booking's history. */
  paidAt: string | null;
  preferencesFirstAt: string | null;
  preferencesLastAt: string | null;
  /** When a person of the team first contacted the traveller, or null. */
  contactedAt: string | null;
  /** When the itinerary was first sent, or null. */
  itinerarySentAt: string | null;
  /** When the trip was cancelled (null while it stands), and whether it was the traveller's withdrawal. */
  cancelledAt: string | null;
  withdrawn: boolean;
  /** When money first went back to the traveller (a refund Stripe confirmed), or null. */
  refundedAt: string | null;
  /** The booking's moves, oldest first (when the full refund ended is read from them). */
  history: { toStatus: BookingStatus; createdAt: string }[];
  saves: number;
  status: BookingStatus;
  meals: (MealAnswers & { position: number })[];
  dietary: DietaryAnswers;
  /** The tables saved so far (the page shows them only once the whole plan is booked). */
  reservations: ReservationRow[];
  /** The itinerary as sent, once it is (its tables are what the page shows from then on). */
  itinerary: { document: ItineraryDocument; pdfBytes: number | null } | null;
};

/**
 * The booking a token opens, or null for a malformed, unknown or expired token (the caller
 * cannot tell which): all a form posted from the trip page needs before its own transaction.
 */
export function bookingForToken(token: string): Booking | null {
  const database = db();
  const bookingId = bookingIdForToken(database, token);
  if (bookingId === null) return null;
  return database.select().from(bookings).where(eq(bookings.id, bookingId)).get() ?? null;
}

/** The trip a token opens, with everything its page shows, or null as for `bookingForToken`. */
export function tripForToken(token: string): TripRecord | null {
  const database = db();
  const booking = bookingForToken(token);
  if (!booking) return null;
  const bookingId = booking.id;
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
  const calledOff = booking.status === CALLED_OFF ? history.findLast((event) => event.toStatus === CALLED_OFF) : null;
  const refunded = database
    .select({ at: min(refunds.updatedAt) })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, "succeeded")))
    .get();
  return {
    booking,
    status: booking.status,
    paidAt: paid?.createdAt ?? booking.paidAt ?? null,
    preferencesFirstAt: received[0]?.createdAt ?? null,
    preferencesLastAt: received.at(-1)?.createdAt ?? null,
    // The same first contact as the workspace's contact line and its contact promise.
    contactedAt: firstContactOf(booking, database),
    itinerarySentAt: history.find((event) => ITINERARY_SHOWN.includes(event.toStatus))?.createdAt ?? null,
    cancelledAt: calledOff?.createdAt ?? null,
    withdrawn: calledOff?.note === WITHDRAWAL_NOTE,
    refundedAt: refunded?.at ?? null,
    history: history.map((event) => ({ toStatus: event.toStatus, createdAt: event.createdAt })),
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
    reservations: reservationsOf(bookingId, database),
    itinerary: sent ? { document: sent.document, pdfBytes: sent.pdfBytes } : null,
  };
}
