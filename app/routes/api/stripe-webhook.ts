import { handleStripeEvent } from "~/features/payments/fulfilment.server";
import {
  PaymentUnavailableError,
  verifiedStripeEvent,
  WebhookSignatureError,
} from "~/features/payments/payments.server";
import { handleHttpError, jsonError, postOnly, readBodyText, requireMethod } from "~/http/json.server";
import { logger } from "~/logger.server";
import type { Route } from "./+types/stripe-webhook";

/** Checkout events are a few kB; anything far larger is not from Stripe. */
const MAX_EVENT_BYTES = 512 * 1024;

export const loader = postOnly;

/** Stripe's webhook: the signature is checked on the raw body before anything is parsed. */
export async function action({ request }: Route.ActionArgs) {
  try {
    requireMethod(request, "POST");
    const rawBody = await readBodyText(request, MAX_EVENT_BYTES);
    const event = await verifiedStripeEvent(rawBody, request.headers.get("stripe-signature"));
    const outcome = await handleStripeEvent(event);
    logger.info({ eventId: event.id, type: event.type, outcome }, "stripe event");
    return Response.json({ received: true, outcome });
  } catch (error) {
    if (error instanceof WebhookSignatureError) return jsonError(400, error.message);
    if (error instanceof PaymentUnavailableError) {
      logger.error({ err: error }, "stripe webhook received but not configured");
      return jsonError(503, "Stripe webhooks are not configured");
    }
    return handleHttpError(error);
  }
}
