import type Stripe from "stripe";
import { env } from "~/env.server";

/**
 * The Stripe SDK client, alone in its module so that what only talks to Stripe (refunds, which a
 * cancellation records inside the lifecycle's move) need not import the checkout use cases,
 * which import the bookings and so the lifecycle again.
 *
 * The SDK is loaded on first use: its few hundred modules cost a serving process several MB of
 * memory that most processes (every page but a payment's) never need.
 */

export class PaymentUnavailableError extends Error {}

let client: { key: string; base?: string; stripe: Stripe } | undefined;

let sdk: Promise<typeof Stripe> | undefined;

/** The SDK's module: its error classes and webhook signatures, loaded once, when first asked. */
export function stripeSdk(): Promise<typeof Stripe> {
  sdk ??= import("stripe").then((loaded) => loaded.default);
  return sdk;
}

/** The Stripe SDK client; STRIPE_API_BASE points it at a Stripe-compatible server (tests, drills). */
export async function stripe(): Promise<Stripe> {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) throw new PaymentUnavailableError("STRIPE_SECRET_KEY is not set");
  const Stripe = await stripeSdk();
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
