import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SESSION_SECONDS } from "~/auth/admin-auth.server";
import { seedBookings, seedCreator } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";

/** The token startInProcess gives the server (and setup-env gives this process). */
const TOKEN = "test-admin-token-0123456789";
const bodies: string[] = [];
let server: RunningServer;
let database: Database.Database;

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  const body = await response.text();
  bodies.push(body);
  return { status: response.status, headers: response.headers, body };
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

function post(path: string, fields: Record<string, string>, cookie = "") {
  return call(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
}

/** The cookies a response sets, as a Cookie header. */
const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function logIn(page = "/admin") {
  const response = await post(page, { intent: "unlock", token: TOKEN });
  expect(response.status).toBe(302);
  return cookiesOf(response.headers);
}

beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "info" }, { jobs: true });
  database = new Database(server.databasePath);
  database.pragma("busy_timeout = 5000");
  // One booking in every state the badges know, and one they do not ('Unknown').
  seedBookings(database, [
    { paymentStatus: "succeeded" },
    { paymentStatus: "pending" },
    { paymentStatus: "failed" },
    { paymentStatus: "not_required", regionCode: "EU", cityName: "Paris" },
    { paymentStatus: "refunded" },
  ]);
  seedCreator(database, { name: "Pending Creator" });
});
afterAll(async () => {
  database?.close();
  await server?.stop();
});

const ENDPOINTS = [
  "/api/get-bookings",
  "/api/get-bookings?format=csv",
  "/api/get-creators",
  "/api/get-creators?format=csv",
  "/api/admin-bookings",
  "/api/admin-bookings?download=all",
];

describe("admin API", () => {
  it.each(ENDPOINTS)("%s refuses no credentials and a wrong token with 401 JSON", async (path) => {
    for (const init of [{}, bearer("wrong-token-0123456789"), { headers: { Cookie: "sm_admin=forged" } }]) {
      const response = await call(path, init);
      expect(response.status).toBe(401);
      expect(JSON.parse(response.body)).toEqual({ error: "Invalid admin token" });
    }
  });

  it.each(ENDPOINTS)("%s answers a Bearer token and the admin session", async (path) => {
    const cookie = await logIn();
    for (const init of [bearer(TOKEN), { headers: { Cookie: cookie } }]) {
      expect((await call(path, init)).status).toBe(200);
    }
  });

  it("lists bookings and creators with counts, and the payment summary", async () => {
    const bookings = JSON.parse((await call("/api/get-bookings", bearer(TOKEN))).body);
    expect(bookings.count).toBe(5);
    expect(bookings.bookings[0]).toMatchObject({
      city: "ES|Madrid",
      pricing: { totalPrice: 39, totalPriceCents: 3900 },
    });
    const creators = JSON.parse((await call("/api/get-creators", bearer(TOKEN))).body);
    expect(creators).toMatchObject({ count: 1, creators: [{ name: "Pending Creator", status: "pending" }] });
    const admin = JSON.parse((await call("/api/admin-bookings", bearer(TOKEN))).body);
    expect(admin.summary).toEqual({
      total: 5,
      paid: 1,
      pending_payment: 1,
      failed_payment: 1,
      no_payment_required: 1,
      payment_review: 0,
      total_revenue: 39,
      total_revenue_cents: 3900,
    });
  });

  it("serves dated CSV attachments", async () => {
    const response = await call("/api/get-bookings?format=csv", bearer(TOKEN));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const creators = await call("/api/get-creators?format=csv", bearer(TOKEN));
    expect(creators.headers.get("content-disposition")).toMatch(/filename="creators-\d{4}-\d{2}-\d{2}\.csv"/);
    expect((await call("/api/get-bookings?format=xml", bearer(TOKEN))).status).toBe(400);
  });
});

describe("the gate", () => {
  it.each(["/admin", "/payment-admin"])("%s shows only the gate without a session", async (page) => {
    const response = await call(page);
    expect(response.status).toBe(200);
    expect(response.body).toContain("Admin Access");
    expect(response.body).not.toContain("Pending Creator");
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("answers an empty token with 'Please enter admin token'", async () => {
    for (const page of ["/admin", "/payment-admin"]) {
      const response = await post(page, { intent: "unlock", token: "  " });
      expect(response.status).toBe(400);
      expect(response.body).toContain("Please enter admin token");
    }
  });

  it("answers a wrong token with 401 and the page's message, never echoing it", async () => {
    const admin = await post("/admin", { intent: "unlock", token: "wrong-token-typed-here" });
    expect(admin.status).toBe(401);
    expect(admin.body).toContain("Authentication failed");
    expect(admin.body).toContain("401: Invalid admin token");
    expect(admin.body).not.toContain("wrong-token-typed-here");
    const payments = await post("/payment-admin", { intent: "unlock", token: "wrong-token-typed-here" });
    expect(payments.status).toBe(401);
    expect(payments.body).toContain("Invalid token");
    expect(payments.body).toContain("Please check your admin token.");
  });

  it("starts an 8-hour HttpOnly SameSite=Lax session that both pages honour, with the load toast", async () => {
    const response = await post("/admin", { intent: "unlock", token: TOKEN });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    const session = response.headers.getSetCookie().find((c) => c.startsWith("sm_admin="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toContain(`Max-Age=${ADMIN_SESSION_SECONDS}`);
    const cookie = cookiesOf(response.headers);
    const page = await call("/admin", { headers: { Cookie: cookie } });
    expect(page.body).toContain("Internal Database");
    expect(page.body).toMatch(/Loaded 5 bookings and 1 creator(?!s)/);
    expect(page.body).toContain("Client Bookings (<!-- -->5<!-- -->)");
    const payments = await call("/payment-admin", { headers: { Cookie: cookie } });
    expect(payments.body).toContain("Payment Dashboard");
    expect(payments.body).toContain("Failed Payments");
  });

  it("treats a session older than 8 hours as none", async () => {
    const old = await logIn();
    // The newest session (the one just opened) started 8 hours and a second ago.
    const opened = new Date(Date.now() - ADMIN_SESSION_SECONDS * 1000 - 1000);
    database
      .prepare("UPDATE sessions SET created_at = ?, expires_at = ? WHERE id = (SELECT max(id) FROM sessions)")
      .run(opened.toISOString(), new Date(opened.getTime() + ADMIN_SESSION_SECONDS * 1000).toISOString());
    for (const page of ["/admin", "/payment-admin"]) {
      expect((await call(page, { headers: { Cookie: old } })).body).toContain("Admin Access");
    }
    expect((await call("/api/get-bookings", { headers: { Cookie: old } })).status).toBe(401);
    const fresh = await logIn();
    expect((await call("/admin", { headers: { Cookie: fresh } })).body).toContain("Internal Database");
  });

  it("logs out", async () => {
    const cookie = await logIn("/payment-admin");
    const response = await post("/admin/logout", { returnTo: "/payment-admin" }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().join()).toMatch(/sm_admin=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });
});

describe("the payment dashboard", () => {
  it("shows the six cards with the summary's numbers and the revenue actually paid", async () => {
    const page = await call("/payment-admin", { headers: { Cookie: await logIn("/payment-admin") } });
    const cards = [
      ["Total Bookings", "5"],
      ["Paid", "1"],
      ["Pending Payment", "1"],
      ["Failed Payments", "1"],
      ["No Payment Required", "1"],
      ["Total Revenue", "€39"],
    ];
    for (const [label, value] of cards) {
      expect(page.body).toMatch(new RegExp(`>${label}</dt><dd[^>]*>${value}</dd>`));
    }
  });

  it("says 'Error loading bookings' / 'Failed to fetch booking data.' when the bookings cannot be read", async () => {
    const cookie = await logIn("/payment-admin");
    database.exec("alter table bookings rename to bookings_away");
    try {
      const page = await call("/payment-admin", { headers: { Cookie: cookie } });
      expect(page.status).toBe(500);
      expect(page.body).toContain("Error loading bookings");
      expect(page.body).toContain("Failed to fetch booking data.");
      expect(page.body).not.toMatch(/no such table|SqliteError/i);
    } finally {
      database.exec("alter table bookings_away rename to bookings");
    }
    expect((await call("/payment-admin", { headers: { Cookie: cookie } })).status).toBe(200);
  });
});

describe("admin forms", () => {
  const creatorStatus = () =>
    (database.prepare("select status from creators where name = 'Pending Creator'").get() as { status: string }).status;
  const creatorId = () =>
    (database.prepare("select id from creators where name = 'Pending Creator'").get() as { id: number }).id;

  it("change nothing without a live session", async () => {
    for (const cookie of ["", "sm_admin=forged"]) {
      const response = await post("/admin", { intent: "approve", creatorId: String(creatorId()) }, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin");
    }
    expect(creatorStatus()).toBe("pending");
  });

  it("refuse a cross-site post even with a session", async () => {
    const cookie = await logIn();
    const response = await call("/admin", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
        Cookie: cookie,
      },
      body: new URLSearchParams({ intent: "approve", creatorId: String(creatorId()) }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(creatorStatus()).toBe("pending");
  });

  it("approve with a session and show the set-password link once", async () => {
    const cookie = await logIn();
    const response = await post("/admin?tab=creators", { intent: "approve", creatorId: String(creatorId()) }, cookie);
    expect(response.status).toBe(200);
    expect(response.body).toMatch(/\/set-password\?token=[\w-]{20,}/);
    expect(creatorStatus()).toBe("approved");
    const later = await call("/admin?tab=creators", { headers: { Cookie: cookie } });
    expect(later.body).not.toContain("/set-password?token=");
  });

  it("show an approval's set-password link under that creator's row, in a labelled field to copy", async () => {
    const { id } = seedCreator(database, { name: "Row Creator" });
    const response = await post("/admin?tab=creators", { intent: "approve", creatorId: String(id) }, await logIn());
    expect(response.status).toBe(200);
    const url = /https?:\/\/[^"<\s]+\/set-password\?token=[\w-]{20,}/.exec(response.body)?.[0] ?? "";
    expect(url).not.toBe("");
    // A read-only field holding the link, labelled for the creator, in the row after theirs.
    const field = /<input[^>]*id="set-password-link"[^>]*>/.exec(response.body)?.[0] ?? "";
    expect(field).toContain(`value="${url}"`);
    expect(field.toLowerCase()).toContain('readonly=""');
    expect(response.body.replaceAll("<!-- -->", "")).toContain(
      '<label for="set-password-link" class="sr-only">Set-password link for Row Creator</label>',
    );
    const row = response.body.indexOf(">Row Creator</td>");
    const shown = response.body.indexOf(field);
    expect(row).toBeGreaterThan(0);
    expect(shown).toBeGreaterThan(row);
    expect(response.body.slice(row, shown)).not.toContain("</tbody>");
    // The toast says where the link is, not to copy something shown elsewhere.
    expect(response.body).toContain("Their set-password link is under their row, and on its way to them by email.");
    expect(response.body).not.toContain("Copy the set-password link now");
  });

  it("reject an application with a session", async () => {
    const { id } = seedCreator(database, { name: "Rejected Creator" });
    const response = await post("/admin?tab=creators", { intent: "reject", creatorId: String(id) }, await logIn());
    expect(response.status).toBe(200);
    expect(response.body).toContain(`Creator #${id} rejected.`);
    expect(database.prepare("select status from creators where id = ?").get(id)).toEqual({ status: "rejected" });
  });

  it("list automation records that failed their last attempt, with a Retry that queues them again", async () => {
    const id = Number(
      database
        .prepare(
          "insert into outbox (type, payload, attempts, failed_at, last_error) values ('creator', '{}', 8, '2030-01-01T00:00:00.000Z', 'Webhook failed: 502')",
        )
        .run().lastInsertRowid,
    );
    const cookie = await logIn();
    const page = await call("/admin", { headers: { Cookie: cookie } });
    expect(page.body).toContain("Failed automation deliveries");
    expect(page.body).toContain("Webhook failed: 502");
    expect(page.body).toContain(`aria-label="Retry record ${id}"`);
    const response = await post("/admin", { intent: "retry", outboxId: String(id) }, cookie);
    expect(response.status).toBe(200);
    expect(response.body).toContain(`Record #${id} will be sent again.`);
    expect(database.prepare("select attempts, failed_at from outbox where id = ?").get(id)).toEqual({
      attempts: 0,
      failed_at: null,
    });
    expect((await call("/admin", { headers: { Cookie: cookie } })).body).not.toContain(`Retry record ${id}`);
  });

  it("answer malformed input with a 400, not a 500", async () => {
    const cookie = await logIn();
    const malformed: Record<string, string>[] = [
      { intent: "approve", creatorId: "abc" },
      { intent: "nope" },
      { intent: "assign" },
      { intent: "retry", outboxId: "1e309" },
    ];
    for (const fields of malformed) {
      expect((await post("/admin", fields, cookie)).status).toBe(400);
    }
  });
});

describe("secrets", () => {
  it("limits wrong tokens per client: slowed down, then 429", async () => {
    let last = 0;
    for (let i = 0; i < 21 && last !== 429; i++) {
      last = (await call("/api/get-creators", bearer(`wrong-${i}-0123456789`))).status;
    }
    expect(last).toBe(429);
    // The limit is on the client, so even the right token waits out the window.
    expect((await call("/api/get-creators", bearer(TOKEN))).status).toBe(429);
  }, 60_000);

  it("never puts the admin token in a response body, the log or the client bundle", () => {
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) expect(body).not.toContain(TOKEN);
    // server.js prints the token once at start outside production (the design's local default); no request logs it.
    const log = server.output().replace(`Admin token: ${TOKEN}`, "");
    expect(log).not.toContain(TOKEN);
    const clientDir = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");
    const files = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(join(file.parentPath, file.name), "utf8");
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain("e2e-admin-token-0123456789abcdef");
    }
  });
});
