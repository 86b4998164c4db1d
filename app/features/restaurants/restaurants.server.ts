import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { bookings, creators, mealFeedback, recommendations, reservations } from "~/db/schema";
import { InvalidInputError, NotFoundError } from "~/domain/errors";
import type { RestaurantInput } from "~/features/restaurants/restaurant-schema";
import { type RestaurantRow, restaurants } from "~/features/restaurants/restaurant-tables";
import { dedupeKey, foldForMatch, type RestaurantHistory } from "~/features/restaurants/restaurants";

/**
 * The restaurant directory's use cases (decision 0071): list and search a city's restaurants,
 * add and change one, and gather its history from what the trips recorded.
 */

/** The stored row's fields from the form's value. */
export function restaurantValues(input: RestaurantInput) {
  return {
    cityName: input.cityName,
    name: input.name,
    address: input.address,
    mapsUrl: input.mapsUrl,
    latitude: input.latitude,
    longitude: input.longitude,
    phone: input.phone,
    website: input.website,
    cuisine: input.cuisine,
    priceLevel: input.priceLevel,
    bookingMethod: input.bookingMethod,
    bookingDetails: input.bookingDetails,
    cancellationTerms: input.cancellationTerms,
    noShowTerms: input.noShowTerms,
    teamNotes: input.teamNotes,
    openingDays: input.openingDays.join(","),
    dedupeKey: dedupeKey(input.name, input.address),
  };
}

/** The entry already holding this name and address, other than `except`. */
export function duplicateOf(key: string, executor: Executor = db(), except?: number): RestaurantRow | undefined {
  const found = executor.select().from(restaurants).where(eq(restaurants.dedupeKey, key)).get();
  return found && found.id !== except ? found : undefined;
}

const duplicateError = (found: RestaurantRow) =>
  new InvalidInputError("This restaurant is already in the directory", {
    name: `Already in the directory: ${found.name}, ${found.address} (${found.cityName})`,
  });

/**
 * A city's listed restaurants (or every city's), by name, narrowed to names holding the words
 * searched. Entries waiting for review or merged into another are not offered.
 */
export function searchRestaurants({ city, q }: { city: string; q: string }, executor: Executor = db()) {
  const rows = executor
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.state, "listed"), city ? eq(restaurants.cityName, city) : undefined))
    .orderBy(asc(restaurants.cityName), asc(restaurants.name))
    .all();
  const words = foldForMatch(q);
  // Folded on both sides, so "lucio" finds "Casa Lucío": SQLite's LIKE folds ASCII letters only.
  return words ? rows.filter((row) => foldForMatch(`${row.name} ${row.cuisine}`).includes(words)) : rows;
}

export function restaurantById(id: number, executor: Executor = db()): RestaurantRow | undefined {
  return executor.select().from(restaurants).where(eq(restaurants.id, id)).get();
}

/** Adds a restaurant; refuses the same name and address twice (any accents, case or punctuation). */
export function addRestaurant(input: RestaurantInput): RestaurantRow {
  return writeTransaction((tx) => {
    const values = restaurantValues(input);
    const found = duplicateOf(values.dedupeKey, tx);
    if (found) throw duplicateError(found);
    return tx.insert(restaurants).values(values).returning().get();
  });
}

/** Changes a restaurant; the tables already booked keep what was typed for them. */
export function updateRestaurant(id: number, input: RestaurantInput): RestaurantRow {
  return writeTransaction((tx) => {
    if (!restaurantById(id, tx)) throw new NotFoundError("No such restaurant in the directory");
    const values = restaurantValues(input);
    const found = duplicateOf(values.dedupeKey, tx, id);
    if (found) throw duplicateError(found);
    return tx
      .update(restaurants)
      .set({ ...values, updatedAt: clock.now().toISOString() })
      .where(eq(restaurants.id, id))
      .returning()
      .get();
  });
}

/**
 * What the trips recorded about one restaurant, for the team only: the tables booked (linked
 * to it, or typed by hand with its name in its city), the travellers' ratings of those meals with
 * their comments, and the creators who picked it for a trip to its city.
 */
export function restaurantHistory(restaurant: RestaurantRow, executor: Executor = db()): RestaurantHistory {
  const name = foldForMatch(restaurant.name);
  const tables = executor
    .select({
      id: reservations.id,
      restaurantId: reservations.restaurantId,
      restaurantName: reservations.restaurantName,
      localDate: reservations.localDate,
      localTime: reservations.localTime,
      partySize: reservations.partySize,
      mealPosition: reservations.mealPosition,
      reference: bookings.reference,
      travellerName: bookings.name,
    })
    .from(reservations)
    .innerJoin(bookings, eq(bookings.id, reservations.bookingId))
    .where(
      or(
        eq(reservations.restaurantId, restaurant.id),
        and(isNull(reservations.restaurantId), eq(bookings.cityName, restaurant.cityName)),
      ),
    )
    .orderBy(asc(reservations.startsAt))
    .all()
    .filter((row) => row.restaurantId === restaurant.id || foldForMatch(row.restaurantName) === name);
  const ids = tables.map((row) => row.id);
  const ratings =
    ids.length === 0
      ? []
      : executor
          .select({
            id: mealFeedback.id,
            reservationId: mealFeedback.reservationId,
            rating: mealFeedback.rating,
            comment: mealFeedback.comment,
            ratedAt: mealFeedback.ratedAt,
          })
          .from(mealFeedback)
          .where(inArray(mealFeedback.reservationId, ids))
          .orderBy(asc(mealFeedback.ratedAt))
          .all();
  // A pick made from the directory (or moved here by a merge) carries the id; an older one, the name.
  const picks = executor
    .select({
      creatorId: creators.id,
      creatorName: creators.name,
      restaurantId: recommendations.restaurantId,
      restaurantName: recommendations.restaurantName,
    })
    .from(recommendations)
    .innerJoin(bookings, eq(bookings.id, recommendations.bookingId))
    .innerJoin(creators, eq(creators.id, recommendations.creatorId))
    .where(
      or(
        eq(recommendations.restaurantId, restaurant.id),
        and(isNull(recommendations.restaurantId), eq(bookings.cityName, restaurant.cityName)),
      ),
    )
    .all()
    .filter((pick) => pick.restaurantId === restaurant.id || foldForMatch(pick.restaurantName) === name);
  const byCreator = new Map<number, { name: string; picks: number }>();
  for (const pick of picks) {
    const seen = byCreator.get(pick.creatorId) ?? { name: pick.creatorName, picks: 0 };
    byCreator.set(pick.creatorId, { ...seen, picks: seen.picks + 1 });
  }
  const tableOf = new Map(tables.map((row) => [row.id, row]));
  return {
    tables: tables.map(({ restaurantId, restaurantName, ...row }) => ({
      ...row,
      fromDirectory: restaurantId !== null,
    })),
    ratings: ratings.map((rating) => ({
      ...rating,
      reference: tableOf.get(rating.reservationId ?? 0)?.reference ?? "",
      localDate: tableOf.get(rating.reservationId ?? 0)?.localDate ?? "",
    })),
    creators: [...byCreator.entries()].map(([id, creator]) => ({ id, ...creator })),
  };
}
