import * as clock from "~/clock";
import type { BookingStatus } from "./booking-lifecycle";

/**
 * The times the service promises a traveller, computed from the booking's history:
 * - contact: within 24 hours of payment the concierge has moved the booking on (the traveller's
 *   preferences arrived or curating started);
 * - itinerary: within 48 hours of the preferences arriving, the itinerary is ready.
 * A cancelled or completed booking owes nothing.
 */
export const CONTACT_WITHIN_HOURS = 24;
export const ITINERARY_WITHIN_HOURS = 48;

const HOUR = 3_600_000;

export type HistoryStep = { toStatus: BookingStatus; createdAt: string };

export type Deadline = {
  kind: "contact" | "itinerary";
  dueAt: string;
  /** When it was met, or null while still owed. */
  metAt: string | null;
  overdue: boolean;
};

/** Statuses that show the traveller was contacted (their answers came, or curating began). */
export const AFTER_PAID: readonly BookingStatus[] = [
  "preferences_received",
  "curating",
  "booked",
  "itinerary_ready",
  "completed",
];
/** Statuses that mean the itinerary went out. */
export const ITINERARY_DONE: readonly BookingStatus[] = ["itinerary_ready", "completed"];

function first(history: readonly HistoryStep[], statuses: readonly BookingStatus[]): HistoryStep | undefined {
  return history.find((step) => statuses.includes(step.toStatus));
}

function deadline(
  kind: Deadline["kind"],
  from: string,
  hours: number,
  met: HistoryStep | undefined,
  open: boolean,
  now: Date,
): Deadline {
  const dueAt = new Date(Date.parse(from) + hours * HOUR).toISOString();
  const metAt = met?.createdAt ?? null;
  return { kind, dueAt, metAt, overdue: open && metAt === null && now.toISOString() > dueAt };
}

/** The deadlines a booking has reached so far, oldest first; history is oldest first. */
export function serviceDeadlines(
  status: BookingStatus,
  history: readonly HistoryStep[],
  now: Date = clock.now(),
): Deadline[] {
  const open = status !== "cancelled" && status !== "completed";
  const deadlines: Deadline[] = [];
  const paid = first(history, ["paid"]);
  if (paid)
    deadlines.push(deadline("contact", paid.createdAt, CONTACT_WITHIN_HOURS, first(history, AFTER_PAID), open, now));
  const preferences = first(history, ["preferences_received"]);
  if (preferences) {
    deadlines.push(
      deadline("itinerary", preferences.createdAt, ITINERARY_WITHIN_HOURS, first(history, ITINERARY_DONE), open, now),
    );
  }
  return deadlines;
}

export function isOverdue(status: BookingStatus, history: readonly HistoryStep[], now: Date = clock.now()): boolean {
  return serviceDeadlines(status, history, now).some((d) => d.overdue);
}
