import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";

/** POST /api/stripe-webhook with signatures made by the SDK's own test-header helper. */
const SECRET = "whsec_webhooktest123";
const running = bookingServerPerFile({ fakeStripe: true, env: { STRIPE_WEBHOOK_SECRET: SECRET } });

let eventCounter = 0;
function event(type: string, object: unknown, id = `evt_test_${Date.now()}_${++eventCounter}`) {
  return JSON.stringify({ id, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
}

function deliver(payload: string, signature?: string | null) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const header =
    signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) : signature;
  if (header !== null) headers["Stripe-Signature"] = header;
  return fetch(`${running.server.url}/api/stripe-webhook`, { method: "POST", headers, body: payload });
}

/** A booking with an open session on the fake Stripe. */
async function bookedSession() {
  const form = validBooking();
  await postForm(`${running.server.url}/clients`, form);
  const booking = running.store.bookings().find((b) => b.email === form.email)!;
  return { booking, session: running.stripe.sessions.get(booking.stripe_session_id)! };
}

describe("Stripe webhook", () => {
  it("fulfils a paid checkout.session.completed", async () => {
    const { booking, session } = await bookedSession();
    const response = await deliver(event("checkout.session.completed", running.stripe.complete(session.id)));
    expect(response.status).toBe(200);
    expect(running.store.booking(booking.reference)).toMatchObject({
      payment_status: "succeeded",
      amount_paid_cents: 5700,
      payment_intent_id: session.payment_intent,
    });
    expect(running.store.outbox("payment", booking.id)).toHaveLength(1);
  });

  it("refuses a bad, missing or stale signature with 400 and changes nothing", async () => {
    const { booking, session } = await bookedSession();
    const payload = event("checkout.session.completed", running.stripe.complete(session.id));
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const signature of [wrongSecret, stale, null, "t=1,v1=abc"]) {
      const response = await deliver(payload, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty("error");
    }
    // A body changed after signing fails too.
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect((await deliver(payload.replace("5700", "1"), signed)).status).toBe(400);
    expect(running.store.booking(booking.reference)!.payment_status).toBe("pending");
  });

  it("handles the same event once, even twenty times at once", async () => {
    const { booking, session } = await bookedSession();
    const payload = event("checkout.session.completed", running.stripe.complete(session.id), `evt_same_${booking.id}`);
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    const storm = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    expect(storm.every((r) => r.status === 200)).toBe(true);
    expect(running.store.outbox("payment", booking.id)).toHaveLength(1);
  });

  it("fulfils once when twenty different events for one payment arrive together", async () => {
    const { booking, session } = await bookedSession();
    const paid = running.stripe.complete(session.id);
    const deliveries = Array.from({ length: 20 }, (_, i) =>
      deliver(event(i % 2 ? "checkout.session.async_payment_succeeded" : "checkout.session.completed", paid)),
    );
    expect((await Promise.all(deliveries)).every((r) => r.status === 200)).toBe(true);
    expect(running.store.outbox("payment", booking.id)).toHaveLength(1);
    expect(running.store.booking(booking.reference)!.payment_status).toBe("succeeded");
  });

  it("waits on a completed session whose payment is still processing", async () => {
    const { booking, session } = await bookedSession();
    const completedUnpaid = { ...session, status: "complete", payment_status: "unpaid" };
    expect((await deliver(event("checkout.session.completed", completedUnpaid))).status).toBe(200);
    expect(running.store.booking(booking.reference)!.payment_status).toBe("pending");
  });

  it("marks expired and failed sessions failed, but never a paid booking", async () => {
    const expiring = await bookedSession();
    await deliver(event("checkout.session.expired", running.stripe.expire(expiring.session.id)));
    expect(running.store.booking(expiring.booking.reference)!.payment_status).toBe("failed");

    const failing = await bookedSession();
    await deliver(event("checkout.session.async_payment_failed", failing.session));
    expect(running.store.booking(failing.booking.reference)!.payment_status).toBe("failed");

    const paid = await bookedSession();
    await deliver(event("checkout.session.completed", running.stripe.complete(paid.session.id)));
    await deliver(event("checkout.session.expired", paid.session));
    expect(running.store.booking(paid.booking.reference)!.payment_status).toBe("succeeded");
  });

  it("answers 200 to other events and ignores them", async () => {
    const response = await deliver(event("customer.created", { id: "cus_123", object: "customer" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, outcome: "ignored" });
  });

  it("refuses GET with 405 and a body over 512 kB with 413", async () => {
    expect((await fetch(`${running.server.url}/api/stripe-webhook`)).status).toBe(405);
    const huge = event("customer.created", { id: "cus_1", filler: "x".repeat(600 * 1024) });
    expect((await deliver(huge)).status).toBe(413);
  });
});
