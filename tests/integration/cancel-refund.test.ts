import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import * as clock from "~/clock";
import { bookingServerPerFile, postForm, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { cookiesOf, rowsOf, tripPathIn, visibleText } from "../support/trip-http";

/** Cancelling and refunding against the built server, the real Stripe SDK and the fake Stripe. */
const PUBLIC_URL = "https://sobremesa.test";
const SECRET = "whsec_refundtest123";
const ADMIN_TOKEN = "refunds-admin-token-0123456789";
const running = bookingServerPerFile({
  fakeStripe: true,
  env: { STRIPE_WEBHOOK_SECRET: SECRET, PUBLIC_URL, ADMIN_TOKEN },
});
const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const cancelApi = () => `${running.server.url}/api/cancel-booking`;

/** Books, pays on the fake hosted page and follows /success to the trip link, as the booking browser. */
async function paidBooking(reservations = "6") {
  const form = validBooking({ reservations });
  const checkout = await postForm(`${running.server.url}/clients`, form);
  const back = await fetch(checkout.headers.get("location")!, { redirect: "manual" });
  const success = await (
    await fetch(back.headers.get("location")!.replace(PUBLIC_URL, running.server.url), {
      headers: { Cookie: cookiesOf(checkout) },
    })
  ).text();
  const booking = running.store.bookings().find((b) => b.email === form.email)!;
  expect(booking.payment_status).toBe("succeeded");
  return { booking, tripUrl: `${running.server.url}${tripPathIn(success)}` };
}

const refundRows = (bookingId: number) => rowsOf(running, "refunds", bookingId);
const cancellationMail = (bookingId: number) =>
  running.store.outbox("mail", bookingId).filter((row) => row.payload.mail === "cancellation");

function deliver(type: string, object: unknown, id: string) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return fetch(`${running.server.url}/api/stripe-webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
}

/** The payment dashboard's HTML, seen by an admin logged in with the token. */
async function dashboard() {
  const url = `${running.server.url}/payment-admin`;
  const unlock = await postForm(url, { intent: "unlock", token: ADMIN_TOKEN }, { Origin: running.server.url });
  const cookie = unlock.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await fetch(url, { headers: { Cookie: cookie } })).text();
}

const card = (html: string, label: string) =>
  new RegExp(`>${label}</dt><dd[^>]*>(€[\\d.]+)</dd>`).exec(html)?.[1] ?? null;
const cents = (shown: string | null) => Math.round(Number(shown?.slice(1)) * 100);

describe("the traveller cancels from the trip page", () => {
  it("before curating: cancelled, refunded in full in Stripe, history and email stored", async () => {
    const { booking, tripUrl } = await paidBooking("6");
    const before = await dashboard();
    // Paid 20 days ago: the withdrawal right is over, so the page's one button is "Cancel my trip".
    running.store.database
      .prepare("update bookings set paid_at = ? where id = ?")
      .run(new Date(clock.nowMs() - 20 * 86_400_000).toISOString(), booking.id);
    expect(visibleText(await (await fetch(tripUrl)).text())).toContain("Cancel my trip");
    const confirm = visibleText(await (await fetch(`${tripUrl}?cancel=confirm`)).text());
    expect(confirm).toContain("Cancel this trip?");
    expect(confirm).toContain("Your €57 service fee is refunded in full");

    const response = await postForm(tripUrl, { intent: "cancel" });
    expect(response.status).toBe(303);
    expect(running.store.booking(booking.reference)!.status).toBe("cancelled");
    const history = rowsOf(running, "booking_events", booking.id).at(-1)!;
    expect(history).toMatchObject({ from_status: "paid", to_status: "cancelled", actor: "traveller" });

    const inStripe = running.stripe.refundedOn(booking.payment_intent_id);
    expect(inStripe.map((r) => r.amount)).toEqual([5700]);
    const idempotency = running.stripe.requests.find((r) => r.path === "/v1/refunds")!.headers["idempotency-key"];
    expect(refundRows(booking.id)).toEqual([
      expect.objectContaining({
        amount_cents: 5700,
        currency: "eur",
        status: "succeeded",
        stripe_refund_id: inStripe[0].id,
        idempotency_key: idempotency,
        actor: "traveller",
      }),
    ]);
    expect(cancellationMail(booking.id)).toHaveLength(1);
    expect(cancellationMail(booking.id)[0].payload.data).toEqual({ refundCents: 5700 });

    const after = await dashboard();
    expect(cents(card(after, "Net Revenue"))).toBe(cents(card(before, "Net Revenue")) - 5700);
    expect(cents(card(after, "Refunded"))).toBe(cents(card(before, "Refunded")) + 5700);
    expect(cents(card(after, "Total Revenue"))).toBe(cents(card(before, "Total Revenue")));

    const page = visibleText(await (await fetch(tripUrl)).text());
    expect(page).toContain("This trip was cancelled.");
    expect(page).not.toContain("Cancel my trip");
  });

  it("refuses a cross-site cancel and changes nothing", async () => {
    const { booking, tripUrl } = await paidBooking("2");
    const response = await postForm(tripUrl, { intent: "cancel" }, { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(running.store.booking(booking.reference)!.status).toBe("paid");
    expect(refundRows(booking.id)).toEqual([]);
  });

  it("is refused with 409 once curating started, storing nothing", async () => {
    const { booking, tripUrl } = await paidBooking("2");
    running.store.database.prepare("update bookings set status = 'curating' where id = ?").run(booking.id);
    const response = await postForm(tripUrl, { intent: "cancel" });
    expect(response.status).toBe(409);
    expect(running.store.booking(booking.reference)!.status).toBe("curating");
    expect(refundRows(booking.id)).toEqual([]);
    expect(cancellationMail(booking.id)).toEqual([]);
  });
});

describe("POST /api/cancel-booking", () => {
  it("refunds €20 of a booking and cancels it; a replayed charge.refunded changes nothing", async () => {
    const { booking } = await paidBooking("6");
    const response = await postJson(cancelApi(), { bookingId: booking.reference, refundCents: 2000 }, auth);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ bookingId: booking.reference, refundCents: 2000 });
    expect(running.store.booking(booking.reference)!.status).toBe("cancelled");
    expect(running.stripe.refundedOn(booking.payment_intent_id).map((r) => r.amount)).toEqual([2000]);
    expect(refundRows(booking.id)).toEqual([expect.objectContaining({ amount_cents: 2000, actor: "admin" })]);
    expect(visibleText(await dashboard())).toContain("Partially refunded (€20)");

    // Stripe later reports the refund failed, then the charge event is delivered twice.
    const [refund] = running.stripe.refundedOn(booking.payment_intent_id);
    expect((await deliver("refund.failed", running.stripe.failRefund(refund.id), `evt_rf_${refund.id}`)).status).toBe(
      200,
    );
    expect(refundRows(booking.id)[0].status).toBe("failed");
    refund.status = "succeeded";
    const charge = running.stripe.chargeOf(booking.payment_intent_id);
    expect((await deliver("charge.refunded", charge, `evt_cr_${refund.id}`)).status).toBe(200);
    expect(refundRows(booking.id)[0].status).toBe("succeeded");
    running.store.database.prepare("update refunds set status = 'failed' where booking_id = ?").run(booking.id);
    expect((await deliver("charge.refunded", charge, `evt_cr_${refund.id}`)).status).toBe(200);
    expect(refundRows(booking.id)[0].status).toBe("failed");
    expect(running.store.count("stripe_events")).toBeGreaterThanOrEqual(2);
  });

  it("answers 400 for a refund above what was paid and 409 for a cancelled booking, storing nothing", async () => {
    const { booking } = await paidBooking("2");
    const tooMuch = await postJson(cancelApi(), { bookingId: booking.reference, refundCents: 3901 }, auth);
    expect(tooMuch.status).toBe(400);
    expect(running.store.booking(booking.reference)!.status).toBe("paid");
    expect(refundRows(booking.id)).toEqual([]);
    expect(cancellationMail(booking.id)).toEqual([]);

    expect((await postJson(cancelApi(), { bookingId: booking.reference, refundCents: 0 }, auth)).status).toBe(200);
    const again = await postJson(cancelApi(), { bookingId: booking.reference, refundCents: 0 }, auth);
    expect(again.status).toBe(409);
    expect(refundRows(booking.id)).toEqual([]);
    expect(cancellationMail(booking.id)).toHaveLength(1);
    expect(running.stripe.refundedOn(booking.payment_intent_id)).toEqual([]);
  });

  it("needs the admin Bearer token and refuses a cross-site post", async () => {
    const { booking } = await paidBooking("2");
    const body = { bookingId: booking.reference, refundCents: 0 };
    expect((await postJson(cancelApi(), body)).status).toBe(401);
    expect((await postJson(cancelApi(), body, { Authorization: "Bearer wrong-token-123456" })).status).not.toBe(200);
    expect((await postJson(cancelApi(), body, { ...auth, "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(running.store.booking(booking.reference)!.status).toBe("paid");
  });
});

describe("POST /api/update-booking-status with status cancelled", () => {
  const moveApi = () => `${running.server.url}/api/update-booking-status`;

  it("has the cancellation's effects: the policy's refund in Stripe and the traveller's email", async () => {
    const { booking } = await paidBooking("6");
    const response = await postJson(moveApi(), { reference: booking.reference, status: "cancelled" }, auth);
    expect(response.status).toBe(200);
    expect(running.store.booking(booking.reference)!.status).toBe("cancelled");
    const inStripe = running.stripe.refundedOn(booking.payment_intent_id);
    expect(inStripe.map((r) => r.amount)).toEqual([5700]);
    expect(refundRows(booking.id)).toEqual([
      expect.objectContaining({ amount_cents: 5700, status: "succeeded", stripe_refund_id: inStripe[0].id }),
    ]);
    expect(cancellationMail(booking.id)).toHaveLength(1);
    expect(cancellationMail(booking.id)[0].payload.data).toEqual({ refundCents: 5700 });
  });

  it("once curating started refunds nothing by the policy, and still tells the traveller", async () => {
    const { booking } = await paidBooking("2");
    running.store.database.prepare("update bookings set status = 'curating' where id = ?").run(booking.id);
    const response = await postJson(moveApi(), { reference: booking.reference, status: "cancelled" }, auth);
    expect(response.status).toBe(200);
    expect(refundRows(booking.id)).toEqual([]);
    expect(running.stripe.refundedOn(booking.payment_intent_id)).toEqual([]);
    expect(cancellationMail(booking.id)[0].payload.data).toEqual({ refundCents: 0 });
  });
});
