/**
 * Meal times are typed by the concierge as the city's wall-clock time ("21:30 in Madrid") and
 * stored with the city's IANA zone; this turns them into the UTC instant they stand for, so a
 * calendar event and a sort order need no zone arithmetic later. Built on `Intl` only: the
 * offset of a zone at an instant is whatever the runtime's time-zone database says.
 */

const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isLocalTime(value: string): boolean {
  return LOCAL_TIME.test(value);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WRITTEN = /^(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2})$/;

function wallClockParts(instant: number, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  // en-GB writes "14/11/2026, 21:30": reading the numbers back from `format` costs less than half
  // of `formatToParts`, and the queue asks this a few hundred times a page. The parts remain the
  // way for a runtime that writes it differently.
  const written = WRITTEN.exec(formatter.format(instant));
  const parts = written
    ? { day: written[1], month: written[2], year: written[3], hour: written[4], minute: written[5] }
    : Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    asUtc: Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute),
  };
}

/** The zone's offset from UTC, in milliseconds, at an instant (e.g. +3,600,000 for Madrid in winter). */
export function offsetAt(instant: number, timeZone: string): number {
  const rounded = instant - (instant % 60_000);
  return wallClockParts(rounded, timeZone).asUtc - rounded;
}

/**
 * The UTC instant of a local date and time in a zone, or null when that wall-clock time does
 * not exist there (the hour skipped when clocks go forward). An hour that happens twice (clocks
 * going back) resolves to its first occurrence, as calendars do.
 */
export function localToUtc(localDate: string, localTime: string, timeZone: string): Date | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(localDate);
  const time = LOCAL_TIME.exec(localTime);
  if (!date || !time) return null;
  const wall = Date.UTC(+date[1], +date[2] - 1, +date[3], +time[1], +time[2]);
  // The offset just before and just after the guess: the earlier candidate wins on an ambiguous hour.
  const before = offsetAt(wall - 86_400_000, timeZone);
  const after = offsetAt(wall + 86_400_000, timeZone);
  // Almost every day of the year the clocks do not change: one offset on both sides of it,
  // which a single look at the answer confirms (a third of the lookups of the general case).
  if (before === after) {
    const instant = wall - before;
    const back = wallClockParts(instant, timeZone);
    if (back.date === localDate && back.time === localTime) return new Date(instant);
  }
  const candidates = [wall - before, wall - after]
    .map((instant) => wall - offsetAt(instant, timeZone))
    .sort((a, b) => a - b);
  for (const instant of candidates) {
    const back = wallClockParts(instant, timeZone);
    if (back.date === localDate && back.time === localTime) return new Date(instant);
  }
  return null;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) it is in `timeZone` at `instant`. */
export function localDateAt(instant: Date, timeZone: string): string {
  // One formatter per zone, kept: making one costs far more than formatting with it, and the
  // queue asks twice per row. en-CA writes dates as YYYY-MM-DD.
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}
