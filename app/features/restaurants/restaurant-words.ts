import type { TFunction } from "i18next";
import type { HistoryTotals, WeekDay } from "~/features/restaurants/restaurants";
import { WEEK_DAYS } from "~/features/restaurants/restaurants";

/**
 * The directory's facts in the team member's words (the "workspace" catalogue): the same line
 * on the directory's list and in the workspace's "From the directory".
 */

/** "Booked 3 times · 4.5/5"; nothing for a place never booked. */
export function historyWords(t: TFunction<"workspace">, { booked, average }: HistoryTotals): string {
  if (booked === 0) return "";
  const times = t("restaurants.booked", { count: booked });
  return average === null ? times : t("restaurants.rated", { times, average });
}

/** Stored days ("mon,fri") as words ("Monday, Friday"); "Not known" when none is stored. */
export function openingDaysWords(t: TFunction<"workspace">, stored: string): string {
  const days = stored.split(",").filter((day): day is WeekDay => (WEEK_DAYS as readonly string[]).includes(day));
  return days.length === 0 ? t("restaurants.notKnown") : days.map((day) => t(`restaurants.days.${day}`)).join(", ");
}
