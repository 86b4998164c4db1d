import { isPaid, verifyPayment } from "~/features/payments/fulfilment.server";
import { isSessionId } from "~/features/payments/payments.server";
import { jsonError, postOnly, withJsonBody } from "~/http/json.server";
import { paymentLookups, tooManyRequestsJson } from "~/http/request-limits.server";
import { logger } from "~/logger.server";
import type { Route } from "./+types/verify-payment";

export const loader = postOnly;

/** POST /api/verify-payment {sessionId, bookingId}: asks the provider, and records a paid session. */
export async function action({ request, context }: Route.ActionArgs) {
  return withJsonBody(request, async (body) => {
    const { sessionId, bookingId } = body;
    if (!isSessionId(sessionId) || typeof bookingId !== "string") {
      return jsonError(400, "sessionId and bookingId are required");
    }
    const allowance = paymentLookups.take(context.clientAddress);
    if (!allowance.allowed) return tooManyRequestsJson(allowance.retryAfterSeconds);
    try {
      const payment = await verifyPayment(sessionId, "verify_api");
      // A session only answers for the booking it belongs to.
      if (!payment || payment.reference !== bookingId) return jsonError(404, "Payment session not found");
      if (isPaid(payment) && !payment.confirmed) {
        return jsonError(409, "This payment does not match the booking. Our team will review it and contact you.");
      }
      if (isPaid(payment) && payment.cancelled) {
        return jsonError(
          409,
          "This booking is cancelled: any refund due goes back to the card that paid (a payment that arrived after the cancellation, in full), and the traveller is emailed.",
        );
      }
      return Response.json({
        paymentStatus: payment.paymentStatus,
        sessionStatus: payment.sessionStatus,
        bookingId: payment.reference,
        amountTotal: payment.amountTotal,
        currency: payment.currency,
      });
    } catch (error) {
      logger.error({ err: error, sessionId }, "payment verification failed");
      return jsonError(502, "Payment provider unavailable; please try again");
    }
  });
}
