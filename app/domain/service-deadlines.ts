import * as clock from "~/clock";
import { type BookingStatus, type DeadlineKind, deadlineStart, IN_SERVICE, statusesMeeting } from "./booking-lifecycle";

/**
 * The times the service promises a traveller, computed from the booking's history:
 * - contact: within 24 hours of payment a person of the team has contacted the traveller. Met
 *   by the first contact only (the workspace's "Mark as contacted" or the team's first message),
 *   the one fact the workspace's contact line and the traveller's timeline read too, so no screen
 *   can call the promise kept while another says nobody has been in touch;
 * - itinerary: within 48 hours of the preferences arriving, the itinerary is ready.
 * A cancelled or completed booking owes nothing. Which status starts each one, which statuses
 * meet the itinerary's and which still owe them are the lifecycle's rows (booking-lifecycle.ts).
 */
export const CONTACT_WITHIN_HOURS = 24;
export const ITINERARY_WITHIN_HOURS = 48;

const HOUR = 3_600_000;

export type HistoryStep = { toStatus: BookingStatus; createdAt: string };

export type Deadline = {
  kind: DeadlineKind;
  dueAt: string;
  /** When it was met, or null while still owed. */
  metAt: string | null;
  overdue: boolean;
};

/** How long after its start each deadline falls due. */
export const WITHIN_HOURS: Record<DeadlineKind, number> = {
  contact: CONTACT_WITHIN_HOURS,
  itinerary: ITINERARY_WITHIN_HOURS,
};

function first(history: readonly HistoryStep[], statuses: readonly BookingStatus[]): HistoryStep | undefined {
  return history.find((step) => statuses.includes(step.toStatus));
}

function deadline(
  kind: Deadline["kind"],
  from: string,
  hours: number,
  metAt: string | null,
  open: boolean,
  now: Date,
): Deadline {
  const dueAt = new Date(Date.parse(from) + hours * HOUR).toISOString();
  return { kind, dueAt, metAt, overdue: open && metAt === null && now.toISOString() > dueAt };
}

/**
 * The deadlines a booking has reached so far, oldest first; history is oldest first, and
 * `contactedAt` is the first contact (`firstContactAt` over the booking), null while nobody has.
 */
export function serviceDeadlines(
  status: BookingStatus,
  history: readonly HistoryStep[],
  contactedAt: string | null,
  now: Date = clock.now(),
): Deadline[] {
  const open = IN_SERVICE.includes(status);
  const deadlines: Deadline[] = [];
  for (const kind of ["contact", "itinerary"] as const) {
    const started = first(history, [deadlineStart(kind)]);
    if (started) {
      const metAt = kind === "contact" ? contactedAt : (first(history, statusesMeeting(kind))?.createdAt ?? null);
      deadlines.push(deadline(kind, started.createdAt, WITHIN_HOURS[kind], metAt, open, now));
    }
  }
  return deadlines;
}
