import type { ItineraryMeal } from "~/features/itinerary/itinerary";

/**
 * The shapes the private trip page's components are given. The view itself is built on the
 * server (features/trip/routes/trip-view.server.ts); components read these types from here, never from a
 * route or a service, so the layers stay one-way.
 */

/** Which of the page's states a trip is in. */
export type TripStage = "request" | "awaiting_payment" | "open" | "closed" | "cancelled";

/** One step of "what happens next", with its date in the city's time once known. */
export type TimelineStep = { label: string; when: string | null; done: boolean };

/** A table booked, as the page words it (in the city's local time): the itinerary's facts of a meal. */
export type TripTable = Pick<
  ItineraryMeal,
  | "timeZone"
  | "restaurant"
  | "address"
  | "mapsUrl"
  | "tableName"
  | "partySize"
  | "confirmationCode"
  | "dishTips"
  | "note"
> & { meal: number; when: string };

/**
 * One of the booking's invoices on the trip page: its number, kind in words, issue line and
 * download link; a simplified invoice a full one replaced says so instead of offering itself.
 */
export type TripInvoice = { number: string; kind: string; issued: string; href: string; replaced: string | null };

/** A refused full-invoice request: each bad field's message, what was typed, or why it was refused. */
export type FullInvoiceAnswer = {
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  refused: string | null;
};
