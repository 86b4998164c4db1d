import { type BookingStatus, CALLED_OFF } from "~/domain/booking-lifecycle";
import { fullRefundApplies } from "~/domain/cancellation-policy";
import { CONTACT_WITHIN_HOURS, ITINERARY_WITHIN_HOURS } from "~/domain/service-deadlines";

/**
 * The trip page's "what happens next": each step says what happened and when, or
 * what will and by when. What happened comes first, in the order it happened (a concierge may
 * call after the preferences arrived); what is still to come follows, soonest first. A step with
 * no date yet is not shown (the itinerary's is known only once the preferences arrive);
 * "contacted" is done only when a person of the team contacted the traveller, never because the
 * preferences arrived. A cancelled trip (or one the traveller withdrew from) promises nothing:
 * it shows what happened, its end and the refund sent. Pure: the facts come from the trip's record.
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
  /** When the trip was cancelled, or null while it stands. */
  cancelledAt: string | null;
  /** The cancellation was the traveller's withdrawal from the contract. */
  withdrawn: boolean;
  /** When a refund reached Stripe's "succeeded", or null. */
  refundedAt: string | null;
};

type TimelineKey =
  | "requested"
  | "paid"
  | "contacted"
  | "contactBy"
  | "preferences"
  | "itinerarySent"
  | "itineraryBy"
  | "cancelled"
  | "withdrawn"
  | "refunded";

/** One step: done at `at`, or promised by `at`. Every step has its date. */
export type PlannedStep = { key: TimelineKey; at: string; done: boolean };

const HOUR = 3_600_000;
const plus = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();
/** By instant (ISO strings from different writers need not share a format); a stable sort keeps ties in their listed order. */
const byTime = (a: PlannedStep, b: PlannedStep) => Date.parse(a.at) - Date.parse(b.at);

export function tripTimeline(facts: TimelineFacts): PlannedStep[] {
  const happened: PlannedStep[] = [];
  const step = (key: TimelineKey, at: string | null) => {
    if (at) happened.push({ key, at, done: true });
  };
  if (!facts.requiresPayment) step("requested", facts.createdAt);
  step("paid", facts.paidAt);
  step("contacted", facts.contactedAt);
  step("preferences", facts.preferencesLastAt);
  step("itinerarySent", facts.itinerarySentAt);
  step(facts.withdrawn ? "withdrawn" : "cancelled", facts.cancelledAt);
  step("refunded", facts.refundedAt);
  happened.sort(byTime);
  // A trip that ended keeps no promise: nobody will contact the traveller or send an itinerary.
  if (facts.cancelledAt) return happened;
  const promised: PlannedStep[] = [];
  if (facts.paidAt && !facts.contactedAt) {
    promised.push({ key: "contactBy", at: plus(facts.paidAt, CONTACT_WITHIN_HOURS), done: false });
  }
  if (facts.preferencesFirstAt && !facts.itinerarySentAt) {
    promised.push({ key: "itineraryBy", at: plus(facts.preferencesFirstAt, ITINERARY_WITHIN_HOURS), done: false });
  }
  return [...happened, ...promised.sort(byTime)];
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
