import { jsonError, postOnly, withJsonBody } from "~/http/json.server";
import { findBookingByReference } from "~/services/bookings/bookings.server";
import { checkoutPriceClaims, warnOnPriceClaims } from "~/services/bookings/price-claims.server";
import { checkoutFor } from "~/services/payments/payments.server";
import type { Route } from "./+types/create-payment-session";

export const loader = postOnly;

/**
 * POST /api/create-payment-session, by booking reference: `bookingId`, or `bookingData.id`
 * in the shape `{amount, currency, customerEmail, customerName, bookingData}`. Amounts,
 * prices, currency and customer details in the body are ignored: the session is for the
 * booking's stored total and email; a price that disagrees is logged.
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
    const booking = findBookingByReference(reference);
    if (!booking) return jsonError(404, "Booking not found");
    if (!booking.requiresPayment) return jsonError(409, "This booking needs no payment");
    if (booking.paymentStatus === "succeeded") return jsonError(409, "This booking is already paid");
    warnOnPriceClaims(booking, checkoutPriceClaims(body));
    try {
      const checkout = await checkoutFor(booking);
      return Response.json({ sessionId: checkout.sessionId, url: checkout.url });
    } catch {
      return jsonError(502, "Failed to create payment session");
    }
  });
}
