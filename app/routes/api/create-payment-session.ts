import { adminApiAccess } from "~/auth/admin-api-auth.server";
import { bearerToken } from "~/auth/admin-auth.server";
import { CALLED_OFF } from "~/domain/booking-lifecycle";
import { checkoutPriceClaims } from "~/features/booking/price-claims.server";
import { startClientCheckout } from "~/features/booking/submit-booking.server";
import { madeInThisBrowser } from "~/http/booking-browser.server";
import { jsonError, postOnly, withJsonBody } from "~/http/json.server";
import type { Route } from "./+types/create-payment-session";

export const loader = postOnly;

/** The shape save-booking accepts for an idempotency key; anything else cannot have saved a booking. */
const ATTEMPT_KEY = /^[\w-]{8,64}$/;

/**
 * POST /api/create-payment-session, by booking reference: `bookingId`, or `bookingData.id`
 * in the shape `{amount, currency, customerEmail, customerName, bookingData}`, for the client
 * that made the booking only (decision 0045): it sends again the `idempotencyKey` it saved the
 * booking with (beside `bookingId`, or in `bookingData`), or comes from the browser that posted
 * the booking form (its cookie), or is the team's server with the admin Bearer token. Anyone
 * else gets the 404 of an unknown booking, and nothing is created. Amounts, prices, currency and
 * customer details in the body are ignored: the session is for the booking's stored total, with
 * its email prefilled only for the browser that made the booking; a price that disagrees is
 * logged. A booking that is not awaiting payment (cancelled) gets no session. The answer never
 * carries the trip link: an outside client's traveller gets it by email (decision 0026).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    const bookingData = body.bookingData as { id?: unknown; idempotencyKey?: unknown } | null | undefined;
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
    // A wrong admin token is refused as on every admin endpoint (and counted, so this route is
    // no way round the token's guessing limit), not passed over for the other proofs.
    const adminToken = bearerToken(request) !== null;
    if (adminToken) {
      const access = await adminApiAccess(request, context.clientAddress);
      if (!access.ok) return access.response;
    }
    const key = body.idempotencyKey ?? (typeof bookingData === "object" ? bookingData?.idempotencyKey : undefined);
    const outcome = await startClientCheckout(
      reference,
      {
        bookingBrowser: await madeInThisBrowser(request, reference),
        adminToken,
        attemptKey: typeof key === "string" && ATTEMPT_KEY.test(key) ? key : null,
      },
      checkoutPriceClaims(body),
    );
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
