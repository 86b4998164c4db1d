import { asc, eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import {
  type Booking,
  type BookingEvent,
  type BookingNoteRow,
  bookings,
  creators,
  type DietaryRow,
  dietaryNeeds,
  type ItineraryRow,
  meals,
  type RefundRow,
  type ReservationRow,
  recommendations,
} from "~/db/schema";
import { refundableCents } from "~/domain/cancellation-policy";
import { historyOf, UnknownBookingError } from "~/features/booking/lifecycle.server";
import { type AssignableCreator, creatorsFor } from "~/features/creators/assignments.server";
import { itineraryOf, unsentChanges } from "~/features/itinerary/itinerary.server";
import { refundedCents, refundsOf } from "~/features/payments/refunds.server";
import { mealRatingsOf } from "~/features/reminders-and-ratings/meal-ratings.server";
import type { MealRatingRow } from "~/features/reminders-and-ratings/meal-reminders";
import { liveTripLinks } from "~/features/trip/trip-links.server";
import { notesOf } from "~/features/workspace/booking-notes.server";
import type { WorkspacePick } from "~/features/workspace/booking-workspace";
import { everyMealReserved, reservationsOf } from "~/features/workspace/reservations.server";

/**
 * Everything stored about one booking that the concierge works from, read in one place: the
 * trip and the traveller, payment and refunds, the history, the traveller's answers, the
 * creator and their picks, the tables booked, the itinerary sent and the internal notes. Facts
 * only: the concierge's page words and arranges them (features/workspace/routes/booking-workspace.server.ts).
 */
export type BookingFile = {
  booking: Booking;
  history: BookingEvent[];
  meals: (typeof meals.$inferSelect)[];
  dietary: DietaryRow | null;
  /** Whom the booking may be given to: the approved creators of its city (any, for "Other"). */
  cityCreators: AssignableCreator[];
  assignedCreator: { id: number; name: string } | null;
  picks: WorkspacePick[];
  reservations: ReservationRow[];
  everyMealReserved: boolean;
  notes: BookingNoteRow[];
  refunds: RefundRow[];
  refundedCents: number;
  itinerary: { row: ItineraryRow; unsentChanges: string[] } | null;
  /** How many links open the trip page now. */
  tripLinks: number;
  mealRatings: MealRatingRow[];
};

/** Everything stored about a booking the request has already read. */
export function bookingFile(booking: Booking, now = clock.now()): BookingFile {
  const database = db();
  const assigned = booking.assignedCreatorId
    ? (database
        .select({ id: creators.id, name: creators.name })
        .from(creators)
        .where(eq(creators.id, booking.assignedCreatorId))
        .get() ?? null)
    : null;
  const picks = database
    .select({
      id: recommendations.id,
      creatorName: creators.name,
      mealPosition: recommendations.mealPosition,
      restaurantName: recommendations.restaurantName,
      googleMapsLink: recommendations.googleMapsLink,
      dishSuggestion: recommendations.dishSuggestion,
      submittedAt: recommendations.submittedAt,
    })
    .from(recommendations)
    .innerJoin(creators, eq(creators.id, recommendations.creatorId))
    .where(eq(recommendations.bookingId, booking.id))
    .orderBy(asc(recommendations.mealPosition), asc(recommendations.id))
    .all();
  const itinerary = itineraryOf(booking.id, database);
  return {
    booking,
    history: historyOf(database, booking.id),
    meals: database.select().from(meals).where(eq(meals.bookingId, booking.id)).orderBy(asc(meals.position)).all(),
    dietary: database.select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, booking.id)).get() ?? null,
    cityCreators: creatorsFor(booking.cityName, database),
    assignedCreator: assigned,
    picks,
    reservations: reservationsOf(booking.id, database),
    everyMealReserved: everyMealReserved(booking.id, database),
    notes: notesOf(booking.id, database),
    refunds: refundsOf(booking.id),
    refundedCents: refundedCents(database, booking.id),
    itinerary: itinerary ? { row: itinerary, unsentChanges: unsentChanges(booking.id, database) } : null,
    tripLinks: liveTripLinks(database, booking.id, now),
    mealRatings: mealRatingsOf(booking.id, database),
  };
}

/** The id of the booking a workspace action read once for all its steps; none is the services' 404. */
export function idOf({ booking }: { booking: Pick<Booking, "id"> | undefined }): number {
  if (!booking) throw new UnknownBookingError();
  return booking.id;
}

/** What is still refundable on a booking, in cents: paid minus refunds not failed. */
export function leftToRefund(reference: string): number {
  const database = db();
  const booking = database
    .select({ id: bookings.id, paymentStatus: bookings.paymentStatus, paid: bookings.amountPaidCents })
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .get();
  if (!booking) throw new UnknownBookingError();
  const paid = booking.paymentStatus === "succeeded" ? (booking.paid ?? 0) : 0;
  return refundableCents(paid, refundedCents(database, booking.id));
}
