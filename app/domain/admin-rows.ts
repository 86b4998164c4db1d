import type { BookingStatus } from "./booking-lifecycle";
import { cityNameOf, cityValue } from "./cities";

/** The booking and creator rows the admin tables and exports read, and how their cells show them. */

/** The fields of a booking every admin view and export reads. */
export type AdminBookingRow = {
  id: number;
  /** Internal: the JSON API's bookingId and the payment session's; never shown on a page. */
  reference: string;
  /** The one people read and type (decision 0039): every table, link and search uses it. */
  readableReference: string;
  name: string;
  email: string;
  phone: string;
  regionCode: string;
  cityName: string;
  checkIn: string;
  checkOut: string;
  reservations: number;
  basePriceCents: number;
  includedReservations: number;
  extraPriceCents: number;
  extraCount: number;
  totalCents: number;
  paymentStatus: string;
  /** Where the booking is in the service (its lifecycle), apart from its payment. */
  status: BookingStatus;
  requiresPayment: boolean;
  stripeSessionId: string | null;
  amountPaidCents: number | null;
  assignedCreatorId: number | null;
  createdAt: string;
};

export type AdminCreatorRow = {
  id: number;
  name: string;
  email: string;
  city: string;
  instagram: string;
  tiktok: string | null;
  status: string;
  appliedAt: string;
};

/** City as admin tables show it: the part after the '|'. */
export const bookingCity = (row: Pick<AdminBookingRow, "regionCode" | "cityName">) =>
  cityNameOf(cityValue(row.regionCode, row.cityName));

export const bookingDates = (row: Pick<AdminBookingRow, "checkIn" | "checkOut">) => `${row.checkIn} – ${row.checkOut}`;

/**
 * A request from a destination without upfront payment that has not been paid: its price is
 * what it will cost once confirmed, "Not yet charged", never "Free".
 */
export const notYetCharged = (row: Pick<AdminBookingRow, "requiresPayment" | "amountPaidCents">) =>
  !row.requiresPayment && row.amountPaidCents === null;

/** Stripe's dashboard page for a Checkout session, in test or live mode. */
export function stripeSessionUrl(sessionId: string, live: boolean): string {
  return `https://dashboard.stripe.com${live ? "" : "/test"}/checkout/sessions/${encodeURIComponent(sessionId)}`;
}

export const shortSessionId = (sessionId: string) => sessionId.slice(-8);

/** The concierge's workspace for a booking, by its readable reference (an internal one redirects there). */
export const workspacePath = (reference: string) => `/admin/bookings/${encodeURIComponent(reference)}`;
