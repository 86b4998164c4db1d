import { describe, expect, it } from "vitest";
import { asBookingBrowser, bookingServerPerFile, postForm, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";

/** The local TEST checkout (no Stripe key) and /success against the built server: the same fulfilment as Stripe. */
const running = bookingServerPerFile();

const clients = () => `${running.server.url}/clients`;

describe("local TEST checkout and /success", () => {
  it("pays through the same fulfilment, once, and shows the reference", async () => {
    const booked = await postForm(clients(), validBooking({ reservations: "6" }));
    const reference = referenceFrom(booked.headers.get("location"))!;
    // The browser that made the booking (the TEST checkout opens for it only: decision 0045).
    const browser = asBookingBrowser(booked);
    const page = await (await fetch(`${running.server.url}/checkout/test/${reference}`, { headers: browser })).text();
    expect(page).toContain("TEST checkout");
    expect(page).toContain("€57");

    const paid = await postForm(`${running.server.url}/checkout/test/${reference}`, { intent: "pay" }, browser);
    expect(paid.status).toBe(303);
    const location = paid.headers.get("location")!;
    const sessionId = new URL(location, running.server.url).searchParams.get("session_id")!;
    expect(sessionId).toBe(running.store.booking(reference)!.stripe_session_id);

    const success = await (await fetch(new URL(location, running.server.url))).text();
    expect(success).toContain("You&#x27;re all set.");
    const row = running.store.booking(reference)!;
    // The page's Booking Reference is the readable one, not the payment's code (decision 0058).
    // What the page shows as the reference (the session id itself is in the language links, and its
    // last characters may all be digits, so the whole page is not the place to look).
    const shown = /data-testid="booking-reference">([^<]*)</.exec(success)?.[1];
    expect(shown).toBe(row.readable_reference);
    expect(shown).not.toContain(sessionId.slice(-8).toUpperCase());
    expect(row).toMatchObject({ payment_status: "succeeded", amount_paid_cents: 5700, currency: "eur" });
    expect(row.paid_at).toBeTruthy();
    expect(row.payment_intent_id).toMatch(/^pi_test_local_/);

    // Paying again, or reloading /success, changes nothing.
    await postForm(`${running.server.url}/checkout/test/${reference}`, { intent: "pay" }, browser);
    await fetch(new URL(location, running.server.url));
    const payments = running.store.outbox("payment", row.id);
    expect(payments).toHaveLength(1);
    expect(payments[0].payload).toMatchObject({
      bookingId: reference,
      stripeSessionId: sessionId,
      amountPaid: 57,
      currency: "eur",
      paymentStatus: "succeeded",
    });
    expect(running.store.booking(reference)!.paid_at).toBe(row.paid_at);
  });

  it("cancel goes back to /clients and leaves the booking pending", async () => {
    const booked = await postForm(clients(), validBooking());
    const reference = referenceFrom(booked.headers.get("location"))!;
    const cancelled = await postForm(
      `${running.server.url}/checkout/test/${reference}`,
      { intent: "cancel" },
      asBookingBrowser(booked),
    );
    expect(cancelled.headers.get("location")).toBe("/clients");
    expect(running.store.booking(reference)!.payment_status).toBe("pending");
  });

  for (const [label, query] of [
    ["no session_id", ""],
    ["an unknown session", "?session_id=cs_test_local_doesnotexist"],
    ["a malformed session id", `?session_id=${"x".repeat(5000)}`],
  ]) {
    it(`/success with ${label} points a stranger to the email, without a failure`, async () => {
      const html = await (await fetch(`${running.server.url}/success${query}`)).text();
      expect(html).toContain("Looking for your booking?");
      expect(html).not.toContain("Payment Verification Failed");
      expect(html).toContain('href="/trip"');
      expect(html).toContain('href="/clients"');
      expect(html).toContain("Back to Home");
    });
  }

  it("/success for an unpaid session is an error, not a success", async () => {
    const booked = await postForm(clients(), validBooking());
    const reference = referenceFrom(booked.headers.get("location"))!;
    const sessionId = running.store.booking(reference)!.stripe_session_id;
    const html = await (await fetch(`${running.server.url}/success?session_id=${sessionId}`)).text();
    expect(html).toContain("Payment Verification Failed");
    expect(running.store.booking(reference)!.payment_status).toBe("pending");
  });

  it("the TEST checkout is 404 for unknown or free bookings", async () => {
    expect((await fetch(`${running.server.url}/checkout/test/aaaaaaaaaaaaaaaa`)).status).toBe(404);
  });
});
