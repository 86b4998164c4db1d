import { parse } from "csv-parse/sync";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";

/**
 * The lifecycle over HTTP against the built server: the admin move API, fulfilment by the
 * Stripe webhook (replayed), and the exports carrying the status and history.
 */
const SECRET = "whsec_lifecycletest123";
const ADMIN = { Authorization: "Bearer test-admin-token-0123456789" };
const running = bookingServerPerFile({ fakeStripe: true, env: { STRIPE_WEBHOOK_SECRET: SECRET } });

function deliver(id: string, type: string, object: unknown) {
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

function move(body: unknown, headers: Record<string, string> = ADMIN) {
  return fetch(`${running.server.url}/api/update-booking-status`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A Madrid booking made through the form, with its open session on the fake Stripe. */
async function madridBooking() {
  const form = validBooking();
  await postForm(`${running.server.url}/clients`, form);
  const booking = running.store.bookings().find((b) => b.email === form.email)!;
  return { booking, session: running.stripe.sessions.get(booking.stripe_session_id)! };
}

const events = (bookingId: number) =>
  running.store.database
    .prepare("select from_status, to_status, actor, note from booking_events where booking_id = ? order by id")
    .all(bookingId);
const mailKeys = (bookingId: number) =>
  (
    running.store.database
      .prepare("select dedupe_key from outbox where type = 'mail' and booking_id = ? order by id")
      .all(bookingId) as Array<{ dedupe_key: string }>
  ).map((row) => row.dedupe_key);

describe("fulfilment through the Stripe webhook", () => {
  it("moves the booking to paid once when the same payment's events arrive twice", async () => {
    const { booking, session } = await madridBooking();
    const paid = running.stripe.complete(session.id);
    expect((await deliver(`evt_lc_${booking.id}`, "checkout.session.completed", paid)).status).toBe(200);
    expect((await deliver(`evt_lc_${booking.id}`, "checkout.session.completed", paid)).status).toBe(200);
    // A different event for the same payment (Stripe sends both for some methods) changes nothing either.
    expect((await deliver(`evt_lc2_${booking.id}`, "checkout.session.async_payment_succeeded", paid)).status).toBe(200);

    expect(running.store.booking(booking.reference)).toMatchObject({ status: "paid", payment_status: "succeeded" });
    expect(events(booking.id)).toEqual([
      { from_status: null, to_status: "pending", actor: "traveller", note: "Booking created" },
      { from_status: "pending", to_status: "paid", actor: "system", note: "Payment confirmed by the Stripe webhook" },
    ]);
    expect(mailKeys(booking.id).filter((key) => key.startsWith("mail:payment_confirmed"))).toEqual([
      `mail:payment_confirmed:booking:${booking.id}`,
    ]);
  });
});

describe("POST /api/update-booking-status", () => {
  it("moves a booking and answers its new status and history", async () => {
    const { booking, session } = await madridBooking();
    await deliver(`evt_move_${booking.id}`, "checkout.session.completed", running.stripe.complete(session.id));
    const response = await move({ reference: booking.reference, status: "curating", note: "Called on WhatsApp" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("curating");
    expect(body.history.map((e: { from: string; to: string }) => `${e.from}→${e.to}`)).toEqual([
      "null→pending",
      "pending→paid",
      "paid→curating",
    ]);
    expect(body.history.at(-1)).toMatchObject({ actor: "admin", note: "Called on WhatsApp" });
    expect(running.store.booking(booking.reference)!.status).toBe("curating");
  });

  it("refuses pending → booked with a 409 and a clear message, changing nothing", async () => {
    const { booking } = await madridBooking();
    const before = {
      row: running.store.booking(booking.reference),
      events: events(booking.id),
      mail: mailKeys(booking.id),
    };
    const response = await move({ reference: booking.reference, status: "booked" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: "A booking that is pending cannot move to booked",
      status: "pending",
      requested: "booked",
    });
    expect({
      row: running.store.booking(booking.reference),
      events: events(booking.id),
      mail: mailKeys(booking.id),
    }).toEqual(before);
  });

  it("refuses pending → paid before any payment, as the workspace does, changing nothing", async () => {
    const { booking } = await madridBooking();
    const before = { row: running.store.booking(booking.reference), events: events(booking.id) };
    const response = await move({ reference: booking.reference, status: "paid" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: "No payment has been received: the booking moves to Paid when the traveller pays.",
      status: "pending",
      requested: "paid",
    });
    expect({ row: running.store.booking(booking.reference), events: events(booking.id) }).toEqual(before);
  });

  it("answers 404 for an unknown reference", async () => {
    const response = await move({ reference: "nosuchbooking234", status: "paid" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Booking not found" });
  });

  it("answers 400 with field errors for a bad body", async () => {
    const { booking } = await madridBooking();
    for (const body of [
      { reference: booking.reference, status: "refunded" },
      { reference: "x", status: "paid" },
      { reference: booking.reference },
      { reference: booking.reference, status: "paid", note: "n".repeat(501) },
      { reference: booking.reference, status: "paid", extra: true },
    ]) {
      const response = await move(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "Invalid status update", fields: expect.any(Object) });
    }
    expect((await move("{not json")).status).toBe(400);
    expect((await move([1, 2])).status).toBe(400);
    expect(running.store.booking(booking.reference)!.status).toBe("pending");
  });

  it("answers 401 without the admin token or with a wrong one, and 405 to a GET", async () => {
    const { booking } = await madridBooking();
    expect((await move({ reference: booking.reference, status: "cancelled" }, {})).status).toBe(401);
    expect(
      (await move({ reference: booking.reference, status: "cancelled" }, { Authorization: "Bearer wrong" })).status,
    ).toBe(401);
    expect((await fetch(`${running.server.url}/api/update-booking-status`)).status).toBe(405);
    expect(running.store.booking(booking.reference)!.status).toBe("pending");
  });
});

describe("the exports", () => {
  it("carry the lifecycle status, and the full download each booking's history", async () => {
    const { booking, session } = await madridBooking();
    await deliver(`evt_export_${booking.id}`, "checkout.session.completed", running.stripe.complete(session.id));

    const list = await fetch(`${running.server.url}/api/get-bookings?q=${booking.email}`, { headers: ADMIN });
    expect((await list.json()).bookings[0]).toMatchObject({ reference: booking.reference, status: "paid" });

    const csv = await (await fetch(`${running.server.url}/api/get-bookings?format=csv`, { headers: ADMIN })).text();
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(header.at(-1)).toBe("Status");
    expect(rows.find((row) => row.includes(booking.email))?.at(-1)).toBe("Paid");

    const all = await (await fetch(`${running.server.url}/api/admin-bookings?download=all`, { headers: ADMIN })).json();
    const mine = all.bookings.find((b: { reference: string }) => b.reference === booking.reference);
    expect(mine.status).toBe("paid");
    expect(mine.history).toEqual([
      expect.objectContaining({ from: null, to: "pending", actor: "traveller" }),
      expect.objectContaining({ from: "pending", to: "paid", actor: "system" }),
    ]);
  });
});
