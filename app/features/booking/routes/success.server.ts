import { data } from "react-router";
import { findBookingByReference } from "~/features/booking/bookings.server";
import { isPaid, type VerifiedPayment, verifyPayment } from "~/features/payments/fulfilment.server";
import { isSessionId } from "~/features/payments/payments.server";
import { mintTripLinkFor, tripUrl } from "~/features/trip/trip-links.server";
import { bookingOfThisBrowser } from "~/http/booking-browser.server";
import { paymentLookups, retryAfterHeaders } from "~/http/request-limits.server";
import { translator } from "~/i18n/i18n.server";
import { languageOfPath } from "~/i18n/languages";
import { logger } from "~/logger.server";
import type { Route } from "../../../routes/booking/+types/success";

/** What /success loads (the page is success.tsx): the payment verified, or the request received, and the trip link for the browser that booked. */

/** The trip page's link (path for the button, full address to keep), minted for this view only. */
type TripLink = { path: string; url: string } | null;

type Result =
  /**
   * `bookingReference` is the readable one (SBM-…), the page's only "Booking Reference": the
   * payment session's last 8 characters stay on the staff's screens (decision 0058).
   */
  | { status: "success"; bookingReference: string; trip: TripLink }
  | { status: "request"; city: string; bookingReference: string; trip: TripLink }
  /** Paid, but the booking was cancelled first: the payment is refunded (fulfilment.server.ts). */
  | { status: "cancelled"; bookingReference: string }
  /** A session the provider knows but that is not paid (open, expired, or flagged for review). */
  | { status: "error" }
  /**
   * Nothing to show this visitor: no session id that the provider knows, and no booking made in
   * this browser. Nothing failed, so the page points to the email and "lost your link?" instead.
   */
  | { status: "lookup" }
  | { status: "limited"; minutes: number };

const tripLinkOf = (reference: string) => {
  const minted = mintTripLinkFor(reference);
  if (!minted) return null;
  const link = { path: `/trip/${minted.token}`, url: tripUrl(minted.token) };
  return {
    link,
    cityName: minted.cityName,
    requiresPayment: minted.requiresPayment,
    bookingReference: minted.readableReference,
  };
};

/**
 * Verified on the server, so the answer is the same with JavaScript off. The trip link is
 * shown only in the browser that made the booking (the signed cookie /clients set, see
 * booking-browser.server.ts): a session id or a reference proves nothing about who asks, so
 * anyone else sees the payment verified, the reference, and that the link was emailed
 * (decision 0026). A link is minted per view, since only its hash is stored, under the payment
 * look-up limit.
 */
export async function successLoader({ request, context }: Route.LoaderArgs) {
  const t = await translator(languageOfPath(new URL(request.url).pathname), "booking");
  const described = (result: Result) => ({
    ...result,
    meta: {
      title: t(
        result.status === "success"
          ? "success.paidTitle"
          : result.status === "request"
            ? "success.requestTitle"
            : result.status === "cancelled"
              ? "success.cancelledTitle"
              : result.status === "lookup"
                ? "success.lookupTitle"
                : "success.failedTitle",
      ),
      description: t("success.description"),
    },
  });
  const sessionId = new URL(request.url).searchParams.get("session_id");
  const mine = await bookingOfThisBrowser(request);
  let result: Result = { status: "lookup" };
  if (isSessionId(sessionId) || mine) {
    const allowance = paymentLookups.take(context.clientAddress);
    if (!allowance.allowed) {
      const limited: Result = { status: "limited", minutes: Math.ceil(allowance.retryAfterSeconds / 60) };
      return data(described(limited), {
        status: 429,
        headers: { "Cache-Control": "no-store", ...retryAfterHeaders(allowance.retryAfterSeconds) },
      });
    }
    try {
      const asked = isSessionId(sessionId) ? await resultOfSession(sessionId, mine) : null;
      if (asked) result = asked.result;
      // The browser that booked sees its own booking whatever the address lost on the way (a
      // language switch, a bookmark, a typed /success): unless the session asked about already
      // answered for a booking, or was that same booking's.
      if (mine && !asked?.settled && asked?.bookingReference !== mine) result = (await ownBooking(mine)) ?? result;
    } catch (error) {
      logger.error({ err: error, sessionId }, "payment verification failed");
      result = { status: "error" };
    }
  }
  return data(described(result), { headers: { "Cache-Control": "no-store" } });
}

/** What a paid session shows: verified and confirmed, or cancelled (refunded); the trip link only for its own browser. */
function paidResult(payment: VerifiedPayment, mine: string | null): Result {
  const readable = payment.readableReference;
  if (payment.cancelled) return { status: "cancelled", bookingReference: readable };
  const trip = mine === payment.reference ? (tripLinkOf(payment.reference)?.link ?? null) : null;
  return { status: "success", bookingReference: readable, trip };
}

/**
 * The page for a session id from the address. A session unknown to the provider or to us (a
 * typo, a forged id) is no failed payment: that visitor gets the look-up page. A known session
 * that is not paid and confirmed is the spec's verification failure.
 */
async function resultOfSession(
  sessionId: string,
  mine: string | null,
): Promise<{ result: Result; settled: boolean; bookingReference: string | null }> {
  const payment = await verifyPayment(sessionId);
  if (!payment) return { result: { status: "lookup" }, settled: false, bookingReference: null };
  // A paid session that does not match its booking is flagged for review, not confirmed.
  const settled = isPaid(payment) && payment.confirmed;
  return {
    result: settled ? paidResult(payment, mine) : { status: "error" },
    settled,
    bookingReference: payment.reference,
  };
}

/**
 * The booking this browser made (its signed cookie names it), as of its latest checkout
 * session: a request, its payment confirmed, or the failure when that session is not paid.
 * Null when there is nothing to say about it.
 */
async function ownBooking(reference: string): Promise<Result | null> {
  const booking = findBookingByReference(reference);
  if (!booking) return null;
  if (!booking.requiresPayment) {
    const trip = tripLinkOf(reference);
    return trip
      ? { status: "request", city: trip.cityName, bookingReference: trip.bookingReference, trip: trip.link }
      : null;
  }
  if (!booking.stripeSessionId) return null;
  const payment = await verifyPayment(booking.stripeSessionId);
  if (!payment) return null;
  return isPaid(payment) && payment.confirmed ? paidResult(payment, reference) : { status: "error" };
}
