import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm, postJson, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { cookiesOf, visibleText } from "../support/trip-http";

/**
 * The local TEST checkout pays a booking for nothing, so it opens only for the browser that
 * made the booking (the signed cookie that also guards /success), or at the address with the
 * booking's session id that the client which made the booking was answered. Anyone who only
 * knows the reference gets a 404, and the booking stays unpaid. Decision 0045.
 */
const running = bookingServerPerFile();
const url = (path: string) => `${running.server.url}${path}`;

/** A Madrid booking made through the form; the browser that made it keeps its cookies. */
async function bookThroughForm() {
  const form = validBooking({ reservations: "2" });
  const booked = await postForm(url("/clients"), form);
  expect(booked.status).toBe(303);
  const reference = referenceFrom(booked.headers.get("location"))!;
  expect(reference).toBeTruthy();
  return { form, reference, cookie: cookiesOf(booked) };
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(url(path), { headers, redirect: "manual" });

/** What paying would have changed: the booking's payment columns and its payment records. */
const paymentOf = (reference: string) => {
  const row = running.store.booking(reference)!;
  return {
    status: row.status,
    payment_status: row.payment_status,
    paid_at: row.paid_at,
    amount_paid_cents: row.amount_paid_cents,
    payments: running.store.outbox("payment", row.id).length,
  };
};
const UNPAID = { status: "pending", payment_status: "pending", paid_at: null, amount_paid_cents: null, payments: 0 };

describe("the local TEST checkout of someone else's booking", () => {
  it("answers a stranger's GET and POST with 404 and leaves the booking unpaid; the booking browser pays", async () => {
    const booking = await bookThroughForm();
    const checkout = `/checkout/test/${booking.reference}`;

    const page = await get(checkout);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(booking.form.email);
    for (const intent of ["pay", "cancel"]) {
      expect((await postForm(url(checkout), { intent })).status).toBe(404);
    }
    // Another booking's browser, a forged cookie and a made-up session id are strangers too.
    const other = await bookThroughForm();
    expect((await postForm(url(checkout), { intent: "pay" }, { Cookie: other.cookie })).status).toBe(404);
    expect(
      (await postForm(url(checkout), { intent: "pay" }, { Cookie: "sm_booking=eyJyIjoiYSJ9.forged" })).status,
    ).toBe(404);
    const forgedSession = `${checkout}?session_id=cs_test_local_${"0".repeat(32)}`;
    expect((await postForm(url(forgedSession), { intent: "pay" })).status).toBe(404);
    expect(paymentOf(booking.reference)).toEqual(UNPAID);

    // The browser that made the booking sees its page, and pays.
    const own = await get(checkout, { Cookie: booking.cookie });
    expect(own.status).toBe(200);
    expect(visibleText(await own.text())).toContain(booking.form.email);
    const paid = await postForm(url(checkout), { intent: "pay" }, { Cookie: booking.cookie });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(/^\/success\?session_id=cs_test_local_/);
    expect(paymentOf(booking.reference)).toMatchObject({ payment_status: "succeeded", payments: 1 });

    // Once paid, the stranger still gets nothing but the 404.
    expect((await get(checkout)).status).toBe(404);
  });

  it("opens for a JSON client's traveller at the address the client was answered, and only there", async () => {
    const form = validBooking({ reservations: "2" });
    const saved = await postJson(url("/api/save-booking"), form);
    const { bookingId: reference } = (await saved.json()) as { bookingId: string };
    const session = await postJson(url("/api/create-payment-session"), {
      bookingId: reference,
      idempotencyKey: form.idempotencyKey,
    });
    expect(session.status).toBe(200);
    const { sessionId, url: address } = (await session.json()) as { sessionId: string; url: string };
    expect(address).toBe(`/checkout/test/${reference}?session_id=${sessionId}`);

    // The reference alone still opens nothing.
    expect((await get(`/checkout/test/${reference}`)).status).toBe(404);
    expect((await postForm(url(`/checkout/test/${reference}`), { intent: "pay" })).status).toBe(404);
    expect(paymentOf(reference)).toEqual(UNPAID);

    // The traveller's browser, without any cookie, opens the address; its form posts back to it
    // (also without JavaScript), and pays.
    const page = await get(address);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`action="/checkout/test/${reference}?session_id=${sessionId}"`);
    expect(html).not.toContain(form.email);
    const paid = await postForm(url(address), { intent: "pay" });
    expect(paid.status).toBe(303);
    expect(paymentOf(reference)).toMatchObject({ payment_status: "succeeded", payments: 1 });
    const success = await get(paid.headers.get("location")!);
    expect(visibleText(await success.text())).toContain("We've emailed your trip link to the address you gave.");
  });
});
