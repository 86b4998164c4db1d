import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { postJson } from "../support/booking";
import { specBooking, specServerPerFile } from "../support/spec-booking";

/**
 * The booking API as a client written from the product spec uses it: the spec's booking
 * object (with the fields the client computed itself), calling codes such as "+39", and the
 * checkout request's `bookingData`. The real Stripe SDK talks to the fake Stripe on loopback.
 */
const { running, api, save, logLinesAbout } = specServerPerFile();

describe("POST /api/save-booking with the spec's booking object", () => {
  it("stores it (201) at the server's price with calling code +39, ignoring what the client computed", async () => {
    const sent = specBooking();
    const { status, body } = await save(sent);
    expect(status).toBe(201);
    const row = running.store.booking(body.bookingId)!;
    expect(row).toMatchObject({
      city_name: "Valencia",
      reservations: 6,
      total_cents: 5700,
      country_code: "+39",
      phone_country: "IT",
      phone: "+39 3123456789",
      status: "pending",
      payment_status: "pending",
      requires_payment: 1,
    });
    // The client's id and timestamps are its own: the booking has the server's.
    expect(row.created_at).not.toBe(sent.createdAt);
    expect(body.booking).toMatchObject({ countryCode: "+39", phoneCountry: "IT", pricing: { totalPrice: 57 } });
  });

  it("logs a client price that differs at warn with the booking reference, and says nothing when it agrees", async () => {
    const differs = await save(specBooking());
    const [warning] = logLinesAbout(differs.body.bookingId);
    expect(warning).toMatchObject({
      level: 40,
      booking: differs.body.bookingId,
      field: "pricing.totalPrice",
      claimed: 1,
      serverTotalCents: 5700,
    });
    const agrees = await save(specBooking({ pricing: { totalPrice: 57 } }));
    expect(agrees.status).toBe(201);
    expect(logLinesAbout(agrees.body.bookingId)).toEqual([]);
  });

  it("reads +1 as the US, or Canada when the client names it", async () => {
    const us = await save(specBooking({ countryCode: "+1", phoneNumber: "2125550123" }));
    expect(us.status).toBe(201);
    expect(running.store.booking(us.body.bookingId)).toMatchObject({ country_code: "+1", phone_country: "US" });
    const ca = await save(specBooking({ countryCode: "+1", phoneCountry: "CA", phoneNumber: "4165550123" }));
    expect(ca.status).toBe(201);
    expect(running.store.booking(ca.body.bookingId)).toMatchObject({ country_code: "+1", phone_country: "CA" });
    const contradiction = await save(specBooking({ countryCode: "+39", phoneCountry: "CA" }));
    expect(contradiction.status).toBe(400);
    expect(contradiction.body.fields).toEqual({ phoneCountry: "This country does not use that calling code" });
  });

  it("still takes the booking form's country value", async () => {
    const { status, body } = await save(specBooking({ countryCode: "IT" }));
    expect(status).toBe(201);
    expect(running.store.booking(body.bookingId)).toMatchObject({ country_code: "+39", phone_country: "IT" });
  });

  it("takes reservations as a number or a string, 1 to 10", async () => {
    for (const [reservations, cents] of [
      [6, 5700],
      ["6", 5700],
      [1, 3900],
      ["10", 9300],
    ] as const) {
      const { status, body } = await save(specBooking({ reservations }));
      expect(status).toBe(201);
      expect(running.store.booking(body.bookingId)!.total_cents).toBe(cents);
    }
    for (const reservations of [0, "11", 2.5, "six"]) {
      expect((await save(specBooking({ reservations }))).status).toBe(400);
    }
  });

  it("takes any JSON as the client's price, even nested too deep to print, and still answers 201", async () => {
    const { pricing: _pricing, ...rest } = specBooking();
    const deep = `${"[".repeat(30_000)}${"]".repeat(30_000)}`;
    const body = `${JSON.stringify(rest).slice(0, -1)},"pricing":{"totalPrice":${deep}}}`;
    const response = await postJson(api("save-booking"), body);
    expect(response.status).toBe(201);
    const { bookingId } = await response.json();
    expect(logLinesAbout(bookingId)).toMatchObject([{ field: "pricing.totalPrice", claimed: "(an array)" }]);
  });

  it("ignores fields it does not know", async () => {
    const before = running.store.count("bookings");
    const { status, body } = await save(specBooking({ favouriteDish: "paella", pricing: "free", isAdmin: true }));
    expect(status).toBe(201);
    expect(running.store.count("bookings")).toBe(before + 1);
    expect(JSON.stringify(running.store.booking(body.bookingId))).not.toMatch(/paella|isAdmin/);
  });
});

describe("POST /api/create-payment-session with the spec's checkout request", () => {
  it("charges the server's price whatever amount and totalPrice say, and answers {sessionId, url}", async () => {
    // The client proves the booking is its own with the idempotency key it saved it with (decision 0045).
    const idempotencyKey = randomUUID();
    const saved = await save(specBooking({ idempotencyKey }));
    const before = running.stripe.created().length;
    const response = await postJson(api("create-payment-session"), {
      amount: 1,
      currency: "eur",
      customerEmail: "someone.else@example.com",
      customerName: "Someone Else",
      bookingData: { id: saved.body.bookingId, city: "ES|Valencia", reservations: "6", totalPrice: 1, idempotencyKey },
    });
    expect(response.status).toBe(200);
    const { sessionId, url } = await response.json();
    expect(running.stripe.created()).toHaveLength(before + 1);
    const session = running.stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({ amount_total: 5700, currency: "eur", client_reference_id: saved.body.bookingId });
    // Neither the body's email nor the booking's: an outside client's session asks the payer on
    // Stripe's page, whose address the client may hand on; only the booking browser's session
    // is prefilled (decision 0026).
    expect(session.customer_email).toBeNull();
    expect(url).toBe(session.url);
    const warnings = logLinesAbout(saved.body.bookingId).map((line) => line.field);
    expect(warnings).toEqual(expect.arrayContaining(["amount", "bookingData.totalPrice"]));
  });

  it("treats an amount in euros or in cents that matches as agreement", async () => {
    for (const amount of [57, 5700]) {
      const idempotencyKey = randomUUID();
      const saved = await save(specBooking({ pricing: { totalPrice: 57 }, idempotencyKey }));
      const response = await postJson(api("create-payment-session"), {
        amount,
        currency: "eur",
        bookingData: { id: saved.body.bookingId, totalPrice: 57, idempotencyKey },
      });
      expect(response.status).toBe(200);
      expect(logLinesAbout(saved.body.bookingId)).toEqual([]);
    }
  });

  it("needs bookingData.id to be the bookingId save-booking answered", async () => {
    const response = await postJson(api("create-payment-session"), { amount: 57, bookingData: { id: 1795400000000 } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/bookingId/);
  });
});
