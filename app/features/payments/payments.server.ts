import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import type { Booking } from "~/db/schema";
import { cityNameOf } from "~/domain/cities";
import { awaitingPayment } from "~/domain/payment-status";
import { env, usesLocalCheckout } from "~/env.server";
import { findBookingByReference, findBookingBySession, setCheckoutSession } from "~/features/booking/bookings.server";
import { cachedCheckout } from "~/features/payments/checkout-cache.server";
import { translator } from "~/i18n/i18n.server";
import { DEFAULT_LANGUAGE, type Language, pathInLanguage } from "~/i18n/languages";
import { logger } from "~/logger.server";
import { PaymentUnavailableError, stripe, stripeSdk } from "./stripe-client.server";

/**
 * The payment provider behind one small interface: Stripe Checkout, or (outside production,
 * without a Stripe key) the app's own TEST checkout page. Routes and fulfilment never ask
 * which one is in use.
 */

// The Stripe client lives below the use cases (refunds reads it, and a move refunds); its
// error is still answered here for every caller of the payment provider.
export { PaymentUnavailableError };

/** A Checkout session asked for a booking that is not awaiting payment (cancelled, say). */
export class NotAwaitingPaymentError extends Error {}

/** What the app needs to know about a checkout session, whichever provider made it. */
export type CheckoutView = {
  id: string;
  /** Stripe's values: 'paid', 'unpaid' or 'no_payment_required'. */
  paymentStatus: string;
  /** Stripe's values: 'open', 'complete' or 'expired'. */
  sessionStatus: string | null;
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId: string | null;
  /** Our booking's public reference (client_reference_id); anyone can put it on a Payment Link. */
  reference: string | null;
  /**
   * The booking id and reference in the session's metadata. Only a call with our secret key
   * can set metadata, so these name the booking the server opened the session for.
   */
  boundBookingId: string | null;
  boundReference: string | null;
};

const LOCAL_SESSION_PREFIX = "cs_test_local_";
/** Stripe session ids are short; anything else is refused before it reaches a provider. */
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9_]{1,200}$/;

export const isSessionId = (value: unknown): value is string => typeof value === "string" && SESSION_ID.test(value);
const isLocalSession = (sessionId: string) => sessionId.startsWith(LOCAL_SESSION_PREFIX);

/** The /success page for a session, for redirects within the app. */
/** /success (or /es/success, /fr/success) for a session: the result page in the booking's language. */
export const successPath = (sessionId: string, language: Language = DEFAULT_LANGUAGE) =>
  `${pathInLanguage("/success", language)}?session_id=${encodeURIComponent(sessionId)}`;

/**
 * The local TEST checkout of a booking. Without a session id it opens only for the browser that
 * made the booking (its signed cookie); with the booking's session id it opens for whoever holds
 * the address, as Stripe's hosted page does (decision 0045).
 */
function localCheckoutPath(reference: string, sessionId?: string): string {
  const path = `/checkout/test/${reference}`;
  return sessionId ? `${path}?session_id=${encodeURIComponent(sessionId)}` : path;
}

/**
 * The checkout's address for a client that may open it in another browser than the one that
 * made the booking (a JSON client's traveller): Stripe's page already opens for whoever holds
 * its address; the local TEST checkout's gets the session id it needs for that.
 */
export function addressForAnyBrowser(reference: string, checkout: { sessionId: string; url: string }): string {
  return isLocalSession(checkout.sessionId) && checkout.url === localCheckoutPath(reference)
    ? localCheckoutPath(reference, checkout.sessionId)
    : checkout.url;
}

function productOf(booking: Booking): { name: string; description: string } {
  const meals = `${booking.reservations} reservation${booking.reservations === 1 ? "" : "s"}`;
  return {
    name: `Sobremesa dining concierge: ${cityNameOf(`${booking.regionCode}|${booking.cityName}`)}, ${meals}`,
    description: `${booking.checkIn} to ${booking.checkOut}`,
  };
}

/**
 * Who a Checkout session is opened for. Stripe's hosted page shows the email a session was
 * created with, and its address may travel beyond the browser that made the booking (a JSON
 * client hands it to its traveller, decision 0045), so the traveller's email is prefilled only
 * for a caller the route knows to be the traveller: the browser that made the booking, or the
 * trip page's "pay" (decision 0047). Anyone else gets a session whose page asks for the email.
 */
export type CheckoutAudience = { prefillEmail: boolean };

async function createStripeSession(
  booking: Booking,
  { prefillEmail }: CheckoutAudience,
): Promise<{ id: string; url: string }> {
  const publicUrl = env().PUBLIC_URL;
  const t = await translator(booking.language, "common");
  try {
    const session = await (await stripe()).checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: booking.currency, unit_amount: booking.totalCents, product_data: productOf(booking) },
        },
      ],
      ...(prefillEmail && { customer_email: booking.email }),
      // The traveller reads the refund rule where they pay, in the same words as everywhere else.
      custom_text: { submit: { message: t("policy.cancellationShort") } },
      // Checkout speaks the language the traveller booked in.
      locale: booking.language,
      client_reference_id: booking.reference,
      metadata: { bookingId: String(booking.id), bookingReference: booking.reference },
      payment_intent_data: { metadata: { bookingId: String(booking.id), bookingReference: booking.reference } },
      success_url: `${publicUrl}${pathInLanguage("/success", booking.language)}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}${pathInLanguage("/clients", booking.language)}`,
    });
    if (!session.url) throw new Error("Stripe returned a session without a URL");
    return { id: session.id, url: session.url };
  } catch (error) {
    logger.error({ err: error, booking: booking.reference }, "Failed to create payment session");
    throw new PaymentUnavailableError("Failed to create payment session");
  }
}

/** One session creation per booking and audience at a time, so a double submit cannot open two sessions. */
const inFlight = new Map<string, Promise<{ sessionId: string; url: string }>>();

/**
 * The checkout to send a traveller to for this booking: its open session if it has one made
 * for this audience, otherwise a new session for exactly the booking's stored total.
 */
export function checkoutFor(booking: Booking, audience: CheckoutAudience): Promise<{ sessionId: string; url: string }> {
  const key = `${booking.id}:${audience.prefillEmail}`;
  const running = inFlight.get(key);
  if (running) return running;
  const work = openCheckout(booking, audience).finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

/**
 * Whether an open session may be handed to this audience: to a caller not known to be the
 * traveller only one whose page shows no email; to the traveller one prefilled with the
 * booking's email as it is now.
 */
const fitsAudience = (session: Stripe.Checkout.Session, booking: Booking, { prefillEmail }: CheckoutAudience) =>
  prefillEmail ? session.customer_email === booking.email : !session.customer_email;

async function openCheckout(stale: Booking, audience: CheckoutAudience): Promise<{ sessionId: string; url: string }> {
  if (!stale.requiresPayment) throw new Error(`Booking ${stale.reference} needs no payment`);
  // Read again: the one gate every session passes, so a booking cancelled since its caller read
  // it never gets a session (a payment that still arrives is refunded: see fulfilment.server.ts).
  const booking = findBookingByReference(stale.reference);
  if (!booking || !awaitingPayment(booking)) {
    throw new NotAwaitingPaymentError(`Booking ${stale.reference} is not awaiting payment`);
  }
  if (usesLocalCheckout()) {
    const sessionId = booking.stripeSessionId ?? `${LOCAL_SESSION_PREFIX}${randomBytes(16).toString("hex")}`;
    if (!booking.stripeSessionId) setCheckoutSession(booking.id, sessionId);
    return { sessionId, url: localCheckoutPath(booking.reference) };
  }
  if (booking.stripeSessionId && !isLocalSession(booking.stripeSessionId)) {
    const existing = await (await stripe()).checkout.sessions.retrieve(booking.stripeSessionId).catch(() => null);
    if (existing?.status === "open" && existing.url && fitsAudience(existing, booking, audience)) {
      return { sessionId: existing.id, url: existing.url };
    }
    // Paid before its webhook arrived: /success records it; a second session could charge twice.
    if (existing?.status === "complete") {
      return { sessionId: existing.id, url: successPath(existing.id, booking.language) };
    }
  }
  // A session of the other audience stays open (the traveller may be on its page): the new one
  // becomes the booking's, and either pays the booking through the metadata that binds it.
  const session = await createStripeSession(booking, audience);
  setCheckoutSession(booking.id, session.id);
  return { sessionId: session.id, url: session.url };
}

/** The session as the provider sees it now; null when no such session exists. */
export async function retrieveCheckout(sessionId: string): Promise<CheckoutView | null> {
  if (!isSessionId(sessionId)) return null;
  if (isLocalSession(sessionId)) {
    // The local checkout's state lives on the booking itself, so it is never available in production.
    if (!usesLocalCheckout()) return null;
    const booking = findBookingBySession(sessionId);
    if (!booking) return null;
    const paid = booking.paymentStatus === "succeeded";
    return {
      id: sessionId,
      paymentStatus: paid ? "paid" : "unpaid",
      sessionStatus: paid ? "complete" : booking.paymentStatus === "failed" ? "expired" : "open",
      amountTotal: booking.totalCents,
      currency: booking.currency,
      paymentIntentId: booking.paymentIntentId,
      reference: booking.reference,
      boundBookingId: String(booking.id),
      boundReference: booking.reference,
    };
  }
  if (usesLocalCheckout()) return null;
  return cachedCheckout(sessionId, async () => {
    try {
      return sessionView(await (await stripe()).checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (error instanceof (await stripeSdk()).errors.StripeInvalidRequestError) return null;
      throw error;
    }
  });
}

export function sessionView(session: Stripe.Checkout.Session): CheckoutView {
  const intent = session.payment_intent;
  return {
    id: session.id,
    paymentStatus: session.payment_status,
    sessionStatus: session.status,
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    reference: session.client_reference_id,
    boundBookingId: session.metadata?.bookingId ?? null,
    boundReference: session.metadata?.bookingReference ?? null,
  };
}

/** A local TEST payment: a payment intent id of the same shape Stripe would give. */
export function localPaymentIntentId(): string {
  return `pi_test_local_${randomBytes(12).toString("hex")}`;
}

export class WebhookSignatureError extends Error {}

/**
 * Verifies a Stripe webhook delivery on its raw body; throws when the signature is missing, bad
 * or stale. The platform's endpoint and the Connect endpoint sign with secrets of their own, and
 * either may deliver here: a delivery signed by one of them passes.
 */
export async function verifiedStripeEvent(rawBody: string, signature: string | null): Promise<Stripe.Event> {
  const { STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET } = env();
  if (!STRIPE_WEBHOOK_SECRET) throw new PaymentUnavailableError("STRIPE_WEBHOOK_SECRET is not set");
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  const { webhooks } = await stripeSdk();
  for (const secret of [STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET]) {
    if (!secret) continue;
    try {
      return webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      // Not this endpoint's secret (or stale): the other one may have signed it.
    }
  }
  throw new WebhookSignatureError("Invalid or stale Stripe signature");
}
