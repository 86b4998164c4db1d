import { describe, expect, it } from "vitest";
import { addDays, todayIso } from "~/domain/dates";
import { bookingServerPerFile, postJson } from "../support/booking";

/**
 * The JSON API as a client written from the product spec uses it: the spec's booking object
 * (with the fields the client computed itself), calling codes such as "+39", the checkout
 * request's `bookingData`, money in euros with exact cents beside it, and self-describing
 * automation records. The real Stripe SDK talks to the fake Stripe on loopback.
 */
const ADMIN_TOKEN = "spec-contract-admin-token-0123456789";
const running = bookingServerPerFile({ fakeStripe: true, env: { ADMIN_TOKEN } });
const api = (path: string) => `${running.server.url}/api/${path}`;
const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const unique = () => Math.random().toString(36).slice(2, 10);

/** The spec's own example booking, dated from today so it stays bookable. */
function specBooking(overrides: Record<string, unknown> = {}) {
  return {
    city: "ES|Valencia",
    checkIn: addDays(todayIso(), 12),
    checkOut: addDays(todayIso(), 15),
    reservations: "6",
    name: "Gia Rossi",
    email: `gia.${unique()}@example.com`,
    countryCode: "+39",
    phoneNumber: "3123456789",
    phone: "+39 3123456789",
    pricing: { basePrice: 39, included: 4, extraPrice: 9, reservationCount: 6, extraCount: 2, totalPrice: 1 },
    id: 1795400000000,
    status: "pending",
    paymentStatus: "pending",
    requiresPayment: true,
    createdAt: "2026-11-23T10:00:00Z",
    updatedAt: "2026-11-23T10:00:00Z",
    ...overrides,
  };
}

async function save(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await postJson(api("save-booking"), body, headers);
  return { status: response.status, body: await response.json() };
}

/** The server's log lines (pino JSON) that mention this booking reference. */
const logLinesAbout = (reference: string) =>
  running.server
    .output()
    .split("\n")
    .filter((line) => line.includes(reference))
    .map((line) => JSON.parse(line));

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
    const saved = await save(specBooking());
    const before = running.stripe.created().length;
    const response = await postJson(api("create-payment-session"), {
      amount: 1,
      currency: "eur",
      customerEmail: "someone.else@example.com",
      customerName: "Someone Else",
      bookingData: { id: saved.body.bookingId, city: "ES|Valencia", reservations: "6", totalPrice: 1 },
    });
    expect(response.status).toBe(200);
    const { sessionId, url } = await response.json();
    expect(running.stripe.created()).toHaveLength(before + 1);
    const session = running.stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({ amount_total: 5700, currency: "eur", client_reference_id: saved.body.bookingId });
    expect(session.customer_email).toBe(running.store.booking(saved.body.bookingId)!.email);
    expect(url).toBe(session.url);
    const warnings = logLinesAbout(saved.body.bookingId).map((line) => line.field);
    expect(warnings).toEqual(expect.arrayContaining(["amount", "bookingData.totalPrice"]));
  });

  it("treats an amount in euros or in cents that matches as agreement", async () => {
    for (const amount of [57, 5700]) {
      const saved = await save(specBooking({ pricing: { totalPrice: 57 } }));
      const response = await postJson(api("create-payment-session"), {
        amount,
        currency: "eur",
        bookingData: { id: saved.body.bookingId, totalPrice: 57 },
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

describe("money in the admin API", () => {
  it("answers euros under the spec's names with exact cents beside them; storage stays in cents", async () => {
    const saved = await save(specBooking());
    const reference = saved.body.bookingId;
    const { sessionId } = await (await postJson(api("create-payment-session"), { bookingId: reference })).json();
    running.stripe.complete(sessionId);
    const success = await fetch(`${running.server.url}/success?session_id=${sessionId}`);
    expect(await success.text()).toContain("You&#x27;re all set.");
    expect(running.store.booking(reference)).toMatchObject({
      payment_status: "succeeded",
      total_cents: 5700,
      amount_paid_cents: 5700,
    });

    const list = await (await fetch(`${api("get-bookings")}?q=${reference}`, { headers: bearer })).json();
    expect(list.bookings).toHaveLength(1);
    expect(list.bookings[0]).toMatchObject({
      reference,
      phone: "+39 3123456789",
      reservations: 6,
      pricing: {
        basePrice: 39,
        basePriceCents: 3900,
        included: 4,
        extraPrice: 9,
        extraPriceCents: 900,
        reservationCount: 6,
        extraCount: 2,
        totalPrice: 57,
        totalPriceCents: 5700,
      },
      paymentStatus: "succeeded",
      amount_paid: 57,
      amount_paid_cents: 5700,
    });

    const admin = await (await fetch(api("admin-bookings"), { headers: bearer })).json();
    const paidCents = running.store.database
      .prepare("select sum(amount_paid_cents) as cents from bookings where payment_status = 'succeeded'")
      .get() as { cents: number };
    expect(admin.summary.total_revenue_cents).toBe(paidCents.cents);
    expect(admin.summary.total_revenue).toBe(paidCents.cents / 100);
    expect(Number.isInteger(admin.summary.total_revenue_cents)).toBe(true);

    // Stripe's own amount stays in cents, by definition.
    const verified = await (await postJson(api("verify-payment"), { sessionId, bookingId: reference })).json();
    expect(verified).toMatchObject({ paymentStatus: "paid", amountTotal: 5700, currency: "eur" });
  });
});

describe("automation records", () => {
  it("name their type: booking and payment", async () => {
    const saved = await save(specBooking());
    const id = running.store.booking(saved.body.bookingId)!.id;
    expect(running.store.outbox("booking", id).map((record) => record.payload.type)).toEqual(["booking"]);
    const { sessionId } = await (
      await postJson(api("create-payment-session"), { bookingId: saved.body.bookingId })
    ).json();
    running.stripe.complete(sessionId);
    await fetch(`${running.server.url}/success?session_id=${sessionId}`);
    expect(running.store.outbox("payment", id).map((record) => record.payload.type)).toEqual(["payment"]);
  });

  it("a creator application carries the booking record's metadata and its type, from the API and the form", async () => {
    const viaApi = `api.${unique()}@example.com`;
    const response = await postJson(
      api("save-creator"),
      { name: "Rosa Díaz", email: viaApi, city: "Oaxaca", instagram: "@rosa.eats", referrer: "https://t.co/x" },
      { "User-Agent": "SpecClient/2.0" },
    );
    expect(response.status).toBe(201);
    const viaForm = `form.${unique()}@example.com`;
    const page = await fetch(`${running.server.url}/creator-signup`, {
      headers: { Referer: "https://www.instagram.com/" },
    });
    expect(await page.text()).toContain('name="referrer" value="https://www.instagram.com/"');
    const form = await fetch(`${running.server.url}/creator-signup`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Browser/1.0" },
      body: new URLSearchParams({
        name: "Leo Marín",
        email: viaForm,
        city: "Seville",
        instagram: "@leo.eats",
        referrer: "https://www.instagram.com/",
      }),
      redirect: "manual",
    });
    expect(form.status).toBe(302);

    const records = running.store.outbox("creator").map((record) => record.payload);
    const api_ = records.find((record) => record.email === viaApi);
    expect(api_).toEqual({
      type: "creator",
      name: "Rosa Díaz",
      email: viaApi,
      city: "Oaxaca",
      instagram: "https://www.instagram.com/rosa.eats/",
      status: "pending",
      appliedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      userAgent: "SpecClient/2.0",
      referrer: "https://t.co/x",
      Environment: "Staging",
      source: "sobremesa-api",
    });
    expect(records.find((record) => record.email === viaForm)).toMatchObject({
      type: "creator",
      city: "Seville",
      userAgent: "Browser/1.0",
      referrer: "https://www.instagram.com/",
      Environment: "Staging",
      source: "sobremesa-web",
    });
  });
});

describe("the admin search", () => {
  it("finds a booking by the /success reference, our reference, name, email or phone", async () => {
    const name = `Gia Search ${unique()}`;
    const saved = await save(specBooking({ name, phoneNumber: "399 111 2233" }));
    const reference = saved.body.bookingId;
    const email = running.store.booking(reference)!.email;
    const { sessionId } = await (await postJson(api("create-payment-session"), { bookingId: reference })).json();
    // What /success shows the traveller: the session id's last 8 characters, upper-cased.
    const successReference = sessionId.slice(-8).toUpperCase();
    const found = async (q: string) => {
      const response = await fetch(`${api("get-bookings")}?q=${encodeURIComponent(q)}`, { headers: bearer });
      return ((await response.json()).bookings as Array<{ reference: string }>).map((b) => b.reference);
    };
    for (const q of [
      successReference,
      successReference.toLowerCase(),
      `#${successReference}`,
      reference,
      name,
      email.toUpperCase(),
      "3991112233",
      "+39 399 111 2233",
      "111-2233",
    ]) {
      expect(await found(q), q).toEqual([reference]);
    }
    expect(await found("NOMATCH1")).toEqual([]);
  });
});
