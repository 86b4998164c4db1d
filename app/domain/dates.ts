import * as clock from "~/clock";

/** Trip dates are calendar days (YYYY-MM-DD), compared in UTC so server and tests agree. */
const MIN_DAYS_AHEAD = 7;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in YYYY-MM-DD form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function todayIso(now: Date = clock.now()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The earliest check-in: today plus 7 days. */
export function earliestCheckIn(now: Date = clock.now()): string {
  return addDays(todayIso(now), MIN_DAYS_AHEAD);
}
