import { data } from "react-router";
import { isPaid, verifyPayment } from "~/features/payments/fulfilment.server";
import { isSessionId } from "~/features/payments/payments.server";
import { mintTripLinkFor, tripUrl } from "~/features/trip/trip-links.server";
import { bookingOfThisBrowser } from "~/http/booking-browser.server";
import { paymentLookups, retryAfterHeaders } from "~/http/request-limits.server";
import { translator } from "~/i18n/i18n.server";
import { languageOfPath } from "~/i18n/languages";
import { logger } from "~/logger.server";
import type { Route } from "../../../routes/booking/+types/success";

/** What /success loads (the page is success.tsx): the payment verified, or the request received, and the trip link for the browser that booked. */

/** The Booking Reference a traveller reads: the last 8 characters of the Stripe session id, upper-cased. */
const bookingReference = (sessionId: string) => sessionId.slice(-8).toUpperCase();

/** The trip page's link (path for the button, full address to keep), minted for this view only. */
type TripLink = { path: string; url: string } | null;

type Result =
  | { status: "success"; reference: string; bookingReference: string; trip: TripLink }
  | { status: "request"; city: string; bookingReference: string; trip: TripLink }
  /** Paid, but the booking was cancelled first: the payment is refunded (fulfilment.server.ts). */
  | { status: "cancelled"; reference: string; bookingReference: string }
  | { status: "error" }
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
              : "success.failedTitle",
      ),
      description: t("success.description"),
    },
  });
  const sessionId = new URL(request.url).searchParams.get("session_id");
  let result: Result = { status: "error" };
  const mine = await bookingOfThisBrowser(request);
  const requested = sessionId ? null : mine;
  if (isSessionId(sessionId) || requested) {
    const allowance = paymentLookups.take(context.clientAddress);
    if (!allowance.allowed) {
      const limited: Result = { status: "limited", minutes: Math.ceil(allowance.retryAfterSeconds / 60) };
      return data(described(limited), {
        status: 429,
        headers: { "Cache-Control": "no-store", ...retryAfterHeaders(allowance.retryAfterSeconds) },
      });
    }
    try {
      if (requested) {
        const trip = tripLinkOf(requested);
        if (trip && !trip.requiresPayment)
          result = { status: "request", city: trip.cityName, bookingReference: trip.bookingReference, trip: trip.link };
      } else if (isSessionId(sessionId)) {
        const payment = await verifyPayment(sessionId);
        // A paid session that does not match its booking is flagged for review, not confirmed.
        if (payment && isPaid(payment) && payment.confirmed) {
          const reference = bookingReference(sessionId);
          const readable = payment.readableReference;
          if (payment.cancelled) result = { status: "cancelled", reference, bookingReference: readable };
          else {
            const trip = mine === payment.reference ? (tripLinkOf(payment.reference)?.link ?? null) : null;
            result = { status: "success", reference, bookingReference: readable, trip };
          }
        }
      }
    } catch (error) {
      logger.error({ err: error, sessionId }, "payment verification failed");
    }
  }
  return data(described(result), { headers: { "Cache-Control": "no-store" } });
}
