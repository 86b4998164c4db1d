import { z } from "zod";

const MESSAGES = {
  restaurantName: "Restaurant name is required",
  googleMapsLink: "Enter the restaurant's map link (starting with https://)",
  mapHost: "Use a Google Maps, Apple Maps or OpenStreetMap link",
  dishSuggestion: "Dish suggestion is required",
} as const;

/** google.com and Google's country domains (google.es, google.co.uk, google.com.mx). */
const GOOGLE = String.raw`google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})`;
/** Hosts whose every path is a map; the rest are maps only under /maps. */
const MAP_HOSTS = new RegExp(
  String.raw`^(?:maps\.${GOOGLE}|maps\.app\.goo\.gl|maps\.apple\.com|maps\.apple|(?:www\.)?openstreetmap\.org|(?:www\.)?osm\.org)$`,
);
const MAPS_UNDER_PATH = new RegExp(String.raw`^(?:(?:www\.)?${GOOGLE}|goo\.gl)$`);

/**
 * Travellers open these links from their itinerary, so only map services are accepted:
 * https links to Google Maps, Apple Maps or OpenStreetMap, with no user name or port.
 */
export function isMapLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (MAP_HOSTS.test(host)) return true;
  return MAPS_UNDER_PATH.test(host) && /^\/maps(?:\/|$)/.test(url.pathname);
}

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

/** A creator's recommendation: all three fields required; the map link must be an https link to a map service. */
export const recommendationSchema = z.object({
  bookingId: z.coerce.number({ error: "Unknown request" }).int().positive("Unknown request"),
  mealPosition: z.coerce
    .number({ error: "Choose the meal this pick is for" })
    .int("Choose the meal this pick is for")
    .min(1, "Choose the meal this pick is for")
    .max(99, "Choose the meal this pick is for"),
  restaurantName: required(MESSAGES.restaurantName, 120),
  googleMapsLink: z
    .string({ error: MESSAGES.googleMapsLink })
    .trim()
    .max(2000, "That link is too long")
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: MESSAGES.googleMapsLink }))
    // Only a well-formed https link is checked for its host: one message per problem.
    .refine(isMapLink, { message: MESSAGES.mapHost, when: (payload) => payload.issues.length === 0 }),
  dishSuggestion: required(MESSAGES.dishSuggestion, 500),
});

export type RecommendationInput = z.output<typeof recommendationSchema>;
