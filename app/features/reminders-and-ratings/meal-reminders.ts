import { addDays } from "~/domain/dates";
import { localDateAt, localToUtc } from "~/domain/local-time";

/**
 * When the two emails about a reserved meal are due: the reminder the day before at
 * 10:00 in the city's time zone, and "how was it" the morning after at 10:00 there; and which
 * day the reminder calls the meal's when it goes. Pure: the instant of a wall-clock time is the
 * runtime's zone database (local-time.ts), so a day on which the clocks change gives the right
 * UTC instant and the last day of a year rolls into the next.
 */

/** The local hour both emails go out at. */
const MAIL_HOUR = "10:00";
/** A "how was it" is not sent more than this long after it was due (a meal recorded weeks late). */
const FEEDBACK_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export type ReservedMeal = {
  /** YYYY-MM-DD, local to `timeZone`. */
  localDate: string;
  timeZone: string;
  /** The meal's UTC instant (ISO-8601). */
  startsAt: string;
};

function atMailHour(localDate: string, timeZone: string): Date {
  // 10:00 exists on every day in every zone the catalogue knows (clocks change at night); the
  // fallback keeps the rule total for a zone that ever moved at 10:00.
  return localToUtc(localDate, MAIL_HOUR, timeZone) ?? new Date(`${localDate}T${MAIL_HOUR}:00Z`);
}

/**
 * The reminder's due instant: the day before the meal at 10:00 local; at once (`now`) when the
 * table was booked after that moment; null once the meal has begun (never after the meal).
 */
export function reminderDueAt(meal: ReservedMeal, now: Date): Date | null {
  const startsAt = Date.parse(meal.startsAt);
  if (now.getTime() >= startsAt) return null;
  const due = atMailHour(addDays(meal.localDate, -1), meal.timeZone);
  return due.getTime() > now.getTime() ? due : now;
}

/**
 * The "how was it" email's due instant: the morning after the meal at 10:00 local; at once if
 * that moment has passed (a table recorded after the meal), within a week; null after that.
 */
export function feedbackDueAt(meal: ReservedMeal, now: Date): Date | null {
  const due = atMailHour(addDays(meal.localDate, 1), meal.timeZone);
  if (due.getTime() >= now.getTime()) return due;
  return now.getTime() - due.getTime() <= FEEDBACK_WINDOW_MS ? now : null;
}

/** Which day the reminder names the meal's: "today", "tomorrow", or its date written out. */
export type ReminderDay = "today" | "tomorrow" | { date: string };

/**
 * The day the reminder names, from the meal's local date against the calendar date in the
 * city's zone at the instant it is sent: a table recorded on the meal's day, or a reminder sent
 * after midnight there, is today's, whatever the date is in UTC or on the server.
 */
export function reminderDay(mealLocalDate: string, sendingInstant: Date, timeZone: string): ReminderDay {
  const sendingDate = localDateAt(sendingInstant, timeZone);
  if (mealLocalDate === sendingDate) return "today";
  if (mealLocalDate === addDays(sendingDate, 1)) return "tomorrow";
  return { date: mealLocalDate };
}

/** A rating is a whole number from 1 to 5. */
export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];
export const isRating = (value: unknown): value is Rating => RATINGS.includes(value as Rating);

/** The average of ratings to one decimal, or null with none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
}

/** One creator's ratings as the team's creators list shows them (the newest comments first). */
export type CreatorRatingRow = {
  creatorId: number;
  name: string;
  average: number | null;
  count: number;
  lastComments: { restaurant: string; rating: number; comment: string; at: string }[];
};

/** One meal's rating as the booking's workspace shows it. */
export type MealRatingRow = { mealPosition: number; rating: number; comment: string; updatedAt: string };
