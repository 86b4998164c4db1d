import { describe, expect, it } from "vitest";
import { DECLINE_DEFAULT } from "~/features/payments/confirmed-requests";
import { asBookingBrowser, bookingServerPerFile, postForm } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { tripPathIn, visibleText } from "../support/trip-http";

/**
 * A request from a destination without upfront payment (Paris), confirmed by the concierge and
 * paid by the traveller on the local TEST checkout: the same checkout and fulfilment as any booking.
 */
const TOKEN = "test-admin-token-0123456789";
const running = bookingServerPerFile();

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

async function adminCookie() {
  const unlocked = await postForm(`${running.server.url}/admin`, { intent: "unlock", token: TOKEN });
  expect(unlocked.status).toBe(302);
  return cookiesOf(unlocked);
}

/** A Paris request through the form, and its trip page's address from /success. */
async function parisRequest() {
  const form = validBooking({ city: "EU|Paris", countryCode: "FR", reservations: "5" });
  const sent = await postForm(`${running.server.url}/clients`, form);
  const success = await (await fetch(`${running.server.url}/success`, { headers: { Cookie: cookiesOf(sent) } })).text();
  const booking = running.store.bookings().find((b) => b.email === form.email)!;
  return { booking, tripUrl: `${running.server.url}${tripPathIn(success)}` };
}

const workspace = (reference: string) => `${running.server.url}/admin/bookings/${reference}`;
const mailOf = (bookingId: number, type: string) =>
  running.store.outbox("mail", bookingId).filter((row) => row.payload.mail === type);

describe("confirming a request that needed no payment", () => {
  it("asks the traveller for the server's price, and their payment goes through the same fulfilment", async () => {
    const admin = await adminCookie();
    const { booking, tripUrl } = await parisRequest();
    expect(visibleText(await (await fetch(tripUrl)).text())).not.toContain("Pay €48 with Stripe");

    const confirmed = await postForm(workspace(booking.reference), { intent: "request-payment" }, { Cookie: admin });
    expect(confirmed.status).toBe(302);
    expect(running.store.booking(booking.reference)).toMatchObject({
      requires_payment: 1,
      payment_status: "pending",
      status: "pending",
      total_cents: 4800,
    });
    expect(running.store.booking(booking.reference)?.payment_requested_at).toBeTruthy();
    expect(mailOf(booking.id as number, "payment_requested")).toHaveLength(1);
    // Confirming twice is refused: it is no longer waiting for confirmation.
    expect(
      (await postForm(workspace(booking.reference), { intent: "request-payment" }, { Cookie: admin })).status,
    ).toBe(409);

    const trip = await fetch(tripUrl);
    expect(visibleText(await trip.text())).toContain("Pay €48 with Stripe");
    // Paying asks first for the service to start within the withdrawal period.
    const unticked = await postForm(tripUrl, { intent: "pay" });
    expect(unticked.status).toBe(400);
    expect(visibleText(await unticked.text())).toContain("Tick this box to ask for the service to start now");
    expect(running.store.booking(booking.reference)?.service_start_consent_at).toBeNull();
    const pay = await postForm(tripUrl, { intent: "pay", startConsent: "on" });
    expect(pay.status).toBe(303);
    expect(running.store.booking(booking.reference)?.service_start_consent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const checkout = new URL(pay.headers.get("location")!, running.server.url);
    expect(checkout.pathname).toBe(`/checkout/test/${booking.reference}`);
    // The trip page's "pay" made this browser the booking's: its TEST checkout opens for it.
    const paid = await postForm(checkout.href, { intent: "pay" }, asBookingBrowser(pay));
    expect(paid.status).toBe(303);
    expect(running.store.booking(booking.reference)).toMatchObject({
      status: "paid",
      payment_status: "succeeded",
      amount_paid_cents: 4800,
    });
    expect(mailOf(booking.id as number, "payment_confirmed")).toHaveLength(1);
  });

  it("declines with the concierge's message, refusing an empty one, and cancels the request", async () => {
    const admin = await adminCookie();
    const { booking } = await parisRequest();
    const page = await (await fetch(workspace(booking.reference), { headers: { Cookie: admin } })).text();
    expect(visibleText(page)).toContain("Confirm availability and request payment");
    expect(page).toContain(DECLINE_DEFAULT);

    const empty = await postForm(workspace(booking.reference), { intent: "decline", message: "  " }, { Cookie: admin });
    expect(empty.status).toBe(400);
    expect(running.store.booking(booking.reference)?.status).toBe("pending");

    const message = "Paris is fully booked for your dates, sorry.";
    const declined = await postForm(workspace(booking.reference), { intent: "decline", message }, { Cookie: admin });
    expect(declined.status).toBe(302);
    expect(running.store.booking(booking.reference)?.status).toBe("cancelled");
    expect(mailOf(booking.id as number, "request_declined").map((row) => row.payload.data)).toEqual([{ message }]);
  });

  it("refuses to charge a booking that was paid through Checkout, and a trip with nothing to pay", async () => {
    const admin = await adminCookie();
    const { booking, tripUrl } = await parisRequest();
    expect((await postForm(tripUrl, { intent: "pay" })).status).toBe(409);
    const madrid = validBooking({ city: "ES|Madrid" });
    await postForm(`${running.server.url}/clients`, madrid);
    const payable = running.store.bookings().find((b) => b.email === madrid.email)!;
    expect(
      (await postForm(workspace(payable.reference as string), { intent: "request-payment" }, { Cookie: admin })).status,
    ).toBe(409);
    // Without an admin session the post is sent back to the token gate, changing nothing.
    await postForm(workspace(booking.reference), { intent: "decline", message: "x" });
    expect(running.store.booking(booking.reference)?.status).toBe("pending");
  });
});
