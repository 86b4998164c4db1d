import { z } from "zod";
import { isPlainText, plainLine, plainLines, textLines } from "~/domain/plain-text";

export const RESTAURANT_NAME_MAX = 120;
export const DISH_SUGGESTION_MAX = 500;
export const ADDRESS_MAX = 300;

/**
 * The recommendation form's refusals, one per key; the words are the catalogue's
 * (`dashboard.messages`), in the page's language.
 */
export type RecommendationMessages = Readonly<
  Record<
    | "mealPosition"
    | "restaurantName"
    | "googleMapsLink"
    | "mapHost"
    | "linkTooLong"
    | "dishSuggestion"
    | "restaurantNameTooLong"
    | "dishSuggestionTooLong"
    | "addressTooLong"
    | "plainText",
    string
  >
>;

/** google.com and Google's country domains (google.es, google.co.uk, google.com.mx). */
const GOOGLE = String.raw`google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})`;
/** Hosts whose every path is a map; the rest are maps only under /maps. */
const MAP_HOSTS = new RegExp(
  String.raw`^(?:maps\.${GOOGLE}|maps\.app\.goo\.gl|maps\.apple\.com|maps\.apple|(?:www\.)?openstreetmap\.org|(?:www\.)?osm\.org)$`,
);
const MAPS_UNDER_PATH = new RegExp(String.raw`^(?:(?:www\.)?${GOOGLE}|goo\.gl)$`);

/**
 * Travellers open these links from their itinerary, so only map services are accepted:
 * https links to Google Maps, Apple Maps or OpenStreetMap, with no user name or port. A link
 * with a control character is refused before it is parsed: the URL parser silently drops tabs
 * and line breaks (WHATWG URL, "basic URL parser"), so the link it checked is not the text typed.
 */
export function isMapLink(value: string): boolean {
  return mapLink(value) !== null;
}

/** The link as the URL parser writes it (the form that is stored and rendered), or null if it is not a map link. */
export function mapLink(value: string): string | null {
  if (!isPlainText(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (MAP_HOSTS.test(host) || (MAPS_UNDER_PATH.test(host) && /^\/maps(?:\/|$)/.test(url.pathname))) return url.href;
  return null;
}

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);
const requiredLines = (message: string, max: number, tooLong: string) =>
  textLines(message).trim().min(1, message).max(max, tooLong);

/**
 * A creator's recommendation: all three fields required; the map link must be an https link to a
 * map service. `restaurantId` is the directory's entry chosen ("Use this restaurant"); without
 * one, an `address` adds the place to the directory for the team's review (decision 0072).
 */
export const recommendationSchemaFor = (m: RecommendationMessages) =>
  z.object({
    bookingId: z.coerce.number({ error: "Unknown request" }).int().positive("Unknown request"),
    mealPosition: z.coerce
      .number({ error: m.mealPosition })
      .int(m.mealPosition)
      .min(1, m.mealPosition)
      .max(99, m.mealPosition),
    restaurantName: plainLine(required(m.restaurantName, RESTAURANT_NAME_MAX, m.restaurantNameTooLong), m.plainText),
    googleMapsLink: z
      .string({ error: m.googleMapsLink })
      .trim()
      .max(2000, m.linkTooLong)
      .refine(isPlainText, { error: m.plainText, abort: true })
      .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, normalize: true, error: m.googleMapsLink }))
      // Only a well-formed https link is checked for its host: one message per problem.
      .refine(isMapLink, { message: m.mapHost, when: (payload) => payload.issues.length === 0 }),
    dishSuggestion: plainLines(
      requiredLines(m.dishSuggestion, DISH_SUGGESTION_MAX, m.dishSuggestionTooLong),
      m.plainText,
    ),
    restaurantId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31)
      .optional(),
    address: plainLine(z.string().trim().max(ADDRESS_MAX, m.addressTooLong), m.plainText).optional(),
  });

export type RecommendationInput = z.output<ReturnType<typeof recommendationSchemaFor>>;
