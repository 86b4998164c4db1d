import type { Booking } from "~/db/schema";
import { awaitingPayment } from "~/domain/payment-status";
import type { BookingInput } from "~/features/booking/booking-schema";
import {
  createBooking,
  findBookingByReference,
  type RequestMeta,
  savedWithAttemptKey,
} from "~/features/booking/bookings.server";
import { type PriceClaim, warnOnPriceClaims } from "~/features/booking/price-claims.server";
import {
  addressForAnyBrowser,
  type CheckoutAudience,
  checkoutFor,
  NotAwaitingPaymentError,
} from "~/features/payments/payments.server";
import { logger } from "~/logger.server";
import type { WriteAllowance } from "~/platform/write-allowance";

/**
 * The booking flow, once for the /clients form and its JSON twins. Each step answers with an
 * outcome the caller renders (a redirect and toast, or JSON); nothing here knows about HTTP.
 */

type Stored = { booking: Booking; created: boolean };

/** Why a booking was not stored: the input failed its schema, the client is over its limit, or the database failed. */
export type NotStored = { kind: "invalid" } | { kind: "limited" } | { kind: "unavailable" };

/** Where the traveller goes to pay a booking stored for a payable city. */
export type PaymentStep =
  | { kind: "no-payment-needed"; booking: Booking }
  | { kind: "paid"; booking: Booking; sessionId: string }
  | { kind: "checkout"; booking: Booking; sessionId: string; url: string }
  /** Not awaiting payment (cancelled, or moved on without one): no session may be opened. */
  | { kind: "not-payable"; booking: Booking }
  | { kind: "checkout-unavailable"; booking: Booking };

export type BookingRequest = {
  /** The input as the booking schema parsed it; undefined when it failed the schema. */
  input: BookingInput | undefined;
  meta: RequestMeta;
  allowance: WriteAllowance;
  /** Prices the client computed itself: never used, but a disagreement is logged. */
  priceClaims?: PriceClaim[];
};

/**
 * Stores the booking (the server prices it) and its automation record; a repeated attempt
 * finds the first one. A repeat of an attempt already stored is not a new write, so the limit
 * does not refuse it.
 */
export async function saveBooking(request: BookingRequest): Promise<NotStored | ({ kind: "saved" } & Stored)> {
  const { input, meta, allowance } = request;
  if (!input) return { kind: "invalid" };
  let stored: Stored | "limited";
  try {
    stored = createBooking(input, meta, allowance);
  } catch (error) {
    logger.error({ err: error }, "booking could not be stored");
    return { kind: "unavailable" };
  }
  if (stored === "limited") return { kind: "limited" };
  warnOnPriceClaims(stored.booking, request.priceClaims ?? []);
  return { kind: "saved", ...stored };
}

/**
 * The form's whole flow: store the booking, then a request for a city without online payment
 * is received as it is, and a payable one goes on to its checkout (or to /success if it is paid).
 */
export async function submitBooking(request: BookingRequest): Promise<NotStored | PaymentStep> {
  const saved = await saveBooking(request);
  if (saved.kind !== "saved") return saved;
  // The form's poster is the browser that made the booking: its checkout may show the email.
  return paymentStep(saved.booking, { prefillEmail: true });
}

/**
 * The checkout for a booking named by its public reference, from the trip page's "pay" (whose
 * visitor holds the trip link). The reference is no secret: the caller says whether it is the traveller.
 */
export async function startCheckout(
  reference: string,
  audience: CheckoutAudience,
  priceClaims: PriceClaim[] = [],
): Promise<{ kind: "not-found" } | PaymentStep> {
  const booking = findBookingByReference(reference);
  if (!booking) return { kind: "not-found" };
  return checkoutOf(booking, audience, priceClaims);
}

/**
 * What a client asking for a booking's checkout by reference (the JSON API's second call) shows
 * to prove the booking is its own. The reference alone proves nothing: it is printed on every
 * email, PDF and admin screen (decision 0045).
 */
export type ClientProof = {
  /** The request carries the signed cookie of the browser that made this booking. */
  bookingBrowser: boolean;
  /** The request carries the admin token: the team's own server-to-server calls. */
  adminToken: boolean;
  /** The idempotency key the client sent when it saved the booking, sent again (or null). */
  attemptKey: string | null;
};

/**
 * The checkout of a booking for the client that made it. Anyone else is told the booking does
 * not exist, exactly as for an unknown reference, and nothing is opened, stored or logged for
 * them. The address answered may be opened in another browser (the client's traveller's).
 */
export async function startClientCheckout(
  reference: string,
  proof: ClientProof,
  priceClaims: PriceClaim[] = [],
): Promise<{ kind: "not-found" } | PaymentStep> {
  if (!proof.bookingBrowser && !proof.adminToken && !proof.attemptKey) return { kind: "not-found" };
  const booking = findBookingByReference(reference);
  if (!booking) return { kind: "not-found" };
  if (!proof.bookingBrowser && !proof.adminToken && !savedWithAttemptKey(booking, proof.attemptKey)) {
    return { kind: "not-found" };
  }
  // Only the browser that made the booking has the email prefilled on Stripe's page (decision 0047).
  const step = await checkoutOf(booking, { prefillEmail: proof.bookingBrowser }, priceClaims);
  return step.kind === "checkout" ? { ...step, url: addressForAnyBrowser(booking.reference, step) } : step;
}

function checkoutOf(booking: Booking, audience: CheckoutAudience, priceClaims: PriceClaim[]): Promise<PaymentStep> {
  if (booking.requiresPayment && booking.paymentStatus !== "succeeded") warnOnPriceClaims(booking, priceClaims);
  return paymentStep(booking, audience);
}

async function paymentStep(booking: Booking, audience: CheckoutAudience): Promise<PaymentStep> {
  if (!booking.requiresPayment) return { kind: "no-payment-needed", booking };
  // Paying a booking always records the session it was paid through.
  if (booking.paymentStatus === "succeeded" && booking.stripeSessionId) {
    return { kind: "paid", booking, sessionId: booking.stripeSessionId };
  }
  if (!awaitingPayment(booking)) return { kind: "not-payable", booking };
  try {
    const checkout = await checkoutFor(booking, audience);
    return { kind: "checkout", booking, ...checkout };
  } catch (error) {
    // Cancelled between the read above and the session's creation.
    if (error instanceof NotAwaitingPaymentError) return { kind: "not-payable", booking };
    logger.warn({ err: error, booking: booking.reference }, "checkout unavailable");
    return { kind: "checkout-unavailable", booking };
  }
}
