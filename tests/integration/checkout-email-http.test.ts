import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { cookiesOf } from "../support/trip-http";

/**
 * Stripe's hosted page shows the email a session was created with, and a session's address may
 * be handed beyond the browser that made the booking (a JSON client gives it to its traveller).
 * So the traveller's email is prefilled only for the browser that made the booking; any other
 * caller's session asks for it (decision 0047), and a stranger who only names the reference gets
 * no session at all (decision 0045).
 */
const running = bookingServerPerFile({ fakeStripe: true });
const url = (path: string) => `${running.server.url}${path}`;
/** The team's server-to-server proof: the admin token the test server runs with. */
const team = { Authorization: "Bearer test-admin-token-0123456789" };

/** A Madrid booking made through the form; the browser that made it keeps its cookies. */
async function bookThroughForm() {
  const form = validBooking({ reservations: "2" });
  const posted = await postForm(url("/clients"), form);
  expect(posted.status).toBe(303);
  const booking = running.store.bookings().find((row) => row.email === form.email)!;
  return {
    form,
    reference: booking.reference as string,
    cookie: cookiesOf(posted),
    location: posted.headers.get("location"),
  };
}

const paymentSession = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const response = await postJson(url("/api/create-payment-session"), body, headers);
  expect(response.status).toBe(200);
  return (await response.json()) as { sessionId: string; url: string };
};

describe("the email on a Checkout session's page", () => {
  it("is prefilled for the browser that booked, never for another caller; a stranger gets no session", async () => {
    const booking = await bookThroughForm();
    const travellers = running.stripe.created().at(-1)!;
    expect(travellers.params.customer_email).toBe(booking.form.email);

    const before = running.stripe.created().length;
    const stranger = await postJson(url("/api/create-payment-session"), { bookingId: booking.reference });
    expect(stranger.status).toBe(404);
    expect(running.stripe.created()).toHaveLength(before);

    // The team's server: not the traveller's session, but a new one created without the email,
    // so its page asks for it.
    const other = await paymentSession({ bookingId: booking.reference }, team);
    expect(running.stripe.created()).toHaveLength(before + 1);
    expect(running.stripe.created().at(-1)!.params).not.toHaveProperty("customer_email");
    expect(running.stripe.sessions.get(other.sessionId)!.customer_email).toBeNull();
    expect(other.url).not.toBe(booking.location);
    // Asking again reuses that session rather than opening one per call.
    expect((await paymentSession({ bookingId: booking.reference }, team)).sessionId).toBe(other.sessionId);
    expect(running.stripe.created()).toHaveLength(before + 1);

    // The booking browser, through the same API, gets a session prefilled with its email.
    const own = await paymentSession({ bookingId: booking.reference }, { Cookie: booking.cookie });
    expect(running.stripe.sessions.get(own.sessionId)!.customer_email).toBe(booking.form.email);
    expect(own.sessionId).not.toBe(other.sessionId);
  });

  it("gives a JSON API client a session without the email, and the traveller's open page still pays", async () => {
    const form = validBooking({ reservations: "2" });
    const saved = await postJson(url("/api/save-booking"), form);
    expect(saved.status).toBe(201);
    const { bookingId: reference } = (await saved.json()) as { bookingId: string };
    const session = await paymentSession({ bookingId: reference, idempotencyKey: form.idempotencyKey });
    expect(running.stripe.sessions.get(session.sessionId)!.customer_email).toBeNull();

    // Another caller's session became the booking's after the traveller's was opened: the
    // traveller's page still pays the booking, bound to it by the server's metadata.
    const booking = await bookThroughForm();
    const travellers = running.stripe.created().at(-1)!;
    const travellersSession = [...running.stripe.sessions.values()].find(
      (s) => s.customer_email === booking.form.email,
    )!;
    expect(travellers.params.customer_email).toBe(booking.form.email);
    await paymentSession({ bookingId: booking.reference }, team);
    running.stripe.complete(travellersSession.id);
    const success = await fetch(url(`/success?session_id=${travellersSession.id}`), {
      headers: { Cookie: booking.cookie },
    });
    expect(success.status).toBe(200);
    const row = running.store.booking(booking.reference)!;
    expect(row.payment_status).toBe("succeeded");
    expect(row.stripe_session_id).toBe(travellersSession.id);
  });
});
