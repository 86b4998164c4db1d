import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import englishCommon from "~/i18n/locales/en/common";
import { bookingServerPerFile, postForm } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";

/** /clients and /success with the real Stripe SDK talking to a Stripe-compatible server on loopback. */
const PUBLIC_URL = "https://sobremesa.test";
const running = bookingServerPerFile({ fakeStripe: true, env: { STRIPE_WEBHOOK_SECRET: "whsec_fake123", PUBLIC_URL } });

const book = (fields: Record<string, string>) => postForm(`${running.server.url}/clients`, fields);

describe("Stripe Checkout for the Spain list", () => {
  it("states the cancellation policy beside the fee on /clients", async () => {
    const response = await fetch(`${running.server.url}/clients`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(englishCommon.policy.cancellation);
  });

  it("creates a session for exactly the server's total and redirects to it", async () => {
    const form = validBooking({ city: "ES|Barcelona", reservations: "7" });
    const before = running.stripe.created().length;
    const response = await book(form);
    expect(response.status).toBe(303);
    expect(running.stripe.created()).toHaveLength(before + 1);
    const request = running.stripe.created().at(-1)!;
    const booking = running.store.bookings().find((b) => b.email === form.email)!;
    expect(request.headers.authorization).toBe("Bearer sk_test_fake123");
    expect(request.params).toMatchObject({
      mode: "payment",
      customer_email: form.email,
      client_reference_id: booking.reference,
      metadata: { bookingId: String(booking.id), bookingReference: booking.reference },
      success_url: `${PUBLIC_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/clients`,
      custom_text: { submit: { message: englishCommon.policy.cancellationShort } },
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "eur",
            unit_amount: "6600",
            product_data: { name: "Sobremesa dining concierge: Barcelona, 7 reservations" },
          },
        },
      ],
    });
    const session = running.stripe.sessions.get(booking.stripe_session_id)!;
    expect(session.amount_total).toBe(6600);
    expect(session.currency).toBe("eur");
    expect(response.headers.get("location")).toBe(session.url);
  });

  it("opens one session for a double submit of the same attempt", async () => {
    const form = validBooking();
    const before = running.stripe.created().length;
    const [first, second] = await Promise.all([book(form), book(form)]);
    expect(first.headers.get("location")).toBe(second.headers.get("location"));
    const third = await book(form);
    expect(third.headers.get("location")).toBe(first.headers.get("location"));
    expect(running.stripe.created()).toHaveLength(before + 1);
    expect(running.store.bookings().filter((b) => b.email === form.email)).toHaveLength(1);
  });

  it("says 'Payment failed' and keeps the values when Stripe is down; a retry uses the same booking", async () => {
    const form = validBooking({ name: "Retry Person" });
    running.stripe.failNext(10, 500);
    const failed = await book(form);
    running.stripe.failNext(0);
    expect(failed.status).toBe(502);
    const html = await failed.text();
    expect(html).toContain("Payment failed");
    expect(html).toContain("There was an error processing your payment. Please try again.");
    expect(html).toContain('value="Retry Person"');
    const [pending] = running.store.bookings().filter((b) => b.email === form.email);
    expect(pending).toMatchObject({ payment_status: "pending", stripe_session_id: null });

    const retried = await book(form);
    expect(retried.status).toBe(303);
    const rows = running.store.bookings().filter((b) => b.email === form.email);
    expect(rows).toHaveLength(1);
    expect(rows[0].stripe_session_id).toMatch(/^cs_test_fake/);
    // The failure is logged, without the Stripe keys.
    expect(running.server.output()).toContain("Failed to create payment session");
    expect(running.server.output()).not.toMatch(/sk_test_fake123|whsec_fake123/);
  });

  it("lands on 'You're all set.' after paying, and records the payment once", async () => {
    const form = validBooking({ reservations: "6" });
    const checkoutUrl = (await book(form)).headers.get("location")!;
    // Paying on the (fake) hosted page sends the traveller to success_url.
    const back = await fetch(checkoutUrl, { redirect: "manual" });
    const successUrl = back.headers.get("location")!.replace(PUBLIC_URL, running.server.url);
    const sessionId = new URL(successUrl).searchParams.get("session_id")!;

    const html = await (await fetch(successUrl)).text();
    expect(html).toContain("You&#x27;re all set.");
    const booking = running.store.bookings().find((b) => b.email === form.email)!;
    // The page's Booking Reference is the readable one, not the payment's code (decision 0058).
    expect(html).toContain(booking.readable_reference as string);
    expect(html).not.toContain(sessionId.slice(-8).toUpperCase());
    expect(booking).toMatchObject({
      payment_status: "succeeded",
      amount_paid_cents: 5700,
      currency: "eur",
      payment_intent_id: running.stripe.sessions.get(sessionId)!.payment_intent,
    });
    await fetch(successUrl);
    expect(running.store.outbox("payment", booking.id)).toHaveLength(1);
  });

  it("sends a repeat of an attempt paid before its webhook arrived to /success, never to a second session", async () => {
    const form = validBooking();
    await book(form);
    const booking = running.store.bookings().find((b) => b.email === form.email)!;
    running.stripe.complete(booking.stripe_session_id);
    const before = running.stripe.created().length;
    const again = await book(form);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`/success?session_id=${booking.stripe_session_id}`);
    expect(running.stripe.created()).toHaveLength(before);
    const html = await (await fetch(`${running.server.url}${again.headers.get("location")}`)).text();
    expect(html).toContain("You&#x27;re all set.");
    expect(running.store.booking(booking.reference)).toMatchObject({
      payment_status: "succeeded",
      amount_paid_cents: 5700,
    });
  });

  it("shows the verification error for an open (unpaid) session, and the look-up page for an unknown one", async () => {
    const form = validBooking();
    await book(form);
    const sessionId = running.store.bookings().find((b) => b.email === form.email)!.stripe_session_id;
    const open = await (await fetch(`${running.server.url}/success?session_id=${sessionId}`)).text();
    expect(open).toContain("Payment Verification Failed");
    const unknown = await (await fetch(`${running.server.url}/success?session_id=cs_test_doesnotexist`)).text();
    expect(unknown).toContain("Looking for your booking?");
    expect(unknown).not.toContain("Failed");
    expect(running.store.bookings().find((b) => b.email === form.email)!.payment_status).toBe("pending");
  });

  it("a retry after the session expired opens a new one and the booking awaits payment again", async () => {
    const form = validBooking();
    const first = (await book(form)).headers.get("location");
    const booking = running.store.bookings().find((b) => b.email === form.email)!;
    const expired = running.stripe.expire(booking.stripe_session_id);
    const payload = JSON.stringify({
      id: `evt_expired_${booking.id}`,
      object: "event",
      type: "checkout.session.expired",
      data: { object: expired },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_fake123" });
    await fetch(`${running.server.url}/api/stripe-webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });
    expect(running.store.booking(booking.reference)!.payment_status).toBe("failed");

    const second = (await book(form)).headers.get("location");
    expect(second).not.toBe(first);
    const reopened = running.store.booking(booking.reference)!;
    expect(reopened.payment_status).toBe("pending");
    expect(reopened.stripe_session_id).not.toBe(booking.stripe_session_id);
    expect(running.store.bookings().filter((b) => b.email === form.email)).toHaveLength(1);
  });

  it("has no local TEST checkout when a Stripe key is set", async () => {
    const form = validBooking();
    await book(form);
    const { reference } = running.store.bookings().find((b) => b.email === form.email)!;
    expect((await fetch(`${running.server.url}/checkout/test/${reference}`)).status).toBe(404);
  });
});
