import { CALLED_OFF } from "~/domain/booking-lifecycle";
import { madeInThisBrowser } from "~/http/booking-browser.server";
import { jsonError, postOnly, withJsonBody } from "~/http/json.server";
import { checkoutPriceClaims } from "~/services/bookings/price-claims.server";
import { startCheckout } from "~/services/bookings/submit-booking.server";
import type { Route } from "./+types/create-payment-session";

export const loader = postOnly;

/**
 * POST /api/create-payment-session, by booking reference: `bookingId`, or `bookingData.id`
 * in the shape `{amount, currency, customerEmail, customerName, bookingData}`. Amounts,
 * prices, currency and customer details in the body are ignored: the session is for the
 * booking's stored total, with its email prefilled only for the browser that made the booking
 * (anyone else's checkout asks for it); a price that disagrees is logged. A booking that is not
 * awaiting payment (cancelled) gets no session. The answer never carries the trip link: an
 * outside client's traveller gets it by email, as every traveller does (decision 0026).
 */
export async function action({ request }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    const bookingData = body.bookingData as { id?: unknown } | null | undefined;
    const reference =
      body.bookingId ?? body.reference ?? (typeof bookingData === "object" ? bookingData?.id : undefined);
    if (typeof reference !== "string" || !/^[a-z0-9]{16}$/.test(reference)) {
      return jsonError(
        400,
        "bookingId is required: the bookingId /api/save-booking answered with (or as bookingData.id)",
        {
          fields: { bookingId: "Required" },
        },
      );
    }
    // Anyone may name a reference and get the session: its page shows the traveller's email
    // only when the browser that made the booking asks (decision 0026).
    const prefillEmail = await madeInThisBrowser(request, reference);
    const outcome = await startCheckout(reference, { prefillEmail }, checkoutPriceClaims(body));
    switch (outcome.kind) {
      case "not-found":
        return jsonError(404, "Booking not found");
      case "no-payment-needed":
        return jsonError(409, "This booking needs no payment");
      case "paid":
        return jsonError(409, "This booking is already paid");
      case "not-payable":
        return jsonError(
          409,
          outcome.booking.status === CALLED_OFF
            ? "This booking is cancelled and can no longer be paid"
            : "This booking is not awaiting payment",
        );
      case "checkout":
        return Response.json({ sessionId: outcome.sessionId, url: outcome.url });
      case "checkout-unavailable":
        return jsonError(502, "Failed to create payment session");
    }
  });
}
