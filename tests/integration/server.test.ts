import { connect } from "node:net";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, runServerToExit, startServer } from "../support/server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("the server", () => {
  it("creates and migrates the database on start", () => {
    const database = new Database(server.databasePath, { readonly: true });
    const tables = database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all();
    expect(tables).toEqual(
      expect.arrayContaining(["bookings", "creators", "outbox", "recommendations", "stripe_events"]),
    );
    expect(database.pragma("journal_mode", { simple: true })).toBe("wal");
    database.close();
  });

  it("answers /healthz with 200 and only `ok` after a database query", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe("ok");
  });

  it("puts the security headers on HTML with a fresh script nonce each time", async () => {
    const first = await fetch(`${server.url}/`);
    const second = await fetch(`${server.url}/`);
    const html = await first.text();
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'(;|$)/);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(html).toContain(`nonce="${nonce}"`);
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    // HSTS belongs to production only (plain http on a laptop must keep working).
    expect(first.headers.get("strict-transport-security")).toBeNull();
  });

  it("answers an unknown path with a real 404 page that links home", async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Go home<\/a>/);
    // Rendered for this request (not from a cache): its scripts carry the policy's nonce.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("gives every page its own title and description", async () => {
    const pages = [
      "/",
      "/about",
      "/privacy",
      "/creators",
      "/clients",
      "/success",
      "/creator-signup",
      "/dashboard",
      "/admin",
      "/payment-admin",
    ];
    const titles = new Set<string>();
    for (const path of pages) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, path).toMatch(/Sobremesa/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      titles.add(title!);
    }
    expect(titles.size).toBe(pages.length);
  });

  it("keeps test-only routes closed unless enabled", async () => {
    expect((await fetch(`${server.url}/__test/throw`)).status).toBe(404);
    expect((await fetch(`${server.url}/__test/toast`)).status).toBe(404);
  });

  it("keeps a keep-alive connection usable after refusing an oversized body unread", async () => {
    const body = "x".repeat(1_100_000);
    const answers = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, "127.0.0.1");
      let received = "";
      socket.setTimeout(10_000, () => {
        socket.destroy();
        resolve(received);
      });
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1");
        if ((received.match(/HTTP\/1\.1 /g) ?? []).length === 2 && /\r\n\r\n(2\r\n)?ok/.test(received)) {
          socket.end();
          resolve(received);
        }
      });
      socket.on("error", reject);
      socket.write(
        `POST /api/verify-payment HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body);
      socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    });
    expect(answers).toMatch(/^HTTP\/1\.1 413/);
    expect(answers).toMatch(/HTTP\/1\.1 200 [\s\S]*\r\n\r\n(2\r\n)?ok/);
  });

  it("serves hashed assets as immutable", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("logs one JSON line per request with a request id and no secrets", async () => {
    await fetch(`${server.url}/healthz`, {
      headers: { "x-request-id": "trace-me-123", authorization: "Bearer secret" },
    });
    await new Promise((r) => setTimeout(r, 100));
    const line = server
      .output()
      .split("\n")
      .find((l) => l.includes("trace-me-123"));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({
      requestId: "trace-me-123",
      method: "GET",
      path: "/healthz",
      status: 200,
    });
    // A configured token is never printed (a generated one is, once, at start: see below).
    expect(server.output()).not.toContain("test-admin-token-0123456789");
    expect(server.output()).not.toContain("Bearer secret");
  });
});

describe("the embedded default", () => {
  it("generates an admin token, prints it once at start and keeps it for the next start", async () => {
    const first = await startServer({ ADMIN_TOKEN: "" });
    await first.stop();
    const printed = /Admin token: (\S+)/.exec(first.output())?.[1];
    expect(printed).toMatch(/^[\w-]{24,}$/);
    const second = await startServer({ ADMIN_TOKEN: "", DATABASE_PATH: first.databasePath });
    try {
      expect(second.output()).toContain(`Admin token: ${printed}`);
      const api = await fetch(`${second.url}/api/get-bookings`, { headers: { Authorization: `Bearer ${printed}` } });
      expect(api.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

describe("production mode", () => {
  it("sends HSTS", async () => {
    const production = await startServer({
      APP_ENV: "production",
      PUBLIC_URL: "https://sobremesa.example",
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_123",
      // Nothing listens there: this test sends no mail.
      SMTP_URL: "smtp://127.0.0.1:9",
      MAIL_FROM: "Sobremesa <hello@sobremesa.example>",
      COMPANY_LEGAL_NAME: "Sobremesa Viajes S.L.",
      COMPANY_TAX_ID: "B12345674",
      COMPANY_ADDRESS: "Calle Mayor 1, 28013 Madrid",
      SUPPORT_PHONE: "+34 910 123 456",
    });
    try {
      const response = await fetch(`${production.url}/healthz`);
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
      expect(production.output()).not.toContain("Admin token");
    } finally {
      await production.stop();
    }
  });

  it("refuses to start on a bad configuration, naming every bad variable", async () => {
    const { code, output } = await runServerToExit({ APP_ENV: "production", PORT: "nope" });
    expect(code).not.toBe(0);
    for (const name of [
      "PORT",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "SESSION_SECRET",
      "ADMIN_TOKEN",
      "PUBLIC_URL",
      "SMTP_URL",
      "MAIL_FROM",
    ]) {
      expect(output).toContain(name);
    }
    expect(output.trim().split("\n")).toHaveLength(1);
  });
});
