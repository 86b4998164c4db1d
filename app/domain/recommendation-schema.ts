import { z } from "zod";

export const RESTAURANT_NAME_MAX = 120;
export const DISH_SUGGESTION_MAX = 500;

/** The recommendation form's messages in English, the reference. */
export const RECOMMENDATION_MESSAGES = {
  mealPosition: "Choose the meal this pick is for",
  restaurantName: "Restaurant name is required",
  googleMapsLink: "Enter the restaurant's map link (starting with https://)",
  mapHost: "Use a Google Maps, Apple Maps or OpenStreetMap link",
  linkTooLong: "That link is too long",
  dishSuggestion: "Dish suggestion is required",
  restaurantNameTooLong: `Use at most ${RESTAURANT_NAME_MAX} characters`,
  dishSuggestionTooLong: `Use at most ${DISH_SUGGESTION_MAX} characters`,
} as const;

/** The same messages in the page's language. */
export type RecommendationMessages = { readonly [K in keyof typeof RECOMMENDATION_MESSAGES]: string };

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

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A creator's recommendation: all three fields required; the map link must be an https link to a map service. */
export const recommendationSchemaFor = (m: RecommendationMessages) =>
  z.object({
    bookingId: z.coerce.number({ error: "Unknown request" }).int().positive("Unknown request"),
    mealPosition: z.coerce
      .number({ error: m.mealPosition })
      .int(m.mealPosition)
      .min(1, m.mealPosition)
      .max(99, m.mealPosition),
    restaurantName: required(m.restaurantName, RESTAURANT_NAME_MAX, m.restaurantNameTooLong),
    googleMapsLink: z
      .string({ error: m.googleMapsLink })
      .trim()
      .max(2000, m.linkTooLong)
      .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: m.googleMapsLink }))
      // Only a well-formed https link is checked for its host: one message per problem.
      .refine(isMapLink, { message: m.mapHost, when: (payload) => payload.issues.length === 0 }),
    dishSuggestion: required(m.dishSuggestion, DISH_SUGGESTION_MAX, m.dishSuggestionTooLong),
  });

export type RecommendationInput = z.output<ReturnType<typeof recommendationSchemaFor>>;
