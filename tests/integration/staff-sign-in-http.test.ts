import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCreator } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";
import { totpCode as codeFor } from "../support/totp";

/**
 * The team's sign-in over HTTP against the built server, from a database without any owner:
 * the token creates the first owner and then opens nothing; the owner's password leads to the
 * second factor's setup, whose code (computed from the secret the page shows) opens the
 * session; the next sign-in asks for a code; roles are checked per action.
 */

const TOKEN = "test-admin-token-0123456789";
let server: RunningServer;
let database: Database.Database;

beforeAll(async () => {
  server = await startInProcess();
  database = new Database(server.databasePath);
});
afterAll(async () => {
  database?.close();
  await server?.stop();
});

type Jar = Map<string, string>;
const newJar = (): Jar => new Map();
const header = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

async function send(path: string, jar: Jar, init: { form?: Record<string, string>; origin?: string } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      Cookie: header(jar),
      "User-Agent": "Staff test browser",
      ...(init.form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: init.origin ?? server.url } : {}),
    },
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

const secretIn = (html: string) => {
  const match = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(html);
  if (!match) throw new Error("no secret on the page");
  return match[1].replaceAll(" ", "");
};
const auditActions = () =>
  (
    database.prepare("SELECT action, outcome FROM audit_events ORDER BY id").all() as {
      action: string;
      outcome: string;
    }[]
  ).map((row) => `${row.action}:${row.outcome}`);

describe("from a fresh database to a signed-in owner", () => {
  const owner = { name: "Olga Ortega", email: "Olga@Example.com", password: "olga's long pass phrase" };
  const token = newJar();
  const browser = newJar();
  let secret = "";

  it("the token opens the page that creates the first owner, and refuses a weak password", async () => {
    expect((await send("/admin/login", newJar())).text).toContain("Nobody has an account yet");
    const unlocked = await send("/admin/first-owner", token, { form: { intent: "unlock", token: TOKEN } });
    expect(unlocked.status).toBe(302);
    const page = await send("/admin/first-owner", token);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Create the first owner");
    const weak = await send("/admin/first-owner", token, {
      form: { ...owner, language: "es", password: "short", confirmPassword: "short" },
    });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain("Use at least 10 characters.");
    expect(database.prepare("SELECT count(*) AS n FROM staff").get()).toEqual({ n: 0 });
  });

  it("creating the owner ends the token's session and leads to the second factor's setup", async () => {
    const created = await send("/admin/first-owner", token, {
      form: { ...owner, language: "es", confirmPassword: owner.password },
    });
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin/login/setup");
    const row = database.prepare("SELECT name, email, role, status, language FROM staff").get();
    expect(row).toEqual({
      name: "Olga Ortega",
      email: "olga@example.com",
      role: "owner",
      status: "active",
      language: "es",
    });
    // The token's session no longer opens a page, and the token form is gone for good.
    expect((await send("/admin", token)).location).toBe("/admin/login");
    const again = await send("/admin", newJar(), { form: { intent: "unlock", token: TOKEN } });
    expect(again.status).toBe(302);
    expect(again.location).toBe("/admin/login");
    expect(again.text).not.toContain("Internal Database");
    // The Bearer API keeps the token.
    const api = await fetch(`${server.url}/api/get-bookings`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(api.status).toBe(200);
  });

  it("signs in with the password, sets up TOTP from the secret shown, and gets ten recovery codes once", async () => {
    const wrong = await send("/admin/login", browser, { form: { email: owner.email, password: "not the password" } });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("Wrong email or password.");
    const right = await send("/admin/login", browser, {
      form: { email: "olga@EXAMPLE.com", password: owner.password },
    });
    expect(right.location).toBe("/admin/login/setup");
    // Half-way is not signed in.
    expect((await send("/admin", browser)).location).toBe("/admin/login");
    const setup = await send("/admin/login/setup", browser);
    expect(setup.status).toBe(200);
    secret = secretIn(setup.text);
    expect(setup.text).toContain("<svg");
    // A reload keeps the same secret (the app may already hold it).
    expect(secretIn((await send("/admin/login/setup", browser)).text)).toBe(secret);
    const wrongCode = await send("/admin/login/setup", browser, { form: { code: "000000" } });
    expect(wrongCode.status).toBe(400);
    // Once the password says who signs in, the pages speak the owner's own language (Spanish here).
    expect(wrongCode.text).toContain("Ese código no coincide");
    const confirmed = await send("/admin/login/setup", browser, { form: { code: codeFor(secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text.match(/data-testid="recovery-code"/g)).toHaveLength(10);
    const queue = await send("/admin", browser);
    expect(queue.status).toBe(200);
    expect(queue.text).toContain("Base de datos interna");
    expect(database.prepare("SELECT count(*) AS n FROM staff_recovery_codes").get()).toEqual({ n: 10 });
  });

  it("a later sign-in asks for the code, and a wrong one opens nothing", async () => {
    const later = newJar();
    const password = await send("/admin/login?redirectTo=%2Fpayment-admin", later, {
      form: { email: owner.email, password: owner.password, redirectTo: "/payment-admin" },
    });
    expect(password.location).toBe("/admin/login/code?redirectTo=%2Fpayment-admin");
    const wrong = await send("/admin/login/code", later, { form: { code: "123456", redirectTo: "/payment-admin" } });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("Ese código no ha funcionado.");
    expect((await send("/payment-admin", later)).status).toBe(302);
    // A code is single-use: the next step's, not the one the setup just used.
    const fresh = codeFor(secret, 1);
    const signedIn = await send("/admin/login/code", later, {
      form: { code: fresh, redirectTo: "https://evil.example/" },
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/admin");
    expect((await send("/payment-admin", later)).status).toBe(200);
    expect(auditActions()).toEqual(
      expect.arrayContaining([
        "staff.first_owner_created:success",
        "sign_in.password:failure",
        "sign_in.password:success",
        "two_factor.enabled:success",
        "sign_in.second_factor:failure",
        "sign_in.second_factor:success",
      ]),
    );
  });
});

describe("roles, checked per action on the server", () => {
  it("a concierge is refused an owner's action with 403 and nothing changes; an owner is not", async () => {
    const concierge = await seedStaff(database, { role: "concierge" });
    const owner = await seedStaff(database, { role: "owner" });
    const applicant = seedCreator(database, { name: "Applicant Pending" });
    const asConcierge = new Map([["sm_admin", staffCookie(database, concierge.id).split("=")[1]]]);
    const refused = await send("/admin", asConcierge, { form: { intent: "approve", creatorId: String(applicant.id) } });
    expect(refused.status).toBe(403);
    const stillPending = database.prepare("SELECT status FROM creators WHERE id = ?").get(applicant.id);
    expect(stillPending).toEqual({ status: "pending" });
    const asOwner = new Map([["sm_admin", staffCookie(database, owner.id).split("=")[1]]]);
    // The page offers only what the role may do: no full export and no creator decisions for a concierge.
    const conciergePage = (await send("/admin?tab=creators", asConcierge)).text;
    expect(conciergePage).not.toContain("Download All Data");
    expect(conciergePage).toContain("An owner decides");
    const ownerPage = (await send("/admin?tab=creators", asOwner)).text;
    expect(ownerPage).toContain("Download All Data");
    expect(ownerPage).toMatch(/>Approve</);
    // The replica's state names its bucket: an owner sees it, a concierge does not.
    expect(ownerPage).toContain("Replication is off");
    expect(conciergePage).not.toContain("Database replica");
    const approved = await send("/admin", asOwner, { form: { intent: "approve", creatorId: String(applicant.id) } });
    expect(approved.status).toBe(200);
    expect(database.prepare("SELECT status FROM creators WHERE id = ?").get(applicant.id)).toEqual({
      status: "approved",
    });
  });

  it("a deactivated person's session opens nothing on the next request", async () => {
    const concierge = await seedStaff(database, { role: "concierge" });
    const jar = new Map([["sm_admin", staffCookie(database, concierge.id).split("=")[1]]]);
    expect((await send("/admin", jar)).status).toBe(200);
    database.prepare("UPDATE staff SET status = 'deactivated' WHERE id = ?").run(concierge.id);
    expect((await send("/admin", jar)).location).toBe("/admin/login");
  });

  it("a cross-site post is refused before anything runs", async () => {
    const owner = await seedStaff(database, { role: "owner" });
    const applicant = seedCreator(database, { name: "Applicant Cross Site" });
    const jar = new Map([["sm_admin", staffCookie(database, owner.id).split("=")[1]]]);
    const response = await send("/admin", jar, {
      form: { intent: "approve", creatorId: String(applicant.id) },
      origin: "https://evil.example",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(database.prepare("SELECT status FROM creators WHERE id = ?").get(applicant.id)).toEqual({
      status: "pending",
    });
  });
});
