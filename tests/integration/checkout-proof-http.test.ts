import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { cookiesOf } from "../support/trip-http";

/**
 * A booking reference is printed on every email, PDF and admin screen, so naming one must not
 * be enough to open, or read anything about, its payment: `create-payment-session` answers the
 * client that made the booking only (its idempotency key, the booking browser's cookie, or the
 * admin token), and anyone else the 404 of an unknown booking, with nothing created at Stripe
 * or in the database. Decision 0045. Over HTTP, with the real Stripe SDK and the fake Stripe.
 */
const ADMIN_TOKEN = "checkout-proof-admin-token-0123456789";
const running = bookingServerPerFile({ fakeStripe: true, env: { ADMIN_TOKEN } });
const url = (path: string) => `${running.server.url}${path}`;
const paymentSession = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(url("/api/create-payment-session"), body, headers);

/** A Madrid booking saved through the JSON API, with the idempotency key its client chose. */
async function savedByClient() {
  const form = validBooking({ reservations: "2" });
  const saved = await postJson(url("/api/save-booking"), form);
  expect(saved.status).toBe(201);
  const { bookingId } = (await saved.json()) as { bookingId: string };
  return { form, reference: bookingId, key: form.idempotencyKey };
}

/** A Madrid booking made through the form (which opens its session); the browser keeps its cookies. */
async function bookedThroughForm() {
  const form = validBooking({ reservations: "2" });
  const posted = await postForm(url("/clients"), form);
  expect(posted.status).toBe(303);
  const row = running.store.bookings().find((booking) => booking.email === form.email)!;
  return { form, reference: row.reference as string, cookie: cookiesOf(posted) };
}

/** The booking's row and the sessions created at Stripe so far, to show nothing changed. */
const snapshot = (reference: string) => ({
  row: running.store.booking(reference),
  sessions: running.stripe.created().length,
});

describe("POST /api/create-payment-session from someone who only knows the reference", () => {
  it("answers 404, as for an unknown booking, and creates no session and no row", async () => {
    const booking = await savedByClient();
    const before = snapshot(booking.reference);
    expect(before.row!.stripe_session_id).toBeNull();
    const bookings = running.store.count("bookings");

    for (const body of [
      { bookingId: booking.reference },
      // The spec's shape, with the booking's own email and name: still no proof.
      {
        amount: 39,
        currency: "eur",
        customerEmail: booking.form.email,
        customerName: booking.form.name,
        bookingData: { id: booking.reference, city: "ES|Madrid", reservations: "2", totalPrice: 39 },
      },
      // A key, but not this booking's; and one of a shape no booking can have been saved with.
      { bookingId: booking.reference, idempotencyKey: "0b9f7a3e-6a0c-4d0b-9e83-1f0c7e2d9a11" },
      { bookingId: booking.reference, idempotencyKey: "x" },
    ]) {
      const response = await paymentSession(body);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Booking not found" });
    }
    // The same answer as a reference nobody has.
    expect(await (await paymentSession({ bookingId: "aaaaaaaaaaaaaaaa" })).json()).toEqual({
      error: "Booking not found",
    });
    expect(snapshot(booking.reference)).toEqual(before);
    expect(running.store.count("bookings")).toBe(bookings);
  });

  it("gets no session for a booking made through the form either, whose own session stays the booking's", async () => {
    const booking = await bookedThroughForm();
    const before = snapshot(booking.reference);
    expect(before.row!.stripe_session_id).toBeTruthy();
    const response = await paymentSession({ bookingId: booking.reference });
    expect(response.status).toBe(404);
    expect(snapshot(booking.reference)).toEqual(before);
  });

  it("gets 404 with another booking's idempotency key", async () => {
    const mine = await savedByClient();
    const theirs = await savedByClient();
    const before = snapshot(theirs.reference);
    const response = await paymentSession({ bookingId: theirs.reference, idempotencyKey: mine.key });
    expect(response.status).toBe(404);
    expect(snapshot(theirs.reference)).toEqual(before);
  });
});

describe("POST /api/create-payment-session from the client that made the booking", () => {
  it("with the idempotency key it saved the booking with, beside bookingId or in bookingData, gets its session", async () => {
    const booking = await savedByClient();
    const before = running.stripe.created().length;
    const response = await paymentSession({ bookingId: booking.reference, idempotencyKey: booking.key });
    expect(response.status).toBe(200);
    const { sessionId, url: address } = (await response.json()) as { sessionId: string; url: string };
    expect(running.stripe.created()).toHaveLength(before + 1);
    const session = running.stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({ client_reference_id: booking.reference, amount_total: 3900, url: address });
    expect(running.store.booking(booking.reference)!.stripe_session_id).toBe(sessionId);

    // The spec's shape, the key inside the booking data: the same open session.
    const spec = await paymentSession({
      amount: 39,
      currency: "eur",
      bookingData: { id: booking.reference, idempotencyKey: booking.key, totalPrice: 39 },
    });
    expect(spec.status).toBe(200);
    expect(((await spec.json()) as { sessionId: string }).sessionId).toBe(sessionId);
    expect(running.stripe.created()).toHaveLength(before + 1);

    // The key proves this booking only: a stranger naming the same reference is still refused.
    expect((await paymentSession({ bookingId: booking.reference })).status).toBe(404);
  });

  it("from the browser that posted the booking form, with its cookie, gets the session prefilled with its email", async () => {
    const booking = await bookedThroughForm();
    const own = await paymentSession({ bookingId: booking.reference }, { Cookie: booking.cookie });
    expect(own.status).toBe(200);
    const { sessionId } = (await own.json()) as { sessionId: string };
    expect(running.stripe.sessions.get(sessionId)!.customer_email).toBe(booking.form.email);
    expect(sessionId).toBe(running.store.booking(booking.reference)!.stripe_session_id);

    // Another booking's browser is a stranger to this one.
    const other = await bookedThroughForm();
    const before = snapshot(booking.reference);
    expect((await paymentSession({ bookingId: booking.reference }, { Cookie: other.cookie })).status).toBe(404);
    expect(snapshot(booking.reference)).toEqual(before);
  });

  it("as the team's server, with the admin token, gets the session; a wrong token gets 401 and nothing", async () => {
    const booking = await savedByClient();
    const before = snapshot(booking.reference);
    const wrong = await paymentSession(
      { bookingId: booking.reference },
      { Authorization: "Bearer not-the-admin-token-0123456789" },
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Invalid admin token" });
    expect(snapshot(booking.reference)).toEqual(before);

    const team = await paymentSession({ bookingId: booking.reference }, { Authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(team.status).toBe(200);
    const { sessionId } = (await team.json()) as { sessionId: string };
    expect(running.stripe.sessions.get(sessionId)!.client_reference_id).toBe(booking.reference);
    // Not the traveller's browser: Stripe's page asks for the email.
    expect(running.stripe.sessions.get(sessionId)!.customer_email).toBeNull();
  });
});
