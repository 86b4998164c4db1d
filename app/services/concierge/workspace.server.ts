import { asc, eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor } from "~/db/client.server";
import {
  type Booking,
  type BookingEvent,
  type BookingNoteRow,
  bookings,
  creators,
  dietaryNeeds,
  meals,
  type RefundRow,
  type ReservationRow,
  recommendations,
} from "~/db/schema";
import { type BookingStatus, nextStatuses, RESERVATIONS_OPEN } from "~/domain/booking-lifecycle";
import { refundableCents } from "~/domain/cancellation-policy";
import { timeZoneOf } from "~/domain/city-dining";
import { DIETARY_NEEDS, labelOf, type MealSummary, mealInWords } from "~/domain/meal-preferences";
import { type Deadline, serviceDeadlines } from "~/domain/service-deadlines";
import { historyOf, UnknownBookingError } from "~/services/bookings/lifecycle.server";
import { everyMealReserved, reservationsOf } from "~/services/bookings/reservations.server";
import { notesOf } from "~/services/concierge/booking-notes.server";
import { type AssignableCreator, creatorsFor } from "~/services/creators/assignments.server";
import { itineraryOf, unsentChanges } from "~/services/itinerary/itinerary.server";
import { refundedCents, refundsOf } from "~/services/payments/refunds.server";
import { liveTripLinks } from "~/services/trips/trip-links.server";

/**
 * Everything the concierge's page for one booking shows, read in one place: the trip and the
 * traveller, payment and refunds, the lifecycle with its history and due times, the traveller's
 * answers, the creator and their picks per meal, the tables booked and the internal notes.
 */

export type WorkspacePick = {
  id: number;
  creatorName: string;
  mealPosition: number | null;
  restaurantName: string;
  googleMapsLink: string;
  dishSuggestion: string;
  submittedAt: string;
};

export type Workspace = {
  booking: Booking;
  timeZone: string;
  history: BookingEvent[];
  moves: BookingStatus[];
  deadlines: Deadline[];
  meals: MealSummary[];
  dietary: { needs: string[]; other: string } | null;
  /** Whom the booking may be given to: the approved creators of its city (any, for "Other"). */
  cityCreators: AssignableCreator[];
  assignedCreator: { id: number; name: string } | null;
  picks: WorkspacePick[];
  reservations: ReservationRow[];
  reservationsOpen: boolean;
  everyMealReserved: boolean;
  notes: BookingNoteRow[];
  refunds: RefundRow[];
  refundedCents: number;
  itinerary: WorkspaceItinerary | null;
  /** How many links open the trip page now (the concierge can replace them all). */
  tripLinks: number;
};

/** The itinerary as the concierge sees it: what was sent, its PDF, and what is not sent yet. */
export type WorkspaceItinerary = {
  version: number;
  status: "sent" | "cancelled";
  sentAt: string;
  updatedAt: string;
  /** Null while the PDF of this version renders. */
  pdf: { version: number; bytes: number; sha256: string; renderMs: number | null; renderedAt: string } | null;
  unsentChanges: string[];
};

function itineraryView(bookingId: number, executor: Executor): WorkspaceItinerary | null {
  const row = itineraryOf(bookingId, executor);
  if (!row) return null;
  return {
    version: row.version,
    status: row.document.status,
    sentAt: row.sentAt,
    updatedAt: row.updatedAt,
    pdf:
      row.pdfVersion !== null && row.pdfBytes !== null && row.pdfSha256 && row.renderedAt
        ? {
            version: row.pdfVersion,
            bytes: row.pdfBytes,
            sha256: row.pdfSha256,
            renderMs: row.renderMs,
            renderedAt: row.renderedAt,
          }
        : null,
    unsentChanges: unsentChanges(bookingId, executor),
  };
}

export function workspaceFor(reference: string, now = clock.now()): Workspace | null {
  const database = db();
  const booking = database.select().from(bookings).where(eq(bookings.reference, reference)).get();
  if (!booking) return null;
  const history = historyOf(database, booking.id);
  const mealRows = database
    .select()
    .from(meals)
    .where(eq(meals.bookingId, booking.id))
    .orderBy(asc(meals.position))
    .all();
  const diet = database.select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, booking.id)).get();
  const cityCreators = creatorsFor(booking.cityName, database);
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
  return {
    booking,
    timeZone: timeZoneOf(booking.cityName),
    history,
    moves: nextStatuses(booking.status),
    deadlines: serviceDeadlines(booking.status, history, now),
    meals: mealRows.map(mealInWords),
    dietary: diet
      ? {
          needs: diet.needs
            .filter((need) => need !== "other" || !diet.other)
            .map((need) => labelOf(DIETARY_NEEDS, need)),
          other: diet.other,
        }
      : null,
    cityCreators,
    assignedCreator: assigned,
    picks,
    reservations: reservationsOf(booking.id, database),
    reservationsOpen: RESERVATIONS_OPEN.includes(booking.status),
    everyMealReserved: everyMealReserved(booking.id, database),
    notes: notesOf(booking.id, database),
    refunds: refundsOf(booking.id),
    refundedCents: refundedCents(database, booking.id),
    itinerary: itineraryView(booking.id, database),
    tripLinks: liveTripLinks(database, booking.id, now),
  };
}

/** The booking's id for its reference, or UnknownBookingError. */
export function bookingIdOf(reference: string): number {
  const row = db().select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference)).get();
  if (!row) throw new UnknownBookingError();
  return row.id;
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
