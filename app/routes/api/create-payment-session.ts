import { findBookingByReference } from "~/services/bookings.server";
import { jsonError, postOnly, withJsonBody } from "~/services/http.server";
import { checkoutFor } from "~/services/payments.server";
import type { Route } from "./+types/create-payment-session";

export const loader = postOnly;

/**
 * §7 POST /api/create-payment-session, by booking reference (`bookingId`). Amounts or
 * prices in the body are ignored: the session is for the booking's stored total.
 */
export async function action({ request }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    const reference = body.bookingId ?? body.reference;
    if (typeof reference !== "string" || !/^[a-z0-9]{16}$/.test(reference)) {
      return jsonError(400, "bookingId (the booking reference) is required", { fields: { bookingId: "Required" } });
    }
    const booking = findBookingByReference(reference);
    if (!booking) return jsonError(404, "Booking not found");
    if (!booking.requiresPayment) return jsonError(409, "This booking needs no payment");
    if (booking.paymentStatus === "succeeded") return jsonError(409, "This booking is already paid");
    try {
      const checkout = await checkoutFor(booking);
      return Response.json({ sessionId: checkout.sessionId, url: checkout.url });
    } catch {
      return jsonError(502, "Failed to create payment session");
    }
  });
}
