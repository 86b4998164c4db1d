import * as clock from "~/clock";
import { type BookingStatus, OPEN_TO_CREATORS } from "~/domain/booking-lifecycle";
import { dateFormat } from "~/domain/date-formats";
import { todayIso } from "~/domain/dates";

/**
 * What the dashboard's request cards are computed from; the dashboard shows the same data.
 * "This Month" is money, from the earnings ledger (features/earnings), not a count of picks.
 */
export type StatRequest = {
  /** Meals the traveller booked: a request is complete with one recommendation per meal. */
  reservations: number;
  checkOut: string;
  /** Recommendations on this request, from any creator (the card lists them all). */
  recommendationCount: number;
  /** Assigned to this creator (else an open request of their city, an offer). */
  mine: boolean;
  status: BookingStatus;
};

export type CreatorStats = {
  /** Requests this creator accepted (curating, or waiting for the preferences), whose trip has not ended. */
  activeRequests: number;
  totalRecommendations: number;
  /** Percentage of visible requests with a recommendation for every meal; null with no requests. */
  successRate: number | null;
  /** The travellers' ratings (1..5) of the meals booked from this creator's picks. */
  rating?: { average: number | null; count: number };
};

const isComplete = (request: StatRequest) => request.recommendationCount >= request.reservations;

export function creatorStats(
  requests: readonly StatRequest[],
  myRecommendations: readonly { submittedAt: string }[],
  now: Date = clock.now(),
): CreatorStats {
  const today = todayIso(now);
  const complete = requests.filter(isComplete).length;
  return {
    // The work in hand: accepted (assigned to this creator) and not yet booked, whether or not
    // every meal has its pick yet; the city's open requests are offers.
    activeRequests: requests.filter((r) => r.mine && OPEN_TO_CREATORS.includes(r.status) && r.checkOut >= today).length,
    totalRecommendations: myRecommendations.length,
    successRate: requests.length ? Math.round((complete / requests.length) * 100) : null,
  };
}

/** "4.5 / 5" as `locale` writes the number ("4,5 / 5"), or "—" with no rating yet. */
export function formatRating(average: number | null | undefined, locale = "en-GB"): string {
  if (average === null || average === undefined) return "—";
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average)} / 5`;
}

export function formatSuccessRate(rate: number | null): string {
  return rate === null ? "—" : `${rate}%`;
}

/** "12 Mar 2026" (as `locale` writes it), or `unknown` when the date is missing or unreadable. */
export function formatSubmitted(iso: string | null | undefined, locale = "en-GB", unknown = "Unknown"): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return unknown;
  return dateFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}
