import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { eventually } from "../support/eventually";
import { cookiesOf, rowsOf, visibleText } from "../support/trip-http";

/**
 * A cancelled booking can no longer be paid. No Checkout session is opened
 * for it, and a session opened before the cancellation and paid late (through the webhook or
 * /success) is refunded in full through the Stripe SDK, recorded, shown to the concierge and
 * on the Payment Dashboard, and the traveller is emailed in their language.
 */
const PUBLIC_URL = "https://sobremesa.test";
const SECRET = "whsec_latepayment123";
const ADMIN_TOKEN = "late-payments-admin-token-0123456789";
const running = bookingServerPerFile({
  fakeStripe: true,
  env: { STRIPE_WEBHOOK_SECRET: SECRET, PUBLIC_URL, ADMIN_TOKEN },
});
const url = (path: string) => `${running.server.url}${path}`;
const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/** A Madrid booking through the form, sent to Stripe's hosted page and left unpaid there. */
async function unpaidBooking(path = "/clients") {
  const form = validBooking({ reservations: "5" });
  const posted = await postForm(url(path), form);
  expect(posted.status).toBe(303);
  const booking = running.store.bookings().find((b) => b.email === form.email)!;
  expect(booking.stripe_session_id).toMatch(/^cs_test_fake/);
  return { form, booking, cookie: cookiesOf(posted) };
}

const cancel = (reference: string) =>
  postJson(url("/api/cancel-booking"), { bookingId: reference, refundCents: 0, note: "Traveller phoned" }, auth);

function deliver(object: unknown, id: string) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return fetch(url("/api/stripe-webhook"), {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
}

async function adminPage(path: string) {
  const unlock = await postForm(
    url("/admin"),
    { intent: "unlock", token: ADMIN_TOKEN },
    { Origin: running.server.url },
  );
  return visibleText(await (await fetch(url(path), { headers: { Cookie: cookiesOf(unlock) } })).text());
}

/** The stored mail, once the worker has written it (it renders the refund's invoice PDF first, which eventually's time-out allows for). */
const deliveredMail = (bookingId: number, type: string) =>
  eventually(
    () =>
      running.store.database
        .prepare("select subject, text, to_address from mail_messages where booking_id = ? and type = ?")
        .get(bookingId, type) as { subject: string; text: string; to_address: string } | undefined,
    `${type} mail for booking ${bookingId}`,
  );

describe("a cancelled booking", () => {
  it("gets no new Checkout session: 409 from the API and on the form, nothing sent to Stripe", async () => {
    const { form, booking, cookie } = await unpaidBooking();
    expect((await cancel(booking.reference)).status).toBe(200);
    const sessionsBefore = running.stripe.created().length;

    // Asked by the browser that made the booking, through the API.
    const api = await postJson(
      url("/api/create-payment-session"),
      { bookingId: booking.reference },
      { Cookie: cookie },
    );
    expect(api.status).toBe(409);
    expect(await api.json()).toEqual({ error: "This booking is cancelled and can no longer be paid" });

    // The same form sent again (a retry of that attempt) finds the cancelled booking.
    const again = await postForm(url("/clients"), form);
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("This booking can't be paid");

    expect(running.stripe.created().length).toBe(sessionsBefore);
    const stored = running.store.booking(booking.reference)!;
    expect(stored).toMatchObject({ status: "cancelled", payment_status: "pending" });
    expect(stored.stripe_session_id).toBe(booking.stripe_session_id);
  });

  it("paid late through the webhook: refunded in full, recorded, shown to admins, traveller emailed", async () => {
    const { booking } = await unpaidBooking();
    expect((await cancel(booking.reference)).status).toBe(200);
    // The traveller's tab was still open on Stripe's page: they pay after the cancellation.
    const session = running.stripe.complete(booking.stripe_session_id);
    const delivered = await deliver(session, `evt_late_${booking.id}`);
    expect(delivered.status).toBe(200);

    const stored = running.store.booking(booking.reference)!;
    expect(stored).toMatchObject({ status: "cancelled", payment_status: "succeeded", amount_paid_cents: 4800 });
    const inStripe = running.stripe.refundedOn(session.payment_intent!);
    expect(inStripe.map((refund) => refund.amount)).toEqual([4800]);
    expect(rowsOf(running, "refunds", booking.id)).toEqual([
      expect.objectContaining({
        amount_cents: 4800,
        status: "succeeded",
        stripe_refund_id: inStripe[0].id,
        actor: "system",
      }),
    ]);
    // A redelivery refunds nothing more.
    expect((await deliver(session, `evt_late_${booking.id}`)).status).toBe(200);
    expect((await deliver(session, `evt_late_again_${booking.id}`)).status).toBe(200);
    expect(running.stripe.refundedOn(session.payment_intent!)).toHaveLength(1);

    const mail = await deliveredMail(booking.id, "late_payment_refunded");
    expect(mail.to_address).toBe(booking.email);
    expect(mail.subject).toBe("Your payment for Madrid is being refunded");
    expect(mail.text).toContain("arrived after the booking was cancelled");
    expect(mail.text).toContain("We are refunding all €48 to the card you paid with");

    const workspace = await adminPage(`/admin/bookings/${booking.reference}`);
    expect(workspace).toContain("Refund of €48 by system, succeeded");
    expect(workspace).toContain("arrived after this booking was cancelled");
    const dashboard = await adminPage(`/payment-admin?q=${encodeURIComponent(booking.email)}`);
    expect(dashboard).toContain("Refunded (€48)");
  });

  it("paid late and seen on /success: refunded, and the page says the booking is cancelled (in Spanish)", async () => {
    const { booking, cookie } = await unpaidBooking("/es/clients");
    expect((await cancel(booking.reference)).status).toBe(200);
    running.stripe.complete(booking.stripe_session_id);
    const page = await fetch(url(`/es/success?session_id=${booking.stripe_session_id}`), {
      headers: { Cookie: cookie },
    });
    const text = visibleText(await page.text());
    expect(text).toContain("Esta reserva está cancelada.");
    expect(text).not.toContain("Todo listo");
    expect(text).not.toMatch(/\/trip\/[A-Za-z0-9_-]{43}/);
    expect(rowsOf(running, "refunds", booking.id)).toEqual([
      expect.objectContaining({ amount_cents: 4800, status: "succeeded", actor: "system" }),
    ]);
    const mail = await deliveredMail(booking.id, "late_payment_refunded");
    expect(mail.subject).toBe("Te devolvemos tu pago del viaje a Madrid");
    // The verify API answers for it too, without refunding twice.
    const verified = await postJson(url("/api/verify-payment"), {
      sessionId: booking.stripe_session_id,
      bookingId: booking.reference,
    });
    expect(verified.status).toBe(409);
    expect(running.stripe.refundedOn(running.store.booking(booking.reference)!.payment_intent_id)).toHaveLength(1);
  });
});
