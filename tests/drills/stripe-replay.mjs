// @ts-check
/**
 * Drill (c): one signed `checkout.session.completed` event delivered 20 times at once must
 * fulfil the booking once: one paid booking, one payment record, one stored event id.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { BookingForm, validBooking } from "../support/booking-form.mjs";
import { firstServerError, readDb, tally } from "../support/drill-support.mjs";
import { startFakeStripe } from "../support/fake-stripe.mjs";

const WEBHOOK_SECRET = "whsec_x";

/** @param {import("../support/drill-support.mjs").DrillOptions & { deliveries?: number }} options */
export async function stripeReplayDrill({ start, log = console.log, deliveries = 20 }) {
  const fake = await startFakeStripe();
  const server = await start({
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  try {
    const form = await BookingForm.discover(server.url);
    const answer = await form.post(
      validBooking({ email: "stripe-replay@drill.test", city: "ES|Madrid", reservations: "6" }),
    );
    const session = [...fake.sessions.values()].find((s) => answer.location === s.url);
    if (!session) throw new Error(`the Madrid booking did not redirect to a Checkout session (HTTP ${answer.status})`);
    fake.complete(session.id);

    const event = {
      id: `evt_drill_${randomBytes(8).toString("hex")}`,
      object: "event",
      api_version: "2025-01-27.acacia",
      created: Math.floor(Date.now() / 1000),
      type: "checkout.session.completed",
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: session },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const statuses = await Promise.all(
      Array.from({ length: deliveries }, () =>
        fetch(`${server.url}/api/stripe-webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: payload,
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );

    const sqlite = readDb(server.databasePath);
    const booking =
      /** @type {{ id: number, payment_status: string, amount_paid_cents: number, total_cents: number }} */ (
        sqlite
          .prepare(
            "select id, payment_status, amount_paid_cents, total_cents from bookings where stripe_session_id = ?",
          )
          .get(session.id)
      );
    const count = (/** @type {string} */ sql, /** @type {unknown[]} */ ...args) =>
      /** @type {number} */ (
        sqlite
          .prepare(sql)
          .pluck()
          .get(...args)
      );
    const paymentRecords = count("select count(*) from outbox where type = 'payment' and booking_id = ?", booking.id);
    const storedEvents = count("select count(*) from stripe_events where id = ?", event.id);
    sqlite.close();

    const fiveHundreds = statuses.filter((status) => status >= 500).length;
    const ok =
      fiveHundreds === 0 &&
      statuses.every((status) => status === 200) &&
      booking.payment_status === "succeeded" &&
      booking.amount_paid_cents === booking.total_cents &&
      paymentRecords === 1 &&
      storedEvents === 1;
    log(
      `(c) one signed checkout.session.completed sent ${deliveries}× at once: answers ${JSON.stringify(tally(statuses))}; ` +
        `booking ${booking.payment_status} (${booking.amount_paid_cents} of ${booking.total_cents} cents), ${paymentRecords} payment record(s), ` +
        `${storedEvents} stored event id → ${ok ? "PASS" : `FAIL (server: ${firstServerError(server.output()) ?? "no error logged"})`}`,
    );
    return { ok, statuses: tally(statuses), paymentStatus: booking.payment_status, paymentRecords, storedEvents };
  } finally {
    await server.stop();
    await fake.close();
  }
}
