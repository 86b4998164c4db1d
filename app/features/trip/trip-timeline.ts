import { type BookingStatus, CALLED_OFF } from "~/domain/booking-lifecycle";
import { fullRefundApplies } from "~/domain/cancellation-policy";
import { CONTACT_WITHIN_HOURS, ITINERARY_WITHIN_HOURS } from "~/domain/service-deadlines";

/**
 * The trip page's "what happens next": each step says what happened and when, or
 * what will and by when. A step with no date yet is not shown (the itinerary's is known only once
 * the preferences arrive); "contacted" is done only when a person of the team contacted the
 * traveller, never because the preferences arrived. Pure: the facts come from the trip's record.
 */

export type TimelineFacts = {
  requiresPayment: boolean;
  createdAt: string;
  paidAt: string | null;
  /** When a person first contacted the traveller (the workspace's "Mark as contacted", or their first message). */
  contactedAt: string | null;
  preferencesFirstAt: string | null;
  preferencesLastAt: string | null;
  /** When the itinerary was first sent. */
  itinerarySentAt: string | null;
};

type TimelineKey = "requested" | "paid" | "contacted" | "contactBy" | "preferences" | "itinerarySent" | "itineraryBy";

/** One step: done at `at`, or promised by `at`. Every step has its date. */
export type PlannedStep = { key: TimelineKey; at: string; done: boolean };

const HOUR = 3_600_000;
const plus = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();

export function tripTimeline(facts: TimelineFacts): PlannedStep[] {
  const steps: PlannedStep[] = [];
  if (!facts.requiresPayment) steps.push({ key: "requested", at: facts.createdAt, done: true });
  if (facts.paidAt) steps.push({ key: "paid", at: facts.paidAt, done: true });
  if (facts.contactedAt) steps.push({ key: "contacted", at: facts.contactedAt, done: true });
  else if (facts.paidAt) steps.push({ key: "contactBy", at: plus(facts.paidAt, CONTACT_WITHIN_HOURS), done: false });
  if (facts.preferencesLastAt) steps.push({ key: "preferences", at: facts.preferencesLastAt, done: true });
  if (facts.itinerarySentAt) steps.push({ key: "itinerarySent", at: facts.itinerarySentAt, done: true });
  else if (facts.preferencesFirstAt) {
    steps.push({ key: "itineraryBy", at: plus(facts.preferencesFirstAt, ITINERARY_WITHIN_HOURS), done: false });
  }
  return steps;
}

/**
 * When cancelling stopped refunding the whole fee: the first move into a status outside the
 * policy's full-refund window other than a cancellation (a creator accepting the trip), or
 * null while the window is open. History is oldest first.
 */
export function fullRefundEndedAt(history: readonly { toStatus: BookingStatus; createdAt: string }[]): string | null {
  // The first entry is the booking's creation, not a move.
  const ended = history.slice(1).find((step) => step.toStatus !== CALLED_OFF && !fullRefundApplies(step.toStatus));
  return ended?.createdAt ?? null;
}
