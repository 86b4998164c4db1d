import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookingServerPerFile, postForm } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { seedCreatorAccount, uniqueEmail } from "../support/factories";
import { rawRequest } from "../support/raw-http";
import { runServerToExit, startServer } from "../support/server";

/**
 * A production server as the README deploys it: behind a TLS proxy at 127.0.0.1 (named in
 * TRUST_PROXY) that speaks plain HTTP to it, passes X-Forwarded-Proto and appends
 * X-Forwarded-For. Browsers send an https Origin; every flow must work through it, and a
 * foreign Origin must not. A client that reaches the port from any other address (127.0.0.2
 * here) is not the proxy: whatever X-Forwarded-For it writes is ignored.
 */

const PUBLIC = "https://sobremesa.test";
const running = bookingServerPerFile({
  fakeStripe: true,
  env: {
    APP_ENV: "production",
    PUBLIC_URL: PUBLIC,
    TRUST_PROXY: "127.0.0.1",
    STRIPE_WEBHOOK_SECRET: "whsec_proxytest",
    // Production requires a mail server; nothing listens there, so mail waits in the outbox.
    SMTP_URL: "smtp://127.0.0.1:9",
    MAIL_FROM: "Sobremesa <hello@sobremesa.example>",
    COMPANY_LEGAL_NAME: "Sobremesa Viajes S.L.",
    COMPANY_TAX_ID: "B12345674",
    COMPANY_ADDRESS: "Calle Mayor 1, 28013 Madrid",
    SUPPORT_PHONE: "+34 910 123 456",
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

describe("a client that is not the trusted proxy", () => {
  // Each test its own peer address, so one test's failures are not the next one's.
  let peers = 1;
  const direct = (
    peer: string,
    path: string,
    headers: Record<string, string>,
    extra: { method?: string; body?: string } = {},
  ) => rawRequest(running.server.url, path, { ...extra, headers, localAddress: peer });

  it("meets the limit with 25 wrong Bearer tokens however it forges X-Forwarded-For", async () => {
    const peer = `127.0.0.${++peers}`;
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const answer = await direct(peer, "/api/get-bookings", {
        Authorization: `Bearer wrong-token-${i}-0123456789`,
        "X-Forwarded-For": `7.7.7.${i}`,
      });
      statuses.push(answer.status);
    }
    // 20 wrong tokens a client may try in 15 minutes (slowed after 5), then refused.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  }, 60_000);

  it("is known by its own address: a forged header is not who opened the admin session", async () => {
    const peer = `127.0.0.${++peers}`;
    const unlock = await direct(
      peer,
      "/admin",
      {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: PUBLIC,
        "X-Forwarded-Proto": "https",
        "X-Forwarded-For": "203.0.113.250",
      },
      {
        method: "POST",
        body: new URLSearchParams({ intent: "unlock", token: "test-admin-token-0123456789" }).toString(),
      },
    );
    expect(unlock.status).toBe(302);
    const cookie = String(unlock.headers["set-cookie"]).split(";")[0];
    const sessions = await (await fetch(url("/admin/sessions"), { headers: { Cookie: cookie } })).text();
    expect(sessions).toContain(peer);
    expect(sessions).not.toContain("203.0.113.250");
  });
});

describe("TRUST_PROXY=true on a deployed site", () => {
  it("does not start, and says what to write instead", async () => {
    const { code, output } = await runServerToExit({
      APP_ENV: "production",
      PUBLIC_URL: PUBLIC,
      SESSION_SECRET: "test-session-secret-0123456789abcdefghij",
      ADMIN_TOKEN: "test-admin-token-0123456789",
      STRIPE_SECRET_KEY: "sk_test_proxy",
      STRIPE_WEBHOOK_SECRET: "whsec_proxytest",
      SMTP_URL: "smtp://127.0.0.1:9",
      MAIL_FROM: "Sobremesa <hello@sobremesa.example>",
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "sobremesa-proxy-")), "app.db"),
      TRUST_PROXY: "true",
    });
    expect(code).toBe(1);
    expect(output).toContain("TRUST_PROXY must not be true");
    expect(output).toContain("TRUST_PROXY=loopback");
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
