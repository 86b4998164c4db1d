import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm, postJson } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";

/**
 * Per-client limits on public writes and payment look-ups, over HTTP against the built
 * server. Clients are told apart by X-Forwarded-For (the server trusts its one proxy hop).
 */
const running = bookingServerPerFile({
  fakeStripe: true,
  env: { TRUST_PROXY: "loopback", PUBLIC_WRITE_LIMIT: "10", PAYMENT_LOOKUP_LIMIT: "5" },
});

let clientCounter = 0;
const newClient = () => `198.51.100.${++clientCounter}`;
const as = (client: string) => ({ "X-Forwarded-For": client });
const url = (path: string) => `${running.server.url}${path}`;
/** A booking that needs no payment, so it is stored and answered without a checkout. */
const freeBooking = () => validBooking({ city: "EU|Paris" });
const stored = (emails: string[]) => running.store.bookings().filter((b) => emails.includes(b.email)).length;

function expectRetryAfter(response: Response) {
  const seconds = Number(response.headers.get("retry-after"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(600);
}

describe("bookings", () => {
  it("the 11th booking in 10 minutes from one client is refused with 429 and stores nothing; another client books", async () => {
    const client = newClient();
    const forms = Array.from({ length: 12 }, freeBooking);
    for (const form of forms.slice(0, 6)) expect((await postForm(url("/clients"), form, as(client))).status).toBe(302);
    for (const form of forms.slice(6, 10)) {
      expect((await postJson(url("/api/save-booking"), form, as(client))).status).toBe(201);
    }

    const refusedForm = await postForm(url("/clients"), forms[10], as(client));
    expect(refusedForm.status).toBe(429);
    expectRetryAfter(refusedForm);
    const html = await refusedForm.text();
    expect(html).toContain("Too many requests");
    expect(html).toContain("You&#x27;ve sent several requests in a short time. Please try again in 10 minutes.");
    expect(html).toContain(`value="${forms[10].email}"`);

    const refusedApi = await postJson(url("/api/save-booking"), forms[11], as(client));
    expect(refusedApi.status).toBe(429);
    expectRetryAfter(refusedApi);
    expect(await refusedApi.json()).toEqual({
      error: "Too many requests from this address. Please try again in 10 minutes.",
    });
    expect(stored(forms.map((f) => f.email))).toBe(10);

    const other = freeBooking();
    expect((await postJson(url("/api/save-booking"), other, as(newClient()))).status).toBe(201);
    expect(stored([other.email])).toBe(1);
  });

  it("twenty bookings sent at once from one client store exactly ten", async () => {
    const client = newClient();
    const forms = Array.from({ length: 20 }, freeBooking);
    const answers = await Promise.all(forms.map((form) => postJson(url("/api/save-booking"), form, as(client))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
    expect(stored(forms.map((f) => f.email))).toBe(10);
  });

  it("sending the same attempt again does not count as another booking", async () => {
    const client = newClient();
    const forms = Array.from({ length: 10 }, freeBooking);
    for (const form of forms) {
      expect((await postForm(url("/clients"), form, as(client))).status).toBe(302);
      expect((await postForm(url("/clients"), form, as(client))).status).toBe(302);
    }
    expect(stored(forms.map((f) => f.email))).toBe(10);
    expect((await postForm(url("/clients"), freeBooking(), as(client))).status).toBe(429);
  });
});

describe("creator applications", () => {
  const stamp = Date.now();
  const application = (n: number) => ({
    name: "Pau Serra",
    email: `limit-${stamp}-${n}@example.com`,
    city: "Barcelona",
    instagram: "@pau.eats",
  });
  const storedApplications = () =>
    (running.store.database.prepare("select email from creators").pluck().all() as string[]).filter((email) =>
      email.startsWith(`limit-${stamp}-`),
    ).length;

  it("the 11th application from one client is refused: the form shows why, the API answers JSON", async () => {
    const client = newClient();
    for (let n = 0; n < 5; n++) {
      expect((await postForm(url("/creator-signup"), application(n), as(client))).status).toBe(302);
      expect((await postJson(url("/api/save-creator"), application(n + 5), as(client))).status).toBe(201);
    }
    const form = await postForm(url("/creator-signup"), application(10), as(client));
    expect(form.status).toBe(429);
    expectRetryAfter(form);
    expect(await form.text()).toContain("Please try again in 10 minutes.");
    const api = await postJson(url("/api/save-creator"), application(11), as(client));
    expect(api.status).toBe(429);
    expectRetryAfter(api);
    expect((await api.json()).error).toMatch(/^Too many requests/);
    expect(storedApplications()).toBe(10);
    expect((await postJson(url("/api/save-creator"), application(12), as(newClient()))).status).toBe(201);
    expect(storedApplications()).toBe(11);
  });
});

describe("payment look-ups", () => {
  const retrievals = (sessionId: string) =>
    running.stripe.requests.filter((r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${sessionId}`).length;

  it("reloading /success asks Stripe about the session once", async () => {
    const form = validBooking();
    await postForm(url("/clients"), form, as(newClient()));
    const { stripe_session_id: sessionId } = running.store.bookings().find((b) => b.email === form.email)!;
    running.stripe.complete(sessionId);
    const before = retrievals(sessionId);
    const client = newClient();
    for (let i = 0; i < 3; i++) {
      const html = await (await fetch(url(`/success?session_id=${sessionId}`), { headers: as(client) })).text();
      expect(html).toContain("You&#x27;re all set.");
    }
    expect(retrievals(sessionId)).toBe(before + 1);
  });

  it("a client looking up too many sessions is refused with 429 on /success and the API; others are not", async () => {
    const client = newClient();
    const lookup = (n: number, who = client) =>
      fetch(url(`/success?session_id=cs_test_unknown${Date.now()}x${n}`), { headers: as(who) });
    for (let n = 0; n < 5; n++) expect((await lookup(n)).status).toBe(200);
    const refused = await lookup(5);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    expect(await refused.text()).toContain("Too many verification attempts from your connection.");
    const api = await postJson(
      url("/api/verify-payment"),
      { sessionId: "cs_test_unknown1", bookingId: "x" },
      as(client),
    );
    expect(api.status).toBe(429);
    expect((await api.json()).error).toMatch(/^Too many requests/);
    expect((await lookup(6, newClient())).status).toBe(200);
  });
});
