import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import type { FakeSession } from "../support/fake-stripe.mjs";

/**
 * A paid Checkout session fulfils a booking only when it is the session the server opened
 * for that booking, for exactly its total and currency; anything else leaves the booking
 * unpaid and flags it 'review' for the admin. Over HTTP, against the built server and the
 * fake Stripe, through the webhook, /success and /api/verify-payment.
 */
const SECRET = "whsec_bindingtest123";
const TOKEN = "test-admin-token-0123456789";
const running = bookingServerPerFile({ fakeStripe: true, env: { STRIPE_WEBHOOK_SECRET: SECRET } });

let eventCounter = 0;
function deliver(session: FakeSession) {
  const payload = JSON.stringify({
    id: `evt_binding_${Date.now()}_${++eventCounter}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return fetch(`${running.server.url}/api/stripe-webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
}

/** A €57 Madrid booking with its open session on the fake Stripe. */
async function bookedSession() {
  const form = validBooking({ reservations: "6" });
  await postForm(`${running.server.url}/clients`, form);
  const booking = running.store.bookings().find((b) => b.email === form.email)!;
  return { booking, session: running.stripe.sessions.get(booking.stripe_session_id)! };
}

/** Unpaid, flagged, and otherwise exactly as it was: same session, no amount, no payment record. */
function expectFlaggedAndUnchanged(before: Record<string, unknown>) {
  const after = running.store.booking(String(before.reference))!;
  expect(after).toMatchObject({
    payment_status: "review",
    stripe_session_id: before.stripe_session_id,
    payment_intent_id: null,
    amount_paid_cents: null,
    paid_at: null,
    total_cents: before.total_cents,
    currency: before.currency,
  });
  expect(running.store.outbox("payment", Number(before.id))).toEqual([]);
}

const success = (sessionId: string) =>
  fetch(`${running.server.url}/success?session_id=${sessionId}`).then((r) => r.text());

describe("a paid session fulfils only its own booking, for its exact price", () => {
  it.each([
    ["another amount", { amount_total: 100 }],
    ["another currency", { currency: "usd" }],
  ])("the booking's session paid with %s leaves the booking unpaid and flagged", async (_label, change) => {
    const { booking, session } = await bookedSession();
    const paid = { ...running.stripe.complete(session.id), ...change };
    expect((await deliver(paid)).status).toBe(200);
    expectFlaggedAndUnchanged(booking);
  });

  it("a Payment Link session carrying the booking's reference leaves it unpaid and flagged, even for its price", async () => {
    const { booking } = await bookedSession();
    const stray = running.stripe.paidElsewhere({
      client_reference_id: booking.reference,
      amount_total: booking.total_cents,
      currency: "eur",
    });
    expect((await deliver(stray)).status).toBe(200);
    expectFlaggedAndUnchanged(booking);
  });

  it("/success and /api/verify-payment for a €1 USD session with the booking's reference refuse and flag it", async () => {
    const { booking } = await bookedSession();
    const stray = running.stripe.paidElsewhere({
      client_reference_id: booking.reference,
      amount_total: 100,
      currency: "usd",
    });
    const html = await success(stray.id);
    expect(html).toContain("Payment Verification Failed");
    expect(html).not.toContain("You&#x27;re all set.");
    expectFlaggedAndUnchanged(booking);

    const api = await postJson(`${running.server.url}/api/verify-payment`, {
      sessionId: stray.id,
      bookingId: booking.reference,
    });
    expect(api.status).toBe(409);
    expect(await api.json()).toEqual({
      error: "This payment does not match the booking. Our team will review it and contact you.",
    });
    expectFlaggedAndUnchanged(booking);
  });

  it("a session opened for another booking pays that booking only", async () => {
    const mine = await bookedSession();
    const theirs = await bookedSession();
    // Their session, relabelled with my reference: the metadata still names their booking.
    const relabelled = { ...running.stripe.complete(theirs.session.id), client_reference_id: mine.booking.reference };
    await deliver(relabelled);
    expect(running.store.booking(mine.booking.reference)).toMatchObject({
      payment_status: "pending",
      stripe_session_id: mine.booking.stripe_session_id,
    });
    expect(running.store.booking(theirs.booking.reference)).toMatchObject({ payment_status: "succeeded" });
  });

  it("the booking's own session, for its total, still fulfils a flagged booking", async () => {
    const { booking, session } = await bookedSession();
    await deliver(running.stripe.paidElsewhere({ client_reference_id: booking.reference, amount_total: 100 }));
    expect(running.store.booking(booking.reference)!.payment_status).toBe("review");

    const paid = running.stripe.complete(session.id);
    expect(await success(session.id)).toContain("You&#x27;re all set.");
    expect(running.store.booking(booking.reference)).toMatchObject({
      payment_status: "succeeded",
      stripe_session_id: session.id,
      amount_paid_cents: 5700,
      currency: "eur",
      payment_intent_id: paid.payment_intent,
    });
    await deliver(paid);
    expect(running.store.outbox("payment", booking.id)).toHaveLength(1);
  });

  it("a session the server opened for the booking fulfils it after a newer session replaced it", async () => {
    const { booking, session } = await bookedSession();
    // The booking moved on to another session (e.g. a retry opened a new one) while the first stayed open.
    running.store.database
      .prepare("update bookings set stripe_session_id = ? where id = ?")
      .run(`cs_test_newer${booking.id}`, booking.id);
    await deliver(running.stripe.complete(session.id));
    expect(running.store.booking(booking.reference)).toMatchObject({
      payment_status: "succeeded",
      stripe_session_id: session.id,
      amount_paid_cents: 5700,
    });
  });

  it("shows admins the flag: a 'Payment Review' badge and its count on the Payment Dashboard", async () => {
    const { booking } = await bookedSession();
    await deliver(running.stripe.paidElsewhere({ client_reference_id: booking.reference, amount_total: 100 }));

    const api = await fetch(`${running.server.url}/api/admin-bookings`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    const { bookings, summary } = await api.json();
    const flagged = running.store.bookings().filter((b) => b.payment_status === "review").length;
    expect(summary.payment_review).toBe(flagged);
    expect(bookings.find((b: { reference: string }) => b.reference === booking.reference)).toMatchObject({
      paymentStatus: "review",
    });

    const unlock = await fetch(`${running.server.url}/payment-admin`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: running.server.url },
      body: new URLSearchParams({ intent: "unlock", token: TOKEN }),
      redirect: "manual",
    });
    const cookie = unlock.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const page = await (await fetch(`${running.server.url}/payment-admin`, { headers: { Cookie: cookie } })).text();
    expect(page).toMatch(new RegExp(`>Payment Review</dt><dd[^>]*>${flagged}</dd>`));
    expect(page).toMatch(/data-tone="red"[^>]*>Payment Review</);
  });
});
