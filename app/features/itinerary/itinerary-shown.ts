import { isKnownTimeZone } from "~/domain/date-formats";
import { isIsoDate } from "~/domain/dates";
import { isLocalTime } from "~/domain/local-time";
import { shownText } from "~/domain/plain-text";
import { mapLink } from "~/features/creators/recommendation-schema";
import { LANGUAGES, type Language } from "~/i18n/languages";
import type { ItineraryDocument, ItineraryMeal } from "./itinerary";

/**
 * The itinerary as the PDF, the calendar files, the page and the email show it. The stored
 * document is read, never trusted: a row written before the plain-text rule, by hand or by a
 * bug may hold a control or bidirectional character, a map link with a line break, a text far
 * past its form's limit, a date that is not a date. Each is made harmless here (cleaned, cut,
 * dropped or replaced by a neutral value), so a renderer never fails, and never lets one field
 * turn the template's own words around, on what is stored.
 */

/** The forms' own limits (features/workspace/reservation-schema.ts, booking-schema.ts): legitimate text is never cut. */
const LIMITS = {
  reference: 32,
  city: 80,
  traveller: 100,
  rhythm: 300,
  restaurant: 120,
  address: 300,
  tableName: 120,
  confirmationCode: 60,
  dishTips: 500,
  note: 500,
} as const;

const ZONE_SHAPE = /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/;

const cut = (text: string, max: number) => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
};
const line = (value: unknown, max: number) => cut(shownText(value).trim(), max);
const lines = (value: unknown, max: number) => cut(shownText(value, { multiline: true }).trim(), max);
const whole = (value: unknown, fallback: number, min: number, max: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : fallback;
};

function knownZone(value: unknown): string {
  if (typeof value !== "string" || !ZONE_SHAPE.test(value)) return "UTC";
  return isKnownTimeZone(value) ? value : "UTC";
}

const instant = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
};

function shownMeal(value: unknown, index: number, fallbackDate: string): ItineraryMeal | null {
  if (typeof value !== "object" || value === null) return null;
  const meal = value as Record<string, unknown>;
  const localDate = typeof meal.localDate === "string" && isIsoDate(meal.localDate) ? meal.localDate : null;
  const localTime = typeof meal.localTime === "string" && isLocalTime(meal.localTime) ? meal.localTime : "00:00";
  // The UTC instant is what calendars use; without one, the meal cannot be placed and is left out.
  const startsAt = instant(meal.startsAt) ?? (localDate ? instant(`${localDate}T${localTime}:00Z`) : null);
  if (!startsAt) return null;
  return {
    id: whole(meal.id, index + 1, 1, Number.MAX_SAFE_INTEGER),
    position: whole(meal.position, index + 1, 1, 99),
    localDate: localDate ?? (isIsoDate(startsAt.slice(0, 10)) ? startsAt.slice(0, 10) : fallbackDate),
    localTime,
    timeZone: knownZone(meal.timeZone),
    startsAt,
    restaurant: line(meal.restaurant, LIMITS.restaurant),
    address: line(meal.address, LIMITS.address),
    mapsUrl: typeof meal.mapsUrl === "string" ? mapLink(meal.mapsUrl) : null,
    tableName: line(meal.tableName, LIMITS.tableName),
    partySize: whole(meal.partySize, 1, 1, 99),
    confirmationCode: line(meal.confirmationCode, LIMITS.confirmationCode),
    dishTips: lines(meal.dishTips, LIMITS.dishTips),
    note: lines(meal.note, LIMITS.note),
    sequence: whole(meal.sequence, 0, 0, 1_000_000),
  };
}

export function shownItinerary(stored: ItineraryDocument | unknown): ItineraryDocument {
  const document = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const rawMeals = Array.isArray(document.meals) ? document.meals : [];
  const firstDate = rawMeals
    .map((meal) => (meal as Partial<ItineraryMeal> | null)?.localDate)
    .find((date): date is string => typeof date === "string" && isIsoDate(date));
  const checkIn =
    typeof document.checkIn === "string" && isIsoDate(document.checkIn)
      ? document.checkIn
      : (firstDate ?? "2000-01-01");
  const checkOut =
    typeof document.checkOut === "string" && isIsoDate(document.checkOut) && document.checkOut >= checkIn
      ? document.checkOut
      : checkIn;
  const meals = rawMeals
    .slice(0, 99)
    .map((meal, index) => shownMeal(meal, index, checkIn))
    .filter((meal): meal is ItineraryMeal => meal !== null);
  const language = LANGUAGES.includes(document.language as Language) ? (document.language as Language) : "en";
  return {
    version: whole(document.version, 1, 1, 1_000_000),
    status: document.status === "cancelled" ? "cancelled" : "sent",
    reference: line(document.reference, LIMITS.reference),
    city: line(document.city, LIMITS.city),
    timeZone: knownZone(document.timeZone),
    checkIn,
    checkOut,
    traveller: line(document.traveller, LIMITS.traveller),
    language,
    rhythm: line(document.rhythm, LIMITS.rhythm),
    meals,
  };
}
