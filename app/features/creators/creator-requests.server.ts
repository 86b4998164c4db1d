import { and, asc, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { db } from "~/db/client.server";
import { bookings, dietaryNeeds, itineraries, meals, recommendations, reservations } from "~/db/schema";
import { OPEN_TO_CREATORS } from "~/domain/booking-lifecycle";
import { changeRequests } from "~/features/conversation/conversation-tables";
import { offeredCityOf } from "~/features/creators/creator-cities";
import type { BookingChange, CreatorRequest, MyRecommendation } from "~/features/creators/creator-requests";
import type { CreatorAccount } from "~/features/creators/creators.server";

/**
 * What a creator may see: the open requests of their own city (paid or free, still to be
 * served, and accepted by nobody yet), plus those assigned to them; never another city's and
 * never another creator's. Only the columns below are ever read for a creator: the
 * traveller's name, never their email or phone.
 */

type Reader = Pick<Db, "select">;

/** A request nobody has accepted yet, that can still be served: a creator of its city may accept it. */
export function openIn(city: string): SQL {
  return and(
    eq(bookings.cityName, city),
    inArray(bookings.paymentStatus, ["succeeded", "not_required"]),
    isNull(bookings.assignedCreatorId),
    // Taken on until its tables are booked; after that it stays with whoever booked it.
    inArray(bookings.status, OPEN_TO_CREATORS),
  ) as SQL;
}

/**
 * The catalogue city whose open requests a creator is offered (creators type their city;
 * bookings carry the catalogue's spelling), or null for a creator of a city outside it, "Other"
 * included: an "Other" booking names no place, so it is offered to nobody (creator-cities.ts).
 */
export const cityOf = (creator: Pick<CreatorAccount, "city">) => offeredCityOf(creator.city);

const requestColumns = {
  id: bookings.id,
  name: bookings.name,
  cityName: bookings.cityName,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  reservations: bookings.reservations,
  paymentStatus: bookings.paymentStatus,
  requiresPayment: bookings.requiresPayment,
  status: bookings.status,
  assignedCreatorId: bookings.assignedCreatorId,
  createdAt: bookings.createdAt,
};

const mealColumns = {
  bookingId: meals.bookingId,
  position: meals.position,
  date: meals.date,
  meal: meals.meal,
  vibe: meals.vibe,
  cuisine: meals.cuisine,
  budgetBand: meals.budgetBand,
  partySize: meals.partySize,
  occasion: meals.occasion,
  note: meals.note,
};

const recommendationColumns = {
  id: recommendations.id,
  bookingId: recommendations.bookingId,
  creatorId: recommendations.creatorId,
  restaurantName: recommendations.restaurantName,
  googleMapsLink: recommendations.googleMapsLink,
  dishSuggestion: recommendations.dishSuggestion,
  mealPosition: recommendations.mealPosition,
  submittedAt: recommendations.submittedAt,
};

/** Whether the booking is assigned to this creator (only then may they recommend for it). */
export function isAssignedTo(creator: CreatorAccount, bookingId: number, reader: Reader = db()) {
  return reader
    .select({ reservations: bookings.reservations, cityName: bookings.cityName })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.assignedCreatorId, creator.id)))
    .get();
}

/**
 * What a creator may see (their city's open requests and those assigned to them), soonest trip first, read as two lookups instead of one OR: the city's
 * open requests through bookings_open_to_creators_idx (city, assignee, status) and the creator's
 * own through bookings_assigned_creator_idx. Under one OR, SQLite reads "nobody assigned" through
 * the assignee index, which holds nearly every booking: a dashboard read 100,000 rows to show 20.
 * The two sets cannot overlap (an open request is assigned to nobody).
 */
function visibleRows(creator: Pick<CreatorAccount, "id" | "city">) {
  const city = cityOf(creator);
  const theirs = db().select(requestColumns).from(bookings).where(eq(bookings.assignedCreatorId, creator.id)).all();
  const open = city === null ? [] : db().select(requestColumns).from(bookings).where(openIn(city)).all();
  return [...open, ...theirs].sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : a.id - b.id));
}

/**
 * The creator's requests, soonest trip first, each with the traveller's meals and every
 * recommendation made for it. Dietary needs are health or belief data: they are read only for
 * the bookings assigned to this creator, never for the other requests of their city.
 */
export function requestsFor(creator: CreatorAccount): CreatorRequest[] {
  const rows = visibleRows(creator);
  if (!rows.length) return [];
  const picks = db()
    .select(recommendationColumns)
    .from(recommendations)
    .where(
      inArray(
        recommendations.bookingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(recommendations.submittedAt), asc(recommendations.id))
    .all();
  const ids = rows.map((r) => r.id);
  const wishes = db()
    .select(mealColumns)
    .from(meals)
    .where(inArray(meals.bookingId, ids))
    .orderBy(asc(meals.bookingId), asc(meals.position))
    .all();
  const assigned = rows.filter((r) => r.assignedCreatorId === creator.id).map((r) => r.id);
  const dietary = assigned.length
    ? db()
        .select({ bookingId: dietaryNeeds.bookingId, needs: dietaryNeeds.needs, other: dietaryNeeds.other })
        .from(dietaryNeeds)
        .where(inArray(dietaryNeeds.bookingId, assigned))
        .all()
    : [];
  const changes = changedPicks(creator.id, assigned, picks);
  const sent = assigned.length
    ? db()
        .select({ bookingId: itineraries.bookingId, sentAt: itineraries.sentAt })
        .from(itineraries)
        .where(inArray(itineraries.bookingId, assigned))
        .all()
    : [];
  return rows.map(({ assignedCreatorId, ...row }) => {
    const needs = dietary.find((d) => d.bookingId === row.id);
    return {
      ...row,
      mine: assignedCreatorId === creator.id,
      meals: wishes.filter((m) => m.bookingId === row.id).map(({ bookingId: _booking, ...meal }) => meal),
      dietary: needs ? { needs: needs.needs, other: needs.other } : null,
      recommendations: picks.filter((p) => p.bookingId === row.id),
      itinerarySentAt: sent.find((s) => s.bookingId === row.id)?.sentAt ?? null,
      bookingChanges: changes.get(row.id) ?? [],
    };
  });
}

/**
 * Per booking of this creator, the tables booked from their picks that a change request made
 * "done" moved. Whose pick a table is: the recommendation it was booked from, else (a table typed
 * by hand) this creator's pick for that meal under the same restaurant name.
 */
function changedPicks(
  creatorId: number,
  bookingIds: number[],
  picks: { id: number; bookingId: number; creatorId: number; restaurantName: string; mealPosition: number | null }[],
): Map<number, BookingChange[]> {
  const result = new Map<number, BookingChange[]>();
  if (bookingIds.length === 0) return result;
  const moved = db()
    .selectDistinct({
      bookingId: reservations.bookingId,
      mealPosition: reservations.mealPosition,
      recommendationId: reservations.recommendationId,
      restaurantName: reservations.restaurantName,
      localDate: reservations.localDate,
      localTime: reservations.localTime,
      partySize: reservations.partySize,
    })
    .from(changeRequests)
    .innerJoin(
      reservations,
      and(
        eq(reservations.bookingId, changeRequests.bookingId),
        eq(reservations.mealPosition, changeRequests.mealPosition),
      ),
    )
    .where(and(inArray(changeRequests.bookingId, bookingIds), eq(changeRequests.status, "done")))
    .orderBy(asc(reservations.mealPosition))
    .all();
  for (const { bookingId, recommendationId, ...table } of moved) {
    const pick =
      picks.find((p) => p.id === recommendationId) ??
      picks.find(
        (p) =>
          p.bookingId === bookingId &&
          p.mealPosition === table.mealPosition &&
          p.restaurantName.trim().toLowerCase() === table.restaurantName.trim().toLowerCase(),
      );
    if (pick?.creatorId !== creatorId) continue;
    result.set(bookingId, [...(result.get(bookingId) ?? []), table]);
  }
  return result;
}

/** The creator's own recommendations, newest first, with whom each was for. */
export function recommendationsBy(creator: CreatorAccount): MyRecommendation[] {
  return db()
    .select({ ...recommendationColumns, travellerName: bookings.name, cityName: bookings.cityName })
    .from(recommendations)
    .innerJoin(bookings, eq(bookings.id, recommendations.bookingId))
    .where(eq(recommendations.creatorId, creator.id))
    .orderBy(desc(recommendations.submittedAt), desc(recommendations.id))
    .all();
}
