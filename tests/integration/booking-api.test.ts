import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";

/** The booking JSON API (local TEST checkout): same schema, the server's price, JSON errors. */
const ADMIN_TOKEN = "booking-api-admin-token-0123456789";
const running = bookingServerPerFile({ env: { ADMIN_TOKEN } });

const api = (path: string) => `${running.server.url}/api/${path}`;

describe("POST /api/save-booking", () => {
  it("stores a booking with the server's price whatever the body claims", async () => {
    const { idempotencyKey, ...fields } = validBooking({ reservations: "5" });
    const response = await postJson(api("save-booking"), { ...fields, reservations: 5, idempotencyKey });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      message: "Booking saved",
      booking: {
        city: "ES|Madrid",
        paymentStatus: "pending",
        requiresPayment: true,
        pricing: { totalPrice: 48, totalPriceCents: 4800 },
      },
    });
    expect(body.bookingId).toBe(body.booking.bookingId);
    expect(running.store.booking(body.booking.bookingId)).toMatchObject({ total_cents: 4800 });
    const [record] = running.store.outbox("booking", running.store.booking(body.booking.bookingId)!.id);
    expect(record.payload.source).toBe("sobremesa-api");

    const repeat = await postJson(api("save-booking"), { ...fields, reservations: 5, idempotencyKey });
    expect(repeat.status).toBe(200);
    expect((await repeat.json()).booking.bookingId).toBe(body.booking.bookingId);
  });

  it("answers 400 with field errors, storing nothing, for bad fields, whatever else it carries", async () => {
    const before = running.store.count("bookings");
    const response = await postJson(api("save-booking"), { ...validBooking({ reservations: "11" }), totalPrice: 1 });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("Some fields need to be corrected before submitting.");
    expect(body.fields).toEqual({ reservations: "Number of reservations is required (1–10)." });
    expect(running.store.count("bookings")).toBe(before);
  });
});

describe("every booking endpoint's gate", () => {
  const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  for (const path of ["save-booking", "create-payment-session", "verify-payment", "update-webhook-status"]) {
    it(`${path}: 405, 415, 400 and 413, each with a JSON {error}`, async () => {
      const refusals = [
        [405, await fetch(api(path), { headers: auth })],
        [405, await fetch(api(path), { method: "PUT", headers: { ...auth, "Content-Type": "application/json" } })],
        [
          415,
          await fetch(api(path), { method: "POST", headers: { ...auth, "Content-Type": "text/plain" }, body: "{}" }),
        ],
        [400, await postJson(api(path), "{not json", auth)],
        [400, await postJson(api(path), "[1,2]", auth)],
        [413, await postJson(api(path), { filler: "x".repeat(70 * 1024) }, auth)],
      ] as const;
      for (const [status, response] of refusals) {
        expect(response.status).toBe(status);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(typeof (await response.json()).error).toBe("string");
      }
    });
  }
});

describe("POST /api/create-payment-session and /api/verify-payment", () => {
  it("opens a checkout for the stored total, and verifies it once paid", async () => {
    const booking = validBooking({ reservations: "6" });
    const saved = await (await postJson(api("save-booking"), booking)).json();
    const bookingId = saved.booking.bookingId;
    // The client that saved the booking sends its idempotency key again (decision 0045).
    const { idempotencyKey } = booking;
    const created = await postJson(api("create-payment-session"), {
      bookingId,
      idempotencyKey,
      amount: 1,
      currency: "usd",
    });
    expect(created.status).toBe(200);
    const { sessionId, url } = await created.json();
    expect(url).toBe(`/checkout/test/${bookingId}?session_id=${sessionId}`);

    const before = await (await postJson(api("verify-payment"), { sessionId, bookingId })).json();
    expect(before).toEqual({
      paymentStatus: "unpaid",
      sessionStatus: "open",
      bookingId,
      amountTotal: 5700,
      currency: "eur",
    });

    await fetch(`${running.server.url}${url}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "pay" }),
      redirect: "manual",
    });
    const after = await (await postJson(api("verify-payment"), { sessionId, bookingId })).json();
    expect(after).toMatchObject({ paymentStatus: "paid", sessionStatus: "complete", amountTotal: 5700 });

    const again = await postJson(api("create-payment-session"), { bookingId, idempotencyKey });
    expect(again.status).toBe(409);
  });

  it("answers 404 for unknown bookings or a session that belongs to another booking", async () => {
    expect((await postJson(api("create-payment-session"), { bookingId: "aaaaaaaaaaaaaaaa" })).status).toBe(404);
    expect((await postJson(api("create-payment-session"), {})).status).toBe(400);
    const first = validBooking();
    const a = await (await postJson(api("save-booking"), first)).json();
    const b = await (await postJson(api("save-booking"), validBooking())).json();
    const { sessionId } = await (
      await postJson(api("create-payment-session"), {
        bookingId: a.booking.bookingId,
        idempotencyKey: first.idempotencyKey,
      })
    ).json();
    const response = await postJson(api("verify-payment"), { sessionId, bookingId: b.booking.bookingId });
    expect(response.status).toBe(404);
    expect((await postJson(api("verify-payment"), { sessionId: "nope", bookingId: "x" })).status).toBe(400);
  });

  it("refuses a payment session for a destination that needs no payment", async () => {
    const booking = validBooking({ city: "ASIA|Tokyo" });
    const saved = await (await postJson(api("save-booking"), booking)).json();
    expect(saved.booking.paymentStatus).toBe("not_required");
    const session = { bookingId: saved.booking.bookingId, idempotencyKey: booking.idempotencyKey };
    expect((await postJson(api("create-payment-session"), session)).status).toBe(409);
  });
});

describe("POST /api/update-webhook-status", () => {
  it("needs the admin Bearer token and updates the sync fields", async () => {
    const saved = await (await postJson(api("save-booking"), validBooking())).json();
    const update = {
      bookingId: saved.booking.bookingId,
      airtable_synced: true,
      last_webhook_sent_at: "2030-01-02T03:04:05Z",
    };
    expect((await postJson(api("update-webhook-status"), update)).status).toBe(401);
    expect(
      (await postJson(api("update-webhook-status"), update, { Authorization: "Bearer wrong-token-123456" })).status,
    ).toBe(401);
    const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const response = await postJson(api("update-webhook-status"), update, auth);
    expect(response.status).toBe(200);
    // The API keeps the automation's field name; the column says what it means.
    expect(running.store.booking(saved.booking.bookingId)).toMatchObject({
      automation_synced: 1,
      last_webhook_sent_at: "2030-01-02T03:04:05.000Z",
    });
    expect((await postJson(api("update-webhook-status"), { ...update, airtable_synced: "yes" }, auth)).status).toBe(
      400,
    );
    expect(
      (await postJson(api("update-webhook-status"), { ...update, bookingId: "aaaaaaaaaaaaaaaa" }, auth)).status,
    ).toBe(404);
  });
});
