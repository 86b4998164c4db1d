import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { bookings, mealFeedback, reservations } from "~/db/schema";
import { InvalidInputError } from "~/domain/errors";
import { type RestaurantRow, restaurants } from "~/features/restaurants/restaurant-tables";
import {
  coordinatesLink,
  type DirectoryEntry,
  dedupeKey,
  foldForMatch,
  type HistoryTotals,
} from "~/features/restaurants/restaurants";
import { duplicateOf, searchRestaurants } from "~/features/restaurants/restaurants.server";

/**
 * Picks and the directory (decision 0072): a city's listed restaurants ordered by what the trips
 * recorded of them, the creator's view of them, and the restaurant a creator's pick names (a
 * listed one chosen, the entry already holding its name and address, or a new one for the team
 * to review).
 */

/**
 * Each restaurant's tables booked and travellers' average score, counted as its history page
 * counts them: tables linked to it, or typed by hand with its name in its city.
 */
function historyTotals(rows: RestaurantRow[], executor: Executor = db()): Map<number, HistoryTotals> {
  const totals = new Map<number, { booked: number; scores: number[] }>(
    rows.map((row) => [row.id, { booked: 0, scores: [] }]),
  );
  if (rows.length === 0) return new Map();
  const byName = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.cityName}|${foldForMatch(row.name)}`;
    byName.set(key, [...(byName.get(key) ?? []), row.id]);
  }
  const cities = [...new Set(rows.map((row) => row.cityName))];
  const tables = executor
    .select({
      id: reservations.id,
      restaurantId: reservations.restaurantId,
      restaurantName: reservations.restaurantName,
      cityName: bookings.cityName,
    })
    .from(reservations)
    .innerJoin(bookings, eq(bookings.id, reservations.bookingId))
    .where(
      or(
        inArray(
          reservations.restaurantId,
          rows.map((row) => row.id),
        ),
        and(isNull(reservations.restaurantId), inArray(bookings.cityName, cities)),
      ),
    )
    .all();
  const owners = new Map<number, number[]>();
  for (const table of tables) {
    const ids =
      table.restaurantId !== null
        ? [table.restaurantId]
        : (byName.get(`${table.cityName}|${foldForMatch(table.restaurantName)}`) ?? []);
    for (const id of ids) {
      const total = totals.get(id);
      if (total) total.booked++;
    }
    if (ids.length > 0) owners.set(table.id, ids);
  }
  if (owners.size > 0) {
    const ratings = executor
      .select({ reservationId: mealFeedback.reservationId, rating: mealFeedback.rating })
      .from(mealFeedback)
      .where(inArray(mealFeedback.reservationId, [...owners.keys()]))
      .all();
    for (const rating of ratings)
      for (const id of owners.get(rating.reservationId ?? 0) ?? []) totals.get(id)?.scores.push(rating.rating);
  }
  return new Map(
    [...totals].map(([id, { booked, scores }]) => [
      id,
      {
        booked,
        average:
          scores.length === 0 ? null : Math.round((scores.reduce((sum, s) => sum + s, 0) / scores.length) * 10) / 10,
      },
    ]),
  );
}

/** Most tables booked first, then the best average score (unrated after rated), then by name. */
function byHistory<T extends { name: string }>(rows: T[], totalOf: (row: T) => HistoryTotals): T[] {
  return [...rows].sort((a, b) => {
    const x = totalOf(a);
    const y = totalOf(b);
    return y.booked - x.booked || (y.average ?? -1) - (x.average ?? -1) || a.name.localeCompare(b.name);
  });
}

const NONE: HistoryTotals = { booked: 0, average: null };

/**
 * The listed restaurants searched, each with its history: one city's most booked and best rated
 * first; every city's by city and name, as the list groups them.
 */
export function rankedRestaurants(search: { city: string; q: string }, executor: Executor = db()) {
  const rows = searchRestaurants(search, executor);
  const totals = historyTotals(rows, executor);
  const withHistory = rows.map((row) => ({ ...row, history: totals.get(row.id) ?? NONE }));
  return search.city ? byHistory(withHistory, (row) => row.history) : withHistory;
}

/** The map link a pick carries for an entry: its own, or one made from its coordinates. */
const mapOf = (row: RestaurantRow) => row.mapsUrl ?? coordinatesLink(row.latitude, row.longitude) ?? "";

/** What a creator sees of a city's directory: the pick's facts and how often it was booked, nothing of the team's. */
export function creatorDirectory(cityName: string, q: string, executor: Executor = db()): DirectoryEntry[] {
  return rankedRestaurants({ city: cityName, q }, executor).map((row) => creatorEntry(row, row.history.booked));
}

function creatorEntry(row: RestaurantRow, booked: number): DirectoryEntry {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    cuisine: row.cuisine,
    priceLevel: row.priceLevel,
    mapsUrl: mapOf(row),
    booked,
  };
}

/** A listed restaurant of the city, as a creator sees it, or undefined for any other id. */
export function listedEntry(cityName: string, id: number, executor: Executor = db()): DirectoryEntry | undefined {
  const row = executor
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, id), eq(restaurants.cityName, cityName), eq(restaurants.state, "listed")))
    .get();
  if (!row) return undefined;
  return creatorEntry(row, historyTotals([row], executor).get(row.id)?.booked ?? 0);
}

/** The restaurant a pick names, as stored on the pick: its id, and the name the pick carries. */
export type PickRestaurant = { restaurantId: number | null; restaurantName: string };

/**
 * The directory's entry for a creator's pick, inside the pick's transaction:
 * - chosen from the directory (`restaurantId`): it must be a listed restaurant of the trip's city
 *   (anything else is refused, nothing stored), and the pick carries its name;
 * - typed with an address: the entry already holding that name and address (the one it was
 *   merged into, if it was), or a new entry waiting for the team's review;
 * - typed without an address: no entry, as before the directory.
 */
export function restaurantForPick(
  pick: {
    creatorId: number;
    cityName: string;
    restaurantId?: number;
    restaurantName: string;
    address?: string;
    mapsUrl: string;
  },
  executor: Executor,
): PickRestaurant {
  if (pick.restaurantId !== undefined) {
    const listed = listedEntry(pick.cityName, pick.restaurantId, executor);
    if (!listed) {
      throw new InvalidInputError("No such restaurant in this city's directory", {
        restaurantId: "Choose a restaurant of the trip's city from the directory",
      });
    }
    return { restaurantId: listed.id, restaurantName: listed.name };
  }
  if (!pick.address) return { restaurantId: null, restaurantName: pick.restaurantName };
  const key = dedupeKey(pick.restaurantName, pick.address);
  const found = duplicateOf(key, executor);
  if (found) {
    const entry =
      found.state === "merged" && found.mergedIntoId !== null
        ? (executor.select().from(restaurants).where(eq(restaurants.id, found.mergedIntoId)).get() ?? found)
        : found;
    if (entry.cityName !== pick.cityName) {
      throw new InvalidInputError("This place is in another city's directory", {
        address: "This name and address are a restaurant of another city",
      });
    }
    return { restaurantId: entry.id, restaurantName: pick.restaurantName };
  }
  const added = executor
    .insert(restaurants)
    .values({
      cityName: pick.cityName,
      name: pick.restaurantName,
      address: pick.address,
      mapsUrl: pick.mapsUrl,
      // A creator gives what a pick needs; the team sets these when it reviews the entry.
      priceLevel: 2,
      bookingMethod: "phone",
      teamNotes: "Added by a creator with a pick: check the price level and how to book.",
      dedupeKey: key,
      state: "pending",
      addedByCreatorId: pick.creatorId,
    })
    .returning({ id: restaurants.id })
    .get();
  return { restaurantId: added.id, restaurantName: pick.restaurantName };
}
