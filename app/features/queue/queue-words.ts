import type { TFunction } from "i18next";
import { formatDeskTime } from "~/domain/desk-time";
import { localDateAt } from "~/domain/local-time";
import { formatCalendarDate, type Language } from "~/i18n/languages";
import type { NextPromise, QueueBucket } from "./staff-queue";

/**
 * The queue in words, for the admin screens (in English here; queueWords in the person's language): each booking's
 * next promise with its due time in the desk's zone, named, as the rest of the admin pages give
 * the team's times, and how long is left, or by how much it is overdue: the word, never the
 * colour alone.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/**
 * "10 Mar 2030": the calendar day it is in the trip's city at that instant. A table at 00:30 in
 * Madrid is on the 11th there even though it is still the 10th in UTC.
 */
function dayInCity(at: Date, cityZone: string): string {
  const [year, month, day] = localDateAt(at, cityZone).split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "40 min", "5 h", "3 days": whole units, rounded down, so a promise is never shown later than it is. */
export function span(ms: number): string {
  const abs = Math.abs(ms);
  if (abs < HOUR) return `${Math.max(1, Math.floor(abs / MINUTE))} min`;
  if (abs < 2 * DAY) return `${Math.floor(abs / HOUR)} h`;
  return `${Math.floor(abs / DAY)} days`;
}

/**
 * "Contact by 27 Nov 2026, 15:00 CET" (in the desk's `zone`), "Itinerary by …", "First meal
 * 10 Mar 2030" (the day in the trip's `cityZone`: a meal's day has no hour).
 */
function promiseDue(next: Pick<NextPromise, "kind" | "dueAt">, zone: string, cityZone: string): string {
  switch (next.kind) {
    case "contact":
      return `Contact by ${formatDeskTime(next.dueAt, zone)}`;
    case "itinerary":
      return `Itinerary by ${formatDeskTime(next.dueAt, zone)}`;
    case "first_meal":
      return `First meal ${dayInCity(new Date(next.dueAt), cityZone)}`;
  }
}

/** "5 h left", or "overdue by 6 h". */
const promiseLeft = (next: NextPromise): string =>
  next.overdue ? `overdue by ${span(next.leftMs)}` : `${span(next.leftMs)} left`;

/** The whole line: "Contact by 27 Nov 2026, 15:00 CET · 5 h left". */
export const promiseWords = (next: NextPromise | null, zone: string, cityZone: string): string =>
  next ? `${promiseDue(next, zone, cityZone)} · ${promiseLeft(next)}` : "Nothing due";

/**
 * The same words in a team member's language (the "admin" catalogue's `queue.*`): the due line,
 * with dates as the language writes them, and how long is left or overdue.
 */
export function queueWords(t: TFunction<"admin">, language: Language) {
  const spanIn = (ms: number) => {
    const abs = Math.abs(ms);
    if (abs < HOUR) return t("queue.minutes", { count: Math.max(1, Math.floor(abs / MINUTE)) });
    if (abs < 2 * DAY) return t("queue.hours", { count: Math.floor(abs / HOUR) });
    return t("queue.days", { count: Math.floor(abs / DAY) });
  };
  return {
    due: (next: Pick<NextPromise, "kind" | "dueAt">, zone: string, cityZone: string): string => {
      switch (next.kind) {
        case "contact":
          return t("queue.contactBy", { time: formatDeskTime(next.dueAt, zone, language) });
        case "itinerary":
          return t("queue.itineraryBy", { time: formatDeskTime(next.dueAt, zone, language) });
        case "first_meal":
          return t("queue.firstMeal", {
            day: formatCalendarDate(localDateAt(new Date(next.dueAt), cityZone), language),
          });
      }
    },
    left: (leftMs: number, overdue: boolean): string =>
      overdue ? t("queue.overdueBy", { span: spanIn(leftMs) }) : t("queue.left", { span: spanIn(leftMs) }),
  };
}

/** One row of the queue as the page shows it. */
export type QueueRowView = {
  id: number;
  /** The readable reference (decision 0039): the queue links and shows it. */
  readableReference: string;
  name: string;
  cityName: string;
  /** The next promise (its words need the desk's zone: promiseDue), or null when nothing is due. */
  promise: Pick<NextPromise, "kind" | "dueAt"> | null;
  /** How long is left before the promise is due (negative once overdue), or null when nothing is due. */
  leftMs: number | null;
  overdue: boolean;
  /** The concierge's name, or null while nobody has it. */
  assignee: string | null;
  /** Traveller messages nobody answered, and how long the oldest has waited ("2 h 5 min"). */
  unread: number;
  waited: string | null;
};

/** The signed-in person's queue on /admin: one tab's rows, every tab's count, and the owners' setting. */
export type QueueView = {
  bucket: QueueBucket;
  /** The page shown (from 1) and how many the bucket fills, 50 bookings a page. */
  page: number;
  pages: number;
  counts: Record<QueueBucket, number>;
  rows: QueueRowView[];
  /** Whether the viewer may take an unassigned booking ("Take it"). */
  canTake: boolean;
  /** The automatic assignment setting, for owners only (null for anyone else). */
  autoAssign: { enabled: boolean } | null;
};

/** The workspace's "Concierge" section: whose the booking is, and what the viewer may do about it. */
export type WorkspaceConcierge = {
  assignee: { id: number; name: string } | null;
  /** Whether the booking is still in service (only then can it change hands). */
  inService: boolean;
  /** "Take it": the viewer may take it and nobody has it. */
  canTake: boolean;
  /** The active team an owner may give it to; null for anyone who may not assign. */
  team: { id: number; name: string; role: string }[] | null;
};
