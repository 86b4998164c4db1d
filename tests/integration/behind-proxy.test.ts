import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookingServerPerFile, postForm, validBooking } from "../support/booking";
import { seedCreatorAccount, uniqueEmail } from "../support/factories";
import { startServer } from "../support/server";

/**
 * A production server as the README deploys it: behind a TLS proxy that speaks plain HTTP
 * to it, passes X-Forwarded-Proto and appends X-Forwarded-For. Browsers send an https
 * Origin; every flow must work through it, and a foreign Origin must not.
 */

const PUBLIC = "https://sobremesa.test";
const running = bookingServerPerFile({
  fakeStripe: true,
  env: {
    APP_ENV: "production",
    PUBLIC_URL: PUBLIC,
    TRUST_PROXY: "true",
    STRIPE_WEBHOOK_SECRET: "whsec_proxytest",
    // Production requires a mail server; nothing listens there, so mail waits in the outbox.
    SMTP_URL: "smtp://127.0.0.1:9",
    MAIL_FROM: "Sobremesa <hello@sobremesa.example>",
    DATABASE_PATH: process.env.DATABASE_PATH ?? "",
  },
});

let clients = 0;
/** What the proxy adds to a browser's request. */
const viaProxy = (extra: Record<string, string> = {}) => ({
  Origin: PUBLIC,
  "X-Forwarded-Proto": "https",
  "X-Forwarded-For": `198.51.100.${++clients}`,
  ...extra,
});

const url = (path: string) => `${running.server.url}${path}`;
const cookieOf = (response: Response, name: string) =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "";

describe("behind the TLS proxy", () => {
  it("takes a booking from the form and sends the traveller to Stripe", async () => {
    const response = await postForm(url("/clients"), validBooking(), viaProxy());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`^${running.stripe.url}/pay/cs_test_`));
    expect(running.store.bookings().length).toBeGreaterThan(0);
  });

  it("takes a creator application", async () => {
    const email = uniqueEmail("proxy");
    const fields = { name: "Pau Serra", email, city: "Barcelona", instagram: "instagram.com/pau.eats" };
    const response = await postForm(url("/creator-signup"), fields, viaProxy());
    expect(response.status).toBe(302);
    expect(running.store.database.prepare("select count(*) as n from creators where email = ?").get(email)).toEqual({
      n: 1,
    });
  });

  it("logs a creator in with a Secure __Host- session that opens the dashboard", async () => {
    const me = await seedCreatorAccount(db(), { password: "behind the proxy phrase" });
    const login = await postForm(
      url("/dashboard"),
      { intent: "login", email: me.email, password: me.password },
      viaProxy(),
    );
    expect(login.status).toBe(302);
    const session = cookieOf(login, "__Host-sm_creator");
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*Path=\//i);
    expect(session).not.toMatch(/Domain=/i);
    const page = await fetch(url("/dashboard"), { headers: { Cookie: session.split(";")[0] } });
    expect(await page.text()).toContain("Creator Dashboard");
  });

  it("unlocks the admin pages and runs their forms", async () => {
    const unlock = await postForm(
      url("/admin"),
      { intent: "unlock", token: "test-admin-token-0123456789" },
      viaProxy(),
    );
    expect(unlock.status).toBe(302);
    const session = cookieOf(unlock, "__Host-sm_admin");
    expect(session).toMatch(/;\s*Secure/i);
    const cookie = session.split(";")[0];
    expect(await (await fetch(url("/admin"), { headers: { Cookie: cookie } })).text()).toContain("Internal Database");
    const refresh = await postForm(url("/admin"), { intent: "refresh" }, viaProxy({ Cookie: cookie }));
    expect(refresh.status).toBe(200);
    const sessions = await fetch(url("/admin/sessions"), { headers: { Cookie: cookie } });
    expect(await sessions.text()).toContain("198.51.100.");
  });

  it("refuses a form from any other origin, the plain-http one included", async () => {
    for (const origin of ["https://evil.example", "http://sobremesa.test", "null"]) {
      for (const path of ["/clients", "/admin", "/dashboard", "/creator-signup"]) {
        const response = await postForm(url(path), validBooking(), viaProxy({ Origin: origin }));
        expect(response.status).toBe(403);
        expect(await response.text()).toBe("Cross-site request refused");
      }
      const api = await fetch(url("/api/save-booking"), {
        method: "POST",
        headers: { "Content-Type": "application/json", ...viaProxy({ Origin: origin }) },
        body: JSON.stringify({}),
      });
      expect(api.status).toBe(403);
      expect(await api.json()).toEqual({ error: "Cross-site request refused" });
    }
  });

  it("sends HSTS", async () => {
    const response = await fetch(url("/"));
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("staging", () => {
  it("is served like production: HSTS, Secure __Host- cookies, forms through the proxy", async () => {
    const staging = await startServer({ APP_ENV: "staging", PUBLIC_URL: "https://staging.sobremesa.test" });
    try {
      expect((await fetch(`${staging.url}/`)).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      const unlock = await postForm(
        `${staging.url}/admin`,
        { intent: "unlock", token: "test-admin-token-0123456789" },
        { Origin: "https://staging.sobremesa.test", "X-Forwarded-Proto": "https" },
      );
      expect(unlock.status).toBe(302);
      expect(cookieOf(unlock, "__Host-sm_admin")).toMatch(/;\s*Secure/i);
    } finally {
      await staging.stop();
    }
  });
});
