import { and, asc, count, eq } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor, Tx } from "~/db/client.server";
import { db, writeTransaction } from "~/db/client.server";
import { bookings, type ReservationRow, recommendations, reservations } from "~/db/schema";
import { RESERVATIONS_OPEN } from "~/domain/booking-lifecycle";
import { timeZoneOf } from "~/domain/city-dining";
import { ConflictError, InvalidInputError } from "~/domain/errors";
import { localToUtc } from "~/domain/local-time";
import { plural } from "~/domain/plain-text";
import { UnknownBookingError } from "~/features/booking/booking-errors";
import { syncMealMails } from "~/features/reminders-and-ratings/meal-mails.server";
import { restaurantById } from "~/features/restaurants/restaurants.server";
import { addNote } from "~/features/workspace/booking-notes.server";
import type { ReservationInput } from "~/features/workspace/reservation-schema";

/**
 * The tables the concierge booked in the traveller's name, one per meal. A reservation is
 * recorded against the meal's position (1..reservations), in the city's local time; the UTC
 * instant is computed here, once, from the city's zone in the catalogue.
 */

/** A booking's reservations, in meal order. */
export function reservationsOf(bookingId: number, executor: Executor = db()): ReservationRow[] {
  return executor
    .select()
    .from(reservations)
    .where(eq(reservations.bookingId, bookingId))
    .orderBy(asc(reservations.mealPosition))
    .all();
}

/**
 * Records (or replaces) the table for one meal; refuses once the itinerary is out or the input does
 * not fit the trip. `also` writes what the table settles (a traveller's change request) in the
 * same transaction: if it throws, the table is not saved either.
 */
export function saveReservation(
  bookingId: number,
  input: ReservationInput,
  author?: string,
  also?: (tx: Tx, saved: ReservationRow) => void,
): ReservationRow {
  return writeTransaction((tx) => {
    const booking = tx
      .select({
        id: bookings.id,
        status: bookings.status,
        email: bookings.email,
        reservations: bookings.reservations,
        cityName: bookings.cityName,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .get();
    if (!booking) throw new UnknownBookingError();
    if (!RESERVATIONS_OPEN.includes(booking.status)) {
      throw new ConflictError("Reservations can be recorded only between payment and the end of the trip");
    }
    if (input.mealPosition > booking.reservations) {
      throw new InvalidInputError("Unknown meal", {
        mealPosition: `This booking has ${plural(booking.reservations, "meal", "meals")}`,
      });
    }
    if (input.localDate < booking.checkIn || input.localDate > booking.checkOut) {
      throw new InvalidInputError("Date outside the stay", {
        localDate: `Pick a date within the stay (${booking.checkIn} to ${booking.checkOut})`,
      });
    }
    const timeZone = timeZoneOf(booking.cityName);
    const startsAt = localToUtc(input.localDate, input.localTime, timeZone);
    if (!startsAt) {
      throw new InvalidInputError("Time does not exist", {
        localTime: `${input.localTime} does not exist in ${booking.cityName} that day (the clocks change)`,
      });
    }
    if (input.recommendationId !== undefined) {
      const pick = tx
        .select({ id: recommendations.id })
        .from(recommendations)
        .where(and(eq(recommendations.id, input.recommendationId), eq(recommendations.bookingId, bookingId)))
        .get();
      if (!pick)
        throw new InvalidInputError("Unknown recommendation", {
          recommendationId: "Pick one of this booking's recommendations",
        });
    }
    // A table filled from the directory keeps which restaurant it was: one of the trip's own city.
    if (input.restaurantId !== undefined && restaurantById(input.restaurantId, tx)?.cityName !== booking.cityName) {
      throw new InvalidInputError("Unknown restaurant", {
        restaurantName: `Choose a restaurant of ${booking.cityName} from the directory`,
      });
    }
    const at = clock.now().toISOString();
    const values = {
      recommendationId: input.recommendationId ?? null,
      restaurantId: input.restaurantId ?? null,
      restaurantName: input.restaurantName,
      address: input.address,
      mapsUrl: input.mapsUrl ?? null,
      localDate: input.localDate,
      localTime: input.localTime,
      timeZone,
      startsAt: startsAt.toISOString(),
      partySize: input.partySize,
      tableName: input.tableName,
      confirmationCode: input.confirmationCode,
      dishTips: input.dishTips,
      travellerNote: input.travellerNote,
      cancellationNote: input.cancellationNote ?? "",
      updatedAt: at,
    };
    const saved = tx
      .insert(reservations)
      .values({ bookingId, mealPosition: input.mealPosition, ...values, createdAt: at })
      .onConflictDoUpdate({
        target: [reservations.bookingId, reservations.mealPosition],
        set: values,
      })
      .returning()
      .get();
    // The reminder and "how was it" follow the table as it now stands (one pending each).
    syncMealMails(tx, booking);
    // Who recorded the table, in the history (the staff's author, or "admin" for the token).
    if (author)
      addNote(bookingId, `Table for meal ${input.mealPosition} recorded: ${input.restaurantName}.`, author, tx);
    also?.(tx, saved);
    return saved;
  });
}

/** Whether every meal of the booking has its table. */
export function everyMealReserved(bookingId: number, executor: Executor = db()): boolean {
  const booking = executor
    .select({ meals: bookings.reservations })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  if (!booking) return false;
  const row = executor.select({ n: count() }).from(reservations).where(eq(reservations.bookingId, bookingId)).get();
  return (row?.n ?? 0) >= booking.meals;
}
