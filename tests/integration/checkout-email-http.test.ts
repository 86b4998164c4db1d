import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { cookiesOf } from "./trip-support";

/**
 * Issue 27, finding 1, its last leftover: `create-payment-session` answers a session id to
 * whoever names a reference (the JSON API's contract), and Stripe's hosted page shows the
 * email the session was created with. So the traveller's email is prefilled only for the
 * browser that made the booking; anyone else's session asks for it (decision 0026).
 */
const running = bookingServerPerFile({ fakeStripe: true });
const url = (path: string) => `${running.server.url}${path}`;

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

const paymentSession = async (reference: string, cookie?: string) => {
  const response = await postJson(
    url("/api/create-payment-session"),
    { bookingId: reference },
    cookie ? { Cookie: cookie } : {},
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { sessionId: string; url: string };
};

describe("the email on a Checkout session's page", () => {
  it("is prefilled for the browser that booked, never for a stranger who names the reference", async () => {
    const booking = await bookThroughForm();
    const travellers = running.stripe.created().at(-1)!;
    expect(travellers.params.customer_email).toBe(booking.form.email);

    const before = running.stripe.created().length;
    const stranger = await paymentSession(booking.reference);
    // Not the traveller's session: a new one, created without the email, so its page asks for it.
    expect(running.stripe.created()).toHaveLength(before + 1);
    expect(running.stripe.created().at(-1)!.params).not.toHaveProperty("customer_email");
    expect(running.stripe.sessions.get(stranger.sessionId)!.customer_email).toBeNull();
    expect(stranger.url).not.toBe(booking.location);
    // Asking again reuses that session rather than opening one per call.
    expect((await paymentSession(booking.reference)).sessionId).toBe(stranger.sessionId);
    expect(running.stripe.created()).toHaveLength(before + 1);

    // The booking browser, through the same API, gets a session prefilled with its email.
    const own = await paymentSession(booking.reference, booking.cookie);
    expect(running.stripe.sessions.get(own.sessionId)!.customer_email).toBe(booking.form.email);
    expect(own.sessionId).not.toBe(stranger.sessionId);
  });

  it("gives a JSON API client a session without the email, and the traveller's open page still pays", async () => {
    const form = validBooking({ reservations: "2" });
    const saved = await postJson(url("/api/save-booking"), form);
    expect(saved.status).toBe(201);
    const { bookingId: reference } = (await saved.json()) as { bookingId: string };
    const session = await paymentSession(reference);
    expect(running.stripe.sessions.get(session.sessionId)!.customer_email).toBeNull();

    // A stranger's session became the booking's after the traveller's was opened: the
    // traveller's page still pays the booking, bound to it by the server's metadata.
    const booking = await bookThroughForm();
    const travellers = running.stripe.created().at(-1)!;
    const travellersSession = [...running.stripe.sessions.values()].find(
      (s) => s.customer_email === booking.form.email,
    )!;
    expect(travellers.params.customer_email).toBe(booking.form.email);
    await paymentSession(booking.reference);
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
