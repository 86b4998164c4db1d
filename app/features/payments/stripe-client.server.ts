import Stripe from "stripe";
import { env } from "~/env.server";

/**
 * The Stripe SDK client, alone in its module so that what only talks to Stripe (refunds, which a
 * cancellation records inside the lifecycle's move) need not import the checkout use cases,
 * which import the bookings and so the lifecycle again.
 */

export class PaymentUnavailableError extends Error {}

let client: { key: string; base?: string; stripe: Stripe } | undefined;

/** The Stripe SDK client; STRIPE_API_BASE points it at a Stripe-compatible server (tests, drills). */
export function stripe(): Stripe {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) throw new PaymentUnavailableError("STRIPE_SECRET_KEY is not set");
  if (client?.key !== key || client.base !== base) {
    const target = base ? new URL(base) : undefined;
    const stripe = new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(target && {
        host: target.hostname,
        port: target.port || (target.protocol === "https:" ? 443 : 80),
        protocol: target.protocol === "https:" ? "https" : "http",
      }),
    });
    client = { key, base, stripe };
  }
  return client.stripe;
}
