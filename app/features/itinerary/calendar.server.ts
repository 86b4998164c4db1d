import { createEvents, type EventAttributes } from "ics";
import { env } from "~/env.server";
import type { ItineraryDocument, ItineraryMeal } from "~/features/itinerary/itinerary";
import { shownItinerary } from "~/features/itinerary/itinerary-shown";
import type { ItineraryWords } from "~/i18n/i18n.server";

/**
 * The itinerary's meals as calendar events (iCalendar, through the `ics` package). Times are
 * written in UTC, from the instant stored with each reservation, so no calendar or server
 * clock has to know the city's zone. Each meal keeps one UID for its whole life and a
 * SEQUENCE raised on each sent change, so an import replaces the event instead of adding a
 * second; a cancelled trip publishes the same UIDs with STATUS:CANCELLED. The trip link is
 * never written here: people share calendars. The document is read through `shownItinerary`,
 * so no stored text (a line break in a link, a control character) can make a file fail.
 */

const DURATION = { hours: 2 } as const;

/** The site's host name: the domain half of every event's UID. */
export const calendarHost = () => new URL(env().PUBLIC_URL).hostname;

const mealUid = (meal: Pick<ItineraryMeal, "id">, host: string) => `meal-${meal.id}@${host}`;

function eventOf(
  document: ItineraryDocument,
  meal: ItineraryMeal,
  host: string,
  words: ItineraryWords,
): EventAttributes {
  const { t } = words;
  const description = [
    t("calendar.table", { name: meal.tableName, count: meal.partySize }),
    meal.confirmationCode ? t("calendar.code", { code: meal.confirmationCode }) : "",
    meal.dishTips ? t("calendar.tips", { tips: meal.dishTips }) : "",
    meal.note,
    t("calendar.bookedBy", { reference: document.reference }),
  ].filter(Boolean);
  return {
    uid: mealUid(meal, host),
    sequence: meal.sequence,
    start: Date.parse(meal.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    duration: DURATION,
    title: t("calendar.title", { kind: words.kind(meal.localTime), restaurant: meal.restaurant }),
    location: meal.address,
    ...(meal.mapsUrl ? { url: meal.mapsUrl } : {}),
    description: description.join("\n"),
    status: document.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    busyStatus: document.status === "cancelled" ? "FREE" : "BUSY",
    productId: "sobremesa/itinerary",
    calName: t("calendar.name", { city: document.city }),
  };
}

function write(events: EventAttributes[]): string {
  const { error, value } = createEvents(events, { method: "PUBLISH" });
  if (error || !value) throw error ?? new Error("The calendar could not be written");
  return value;
}

/** Every meal of the trip, one VEVENT each. */
export function tripCalendar(stored: ItineraryDocument, host: string, words: ItineraryWords): string {
  const document = shownItinerary(stored);
  return write(document.meals.map((meal) => eventOf(document, meal, host, words)));
}

/** One meal (by its position 1..N), or null when the trip has no such meal. */
export function mealCalendar(
  stored: ItineraryDocument,
  position: number,
  host: string,
  words: ItineraryWords,
): string | null {
  const document = shownItinerary(stored);
  const meal = document.meals.find((candidate) => candidate.position === position);
  return meal ? write([eventOf(document, meal, host, words)]) : null;
}
