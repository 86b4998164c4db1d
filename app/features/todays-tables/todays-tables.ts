import * as clock from "~/clock";
import { CONCIERGE_TIME_ZONE, formatStayDate } from "~/domain/city-dining";
import { addDays, isIsoDate } from "~/domain/dates";
import { localDateAt } from "~/domain/local-time";
import type { Language } from "~/i18n/languages";

/**
 * "Tonight's tables" (/admin/today): every table recorded for one calendar day, by city. The day
 * is a date, not a span of hours: a reservation belongs to the date it has in its own city (the
 * date the concierge typed, in the city's zone), so a 00:30 supper in Madrid is the next day's
 * even while it is still the evening before in Lisbon or in UTC. Without a date the page opens
 * on today in the concierge's own zone (Madrid), where the team works. Words in English, as on
 * every admin screen.
 */

/** Whether the day's meal reminder went out (the outbox's record for the table as it now stands). */
export type ReminderState = "sent" | "scheduled" | "failed" | "none";

/** One table as the page lists it (the service's one query, app/features/todays-tables/todays-tables.server.ts). */
export type TableRow = {
  reservationId: number;
  /** The booking's readable reference, which the workspace's address takes. */
  bookingReference: string;
  cityName: string;
  travellerName: string;
  /** Whether the trip was called off after the table was booked. */
  tripCancelled: boolean;
  partySize: number;
  restaurantName: string;
  confirmationCode: string;
  /** HH:MM in `timeZone`, as the concierge typed it. */
  localTime: string;
  timeZone: string;
  /** The meal's UTC instant (ISO-8601). */
  startsAt: string;
  reminder: ReminderState;
};

export type CityTables = { cityName: string; timeZone: string; rows: TableRow[] };

/** Years a date may name: wide enough for any trip, and a next-day link stays a plain date. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const DATE_ERROR = "Enter the day as a date between 2000 and 2100, such as 2026-12-31.";

/**
 * The day asked for: `?date=YYYY-MM-DD`, or today in the concierge's zone when none is given.
 * Anything else is refused (with today offered instead), never guessed at.
 */
export function dayAsked(
  params: URLSearchParams,
  now: Date = clock.now(),
): { date: string; today: string; error: string | null } {
  const today = localDateAt(now, CONCIERGE_TIME_ZONE);
  const asked = params.get("date")?.trim() ?? "";
  if (asked === "") return { date: today, today, error: null };
  const year = Number(asked.slice(0, 4));
  if (!isIsoDate(asked) || year < FIRST_YEAR || year > LAST_YEAR) return { date: today, today, error: DATE_ERROR };
  return { date: asked, today, error: null };
}

export const previousDay = (date: string) => addDays(date, -1);
export const nextDay = (date: string) => addDays(date, 1);

/** "Thu 31 Dec 2026" ("jue, 31 dic 2026" in Spanish). */
export const dayInWords = (date: string, language: Language = "en") => formatStayDate(date, language);

/** The rows (ordered by city, then time) in one group per city, in the same order. */
export function byCity(rows: readonly TableRow[]): CityTables[] {
  const groups: CityTables[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.cityName === row.cityName) last.rows.push(row);
    else groups.push({ cityName: row.cityName, timeZone: row.timeZone, rows: [row] });
  }
  return groups;
}
