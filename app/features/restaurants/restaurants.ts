import { CITIES } from "../../domain/cities";

/**
 * The restaurant directory's words and rules (decision 0071), with no I/O, for the server and
 * the browser alike. The staff screens word them in the team member's language (the "workspace"
 * catalogue's `restaurants.*`, restaurant-words.ts).
 */

/** How a table is booked there. */
export const BOOKING_METHODS = ["phone", "email", "online"] as const;

/** The week, Monday first, as stored in `opening_days`. */
export const WEEK_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The catalogue's cities, by name, in alphabetical order (a restaurant is in one of them). */
export const DIRECTORY_CITIES: readonly string[] = [
  ...new Set(CITIES.map((city) => city.name).filter((name) => name !== "Other")),
].sort((a, b) => a.localeCompare(b, "en"));

/** "€€" for 2. */
export const priceInWords = (level: number) => "€".repeat(Math.min(Math.max(level, 1), 4));

/**
 * A name or an address folded for comparison: accents, case, punctuation and spacing do not
 * tell two places apart ("Casa Lucio, C/ Cava Baja 35" and "casa lucío – c/ cava baja, 35" are one).
 */
export function foldForMatch(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The key two entries for the same place share: the folded name and address. */
export const dedupeKey = (name: string, address: string) => `${foldForMatch(name)}|${foldForMatch(address)}`;

/** A map link for a place known only by its coordinates (OpenStreetMap, which the reservation form accepts). */
export function coordinatesLink(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}

/** A restaurant's history as the team's page shows it (restaurants.server.ts `restaurantHistory`). */
export type RestaurantHistory = {
  tables: {
    id: number;
    localDate: string;
    localTime: string;
    partySize: number;
    mealPosition: number;
    reference: string;
    travellerName: string;
    fromDirectory: boolean;
  }[];
  ratings: { id: number; rating: number; comment: string; ratedAt: string; reference: string; localDate: string }[];
  creators: { id: number; name: string; picks: number }[];
};

/** What a directory entry fills into a meal's reservation form (the workspace's "From the directory"). */
export type DirectoryFill = {
  meal: number;
  restaurantId: number;
  restaurantName: string;
  address: string;
  mapsUrl: string;
  cancellationNote: string;
};

/** The city's restaurants to choose from in the workspace, and the one chosen for a meal, if any. */
export type WorkspaceDirectory = {
  /** `history`: how often it was booked and rated, which the page words ("Booked 3 times · 4.5/5"). */
  choices: { id: number; name: string; history: HistoryTotals }[];
  chosen: DirectoryFill | null;
};

/** How often a restaurant was booked and how travellers rated it (null: no rating yet). */
export type HistoryTotals = { booked: number; average: number | null };

/** A restaurant as a creator sees it: what a pick needs, never the team's notes, terms or history. */
export type DirectoryEntry = {
  id: number;
  name: string;
  address: string;
  cuisine: string;
  priceLevel: number;
  mapsUrl: string;
  booked: number;
};

/** Words too common in restaurants' names to tell two places apart. */
const COMMON_NAME_WORDS = new Set([
  "casa",
  "restaurante",
  "restaurant",
  "taberna",
  "bistro",
  "brasserie",
  "cafe",
  "trattoria",
  "osteria",
  "tasca",
  "cerveceria",
  "bodega",
]);

/** The words of a name that tell it apart: folded, four letters or more, not a word every second place has. */
const tellingWords = (name: string) =>
  foldForMatch(name)
    .split(" ")
    .filter((word) => word.length >= 4 && !COMMON_NAME_WORDS.has(word));

/**
 * Whether a listed entry may be the same place as one waiting for review: same city, and the
 * name folded equal, or the address folded equal, or one telling word of the names in common.
 */
export function likelyDuplicate(
  pending: { cityName: string; name: string; address: string },
  listed: { cityName: string; name: string; address: string },
): boolean {
  if (pending.cityName !== listed.cityName) return false;
  if (foldForMatch(pending.name) === foldForMatch(listed.name)) return true;
  if (foldForMatch(pending.address) === foldForMatch(listed.address)) return true;
  const words = new Set(tellingWords(listed.name));
  return tellingWords(pending.name).some((word) => words.has(word));
}
