import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCreator, seedCreatorAccount, seedPaidBooking } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * Every staff page, once the team has an owner, refused to anyone who is not a signed-in
 * person: no session, a creator's session, the old admin token's form. And every staff form
 * refused cross-site, even with an owner's session. Nothing changes in any of these cases.
 */

let server: RunningServer;
let database: Database.Database;
let reference = "";
let creatorCookie = "";
let ownerCookie = "";
let pendingCreatorId = 0;

beforeAll(async () => {
  server = await startInProcess();
  database = new Database(server.databasePath);
  const owner = await seedStaff(database, { role: "owner" });
  ownerCookie = staffCookie(database, owner.id);
  reference = seedPaidBooking(database).reference;
  pendingCreatorId = seedCreator(database, { name: "Applicant Waiting" }).id;
  const creator = await seedCreatorAccount(database, { city: "Madrid" });
  const login = await fetch(`${server.url}/dashboard`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ intent: "login", email: creator.email, password: creator.password }),
  });
  creatorCookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(creatorCookie).toMatch(/^sm_creator=/);
});
afterAll(async () => {
  database?.close();
  await server?.stop();
});

const STAFF_PAGES = () => [
  "/admin",
  "/admin?tab=creators",
  "/payment-admin",
  `/admin/bookings/${reference}`,
  "/admin/sessions",
  "/admin/staff",
  "/admin/audit",
  "/admin/audit.csv",
  "/admin/mail",
  "/admin/mail/1",
];

const get = (path: string, cookie = "") =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

const post = (path: string, fields: Record<string, string>, cookie: string, origin = server.url) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: cookie },
    body: new URLSearchParams(fields),
  });

describe("every staff page once the team has an owner", () => {
  it("sends a visitor without a session to sign in, and shows no data", async () => {
    for (const path of STAFF_PAGES()) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/^\/admin\/login/);
      expect(await response.text(), path).not.toContain(reference);
    }
  });

  it("sends a creator's session to sign in too", async () => {
    for (const path of STAFF_PAGES()) {
      const response = await get(path, creatorCookie);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/^\/admin\/login/);
    }
  });

  it("no longer unlocks anything with the admin token's form", async () => {
    for (const path of ["/admin", "/payment-admin", "/admin/staff"]) {
      const response = await post(path, { intent: "unlock", token: "test-admin-token-0123456789" }, "");
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/^\/admin\/login/);
      expect(response.headers.getSetCookie().join(), path).not.toContain("sm_admin=");
    }
  });

  it("refuses a cross-site form even with an owner's session, and nothing changes", async () => {
    const forms: [string, Record<string, string>][] = [
      ["/admin", { intent: "approve", creatorId: String(pendingCreatorId) }],
      [
        "/admin/staff",
        { intent: "invite", name: "Cross Site", email: "cross@example.com", role: "owner", language: "en" },
      ],
      [`/admin/bookings/${reference}`, { intent: "note", body: "from another site" }],
      ["/admin/sessions", { intent: "end", sessionId: "1" }],
    ];
    for (const [path, fields] of forms) {
      const response = await post(path, fields, ownerCookie, "https://evil.example");
      expect(response.status, path).toBe(403);
    }
    expect(database.prepare("SELECT status FROM creators WHERE id = ?").get(pendingCreatorId)).toEqual({
      status: "pending",
    });
    expect(database.prepare("SELECT count(*) AS n FROM staff WHERE email = 'cross@example.com'").get()).toEqual({
      n: 0,
    });
    expect(database.prepare("SELECT count(*) AS n FROM booking_notes WHERE body = 'from another site'").get()).toEqual({
      n: 0,
    });
  });

  it("opens each page for the owner", async () => {
    for (const path of STAFF_PAGES().filter((p) => p !== "/admin/mail/1")) {
      expect((await get(path, ownerCookie)).status, path).toBe(200);
    }
  });
});
