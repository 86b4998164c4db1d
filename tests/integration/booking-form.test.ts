import { describe, expect, it } from "vitest";
import { BOOKING_FIELDS } from "~/features/booking/booking-schema";
import { bookingServerPerFile, postForm, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";

/** The /clients form against the built server with the local TEST checkout (no Stripe key). */
const running = bookingServerPerFile();

const clients = () => `${running.server.url}/clients`;

describe("/clients", () => {
  it("renders the form with its fields, hints and the creator links", async () => {
    const html = await (await fetch(clients())).text();
    for (const text of [
      "Start Your Dining Plan",
      "Top Spain Cities",
      'value="ES|Madrid"',
      'value="other"',
      "Bookings start 7 days ahead so your concierge can secure great tables.",
      "Used only by your concierge to confirm details or assist. Never shared.",
      "Secure Payment with Stripe",
      "Submit Request (No Payment Now)",
      'href="/creators"',
      'href="/dashboard"',
      "noValidate",
    ]) {
      expect(html).toContain(text);
    }
    for (const name of ["city", "checkIn", "checkOut", "reservations", "name", "email", "countryCode", "phoneNumber"]) {
      expect(html).toContain(`name="${name}"`);
    }
    // What the form shows is BOOKING_FIELDS in order: both renderings show errors and focus by that list.
    const shown = [...html.matchAll(/<(?:input|select)\b(?![^>]*type="hidden")[^>]*\bname="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(shown).toEqual([...BOOKING_FIELDS]);
    // §2's groups in order, with 'REGION|City' values.
    expect([...html.matchAll(/<optgroup label="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "Top Spain Cities",
      "Europe",
      "Latin America",
      "Asia",
      "Other",
    ]);
    for (const value of ["ES|Palma de Mallorca", "EU|Paris", "LATAM|Lima", "ASIA|Tokyo", "ASIA|Bali (Denpasar)"]) {
      expect(html).toContain(`value="${value}"`);
    }
  });

  it("gives each visitor a key and a referrer of their own", async () => {
    const keyOf = (html: string) => /name="idempotencyKey" value="([^"]*)"/.exec(html)?.[1];
    const referrerOf = (html: string) => /name="referrer" value="([^"]*)"/.exec(html)?.[1];
    const visits = await Promise.all(
      ["https://www.google.com/", "", `${running.server.url}/?utm_source=newsletter`].map(async (referrer) => {
        const response = await fetch(clients(), { headers: referrer ? { referer: referrer } : {} });
        return { referrer, response, html: await response.text() };
      }),
    );
    const keys = visits.map(({ html }) => keyOf(html));
    expect(new Set(keys).size).toBe(3);
    for (const [index, { referrer, response, html }] of visits.entries()) {
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(keys[index]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // Once, in the form: the page is served without React, so it carries no loader data.
      expect(html.split(keys[index]!).length - 1).toBe(1);
      // No referrer, no hidden field: the post reads a missing one as none.
      expect(referrerOf(html) ?? "").toBe(referrer);
      // The nonce of the policy is the one the page's scripts carry.
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(html).toContain(`nonce="${nonce}"`);
    }

    // A referrer that would need escaping is escaped.
    const hostile = `https://evil.example/"><script>alert(1)</script>&x='y'`;
    const html = await (await fetch(clients(), { headers: { referer: hostile } })).text();
    expect(referrerOf(html)).toBe(
      "https://evil.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;x=&#x27;y&#x27;",
    );
    expect(html).not.toContain("<script>alert(1)");

    // The key the page handed out holds a retry of the attempt to the one booking.
    const form = validBooking({ idempotencyKey: keys[0]! });
    const first = await postForm(clients(), form);
    const retry = await postForm(clients(), form);
    expect([first.status, retry.status]).toEqual([303, 303]);
    expect(retry.headers.get("location")).toBe(first.headers.get("location"));
  });

  it("stores a Madrid booking with the server's price and its §3 record, then sends it to checkout", async () => {
    const form = validBooking({ reservations: "6", referrer: "https://www.google.com/" });
    const response = await postForm(clients(), form, { "User-Agent": "BookingTest/1.0" });
    expect(response.status).toBe(303);
    const reference = referenceFrom(response.headers.get("location"));
    expect(reference).toBeTruthy();
    const row = running.store.booking(reference!)!;
    expect(row).toMatchObject({
      region_code: "ES",
      city_name: "Madrid",
      reservations: 6,
      total_cents: 5700,
      base_price_cents: 3900,
      extra_count: 2,
      currency: "eur",
      status: "pending",
      payment_status: "pending",
      requires_payment: 1,
      country_code: "+34",
      phone_country: "ES",
      phone: "+34 612 345 678",
      email: form.email,
    });
    expect(row.stripe_session_id).toMatch(/^cs_test_local_/);
    const [record] = running.store.outbox("booking", row.id);
    expect(Object.keys(record.payload).sort()).toEqual(
      [
        "type",
        "bookingId",
        "customerName",
        "email",
        "phone",
        "city",
        "cityName",
        "countryCode",
        "checkInDate",
        "checkOutDate",
        "numberOfReservations",
        "basePrice",
        "extraReservations",
        "totalPrice",
        "status",
        "paymentRequired",
        "paymentStatus",
        "stripeSessionId",
        "isSpanishCity",
        "createdAt",
        "timestamp",
        "userAgent",
        "referrer",
        "Environment",
        "source",
      ].sort(),
    );
    expect(record.payload).toMatchObject({
      bookingId: reference,
      customerName: "Ana García",
      city: "ES|Madrid",
      cityName: "Madrid",
      countryCode: "ES",
      numberOfReservations: 6,
      basePrice: 39,
      extraReservations: 2,
      totalPrice: 57,
      status: "pending",
      paymentRequired: "Yes",
      paymentStatus: "pending",
      isSpanishCity: "Yes",
      userAgent: "BookingTest/1.0",
      referrer: "https://www.google.com/",
      Environment: "Staging",
      source: "sobremesa-web",
    });
  });

  it("takes a request for Paris without payment and says so on /success, beside its trip link", async () => {
    const form = validBooking({ city: "EU|Paris", countryCode: "FR" });
    const response = await postForm(clients(), form);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/success");
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const page = await (await fetch(`${running.server.url}/success`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Request received.");
    expect(page).toContain("No payment has been taken.");
    const row = running.store.bookings().find((b) => b.email === form.email)!;
    expect(row).toMatchObject({ city_name: "Paris", payment_status: "not_required", requires_payment: 0 });
    expect(row.stripe_session_id).toBeNull();
    const [record] = running.store.outbox("booking", row.id);
    expect(record.payload).toMatchObject({
      paymentRequired: "No",
      paymentStatus: "not_required",
      countryCode: "EU",
      isSpanishCity: "No",
      referrer: "Direct visit",
    });
  });

  it("stores 'Other' with countryCode Unknown in its record", async () => {
    const form = validBooking({ city: "other" });
    expect((await postForm(clients(), form)).status).toBe(302);
    const row = running.store.bookings().find((b) => b.email === form.email)!;
    expect(running.store.outbox("booking", row.id)[0].payload).toMatchObject({ city: "other", countryCode: "Unknown" });
  });

  it("ignores a field it does not know, such as a price of its own, and stores the server's price", async () => {
    const form = validBooking({ city: "EU|Paris", reservations: "6", totalPrice: "1", "pricing.totalPrice": "1" });
    const response = await postForm(clients(), form);
    expect(response.status).toBe(302);
    expect(await response.text()).not.toContain("Unrecognized key");
    const row = running.store.bookings().find((b) => b.email === form.email)!;
    expect(row.total_cents).toBe(5700);
  });

  it("never makes a second booking for the same attempt, even when sent five times at once", async () => {
    const form = validBooking();
    const before = running.store.count("bookings");
    const responses = await Promise.all(Array.from({ length: 5 }, () => postForm(clients(), form)));
    const locations = new Set(responses.map((r) => r.headers.get("location")));
    expect(responses.map((r) => r.status)).toEqual([303, 303, 303, 303, 303]);
    expect(locations.size).toBe(1);
    expect(running.store.count("bookings")).toBe(before + 1);
    const again = await postForm(clients(), form);
    expect(again.headers.get("location")).toBe([...locations][0]);
    expect(running.store.count("bookings")).toBe(before + 1);
  });

  it("treats the same attempt with different details as a new booking", async () => {
    const form = validBooking();
    const first = await postForm(clients(), form);
    const second = await postForm(clients(), { ...form, reservations: "8" });
    expect(second.headers.get("location")).not.toBe(first.headers.get("location"));
    expect(running.store.booking(referenceFrom(second.headers.get("location"))!)!.total_cents).toBe(7500);
  });

  const crafted: Array<[string, Record<string, string>, string]> = [
    ["an unknown city", { city: "ES|Sevilla" }, "Choose a destination from the list"],
    ["reservations 0", { reservations: "0" }, "Number of reservations is required (1–10)."],
    ["reservations 11", { reservations: "11" }, "Number of reservations is required (1–10)."],
    ["reservations 'abc'", { reservations: "abc" }, "Number of reservations is required (1–10)."],
    ["an impossible date", { checkIn: "2031-02-30" }, "Check-in date is required"],
    [
      "a check-in tomorrow",
      { checkIn: new Date(Date.now() + 864e5).toISOString().slice(0, 10) },
      "To secure great tables, bookings start 7 days from today.",
    ],
    ["a 10 kB name", { name: "x".repeat(10_000) }, "Full name must be at most 100 characters"],
    ["a hostile phone number", { phoneNumber: "<script>alert(1)</script>" }, "Valid phone number is required"],
    ["a bad email", { email: "ana at example.com" }, "Valid email address is required"],
    // The browser's table leaves Argentina's rewritten numbers to the server's full check.
    [
      "a number too short for Argentina",
      { countryCode: "AR", phoneNumber: "123456" },
      "This number is not possible for the chosen country",
    ],
  ];
  for (const [label, change, message] of crafted) {
    it(`answers 400 to ${label} and stores nothing`, async () => {
      const before = running.store.count("bookings");
      const outboxBefore = running.store.count("outbox");
      const response = await postForm(clients(), validBooking(change));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain("Please check your information");
      expect(running.store.count("bookings")).toBe(before);
      expect(running.store.count("outbox")).toBe(outboxBefore);
    });
  }

  it("keeps the submitted values and focuses the first invalid field without JavaScript", async () => {
    const response = await postForm(clients(), validBooking({ name: "Zoë Q", email: "nope", phoneNumber: "12" }));
    const html = await response.text();
    expect(html).toContain('value="Zoë Q"');
    expect(html).toMatch(
      /<input[^>]*name="email"[^>]*aria-invalid="true"[^>]*autofocus=""|<input[^>]*autofocus=""[^>]*name="email"/,
    );
    expect(html).toContain("Valid phone number is required");
  });

  it("says 'Submission failed', keeps the values and stores nothing when the booking cannot be stored", async () => {
    // A real failure inside the database: a trigger refuses this test's rows.
    running.store.database.exec(`create trigger refuse_failing_bookings before insert on bookings
      when new.email like 'failing-%' begin select raise(abort, 'storage refused'); end`);
    try {
      for (const city of ["EU|Paris", "ES|Madrid"]) {
        const before = { bookings: running.store.count("bookings"), outbox: running.store.count("outbox") };
        const form = validBooking({ city, email: `failing-${crypto.randomUUID().slice(0, 8)}@example.com` });
        const response = await postForm(clients(), form);
        expect(response.status).toBe(503);
        const html = await response.text();
        expect(html).toContain("Submission failed");
        expect(html).toContain("There was an error submitting your request. Please try again.");
        expect(html).toContain(`value="${form.email}"`);
        expect({ bookings: running.store.count("bookings"), outbox: running.store.count("outbox") }).toEqual(before);
      }
    } finally {
      running.store.database.exec("drop trigger refuse_failing_bookings");
    }
  });

  it("refuses a body over 16 kB with 413", async () => {
    const response = await postForm(clients(), { ...validBooking(), name: "x".repeat(20_000) });
    expect(response.status).toBe(413);
  });
});
