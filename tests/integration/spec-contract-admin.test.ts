import { describe, expect, it } from "vitest";
import { postJson } from "../support/booking";
import { uniqueEmail, uniqueTag } from "../support/factories";
import { specBearer as bearer, specBooking, specServerPerFile } from "../support/spec-booking";

/**
 * What a client written from the product spec reads back: money in euros with exact cents
 * beside it, self-describing automation records with their metadata, and the admin search
 * finding a booking the way a traveller names it.
 */
const { running, api, save } = specServerPerFile();

describe("money in the admin API", () => {
  it("answers euros under the spec's names with exact cents beside them; storage stays in cents", async () => {
    const saved = await save(specBooking());
    const reference = saved.body.bookingId;
    // Opened with the admin token, as the team's server would: a reference alone opens nothing (decision 0045).
    const { sessionId } = await (
      await postJson(api("create-payment-session"), { bookingId: reference }, bearer)
    ).json();
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
      await postJson(api("create-payment-session"), { bookingId: saved.body.bookingId }, bearer)
    ).json();
    running.stripe.complete(sessionId);
    await fetch(`${running.server.url}/success?session_id=${sessionId}`);
    expect(running.store.outbox("payment", id).map((record) => record.payload.type)).toEqual(["payment"]);
  });

  it("a creator application carries the booking record's metadata and its type, from the API and the form", async () => {
    const viaApi = uniqueEmail("api");
    const response = await postJson(
      api("save-creator"),
      { name: "Rosa Díaz", email: viaApi, city: "Oaxaca", instagram: "@rosa.eats", referrer: "https://t.co/x" },
      { "User-Agent": "SpecClient/2.0" },
    );
    expect(response.status).toBe(201);
    const viaForm = uniqueEmail("form");
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
  it("finds a booking by its payment session's code, our reference, name, email or phone", async () => {
    const name = `Gia Search ${uniqueTag()}`;
    const saved = await save(specBooking({ name, phoneNumber: "399 111 2233" }));
    const reference = saved.body.bookingId;
    const email = running.store.booking(reference)!.email;
    const { sessionId } = await (
      await postJson(api("create-payment-session"), { bookingId: reference }, bearer)
    ).json();
    // The payments table's session code (what /success showed before decision 0058): the session
    // id's last 8 characters, upper-cased.
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
