import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * A signed-in team member who asks for what their role does not allow gets a 403 that says so,
 * inside the admin's frame (the staff navigation and a way back), never the page for an
 * unexpected error; the owner-only downloads answer a plain 403 as well.
 */

let server: RunningServer;
let database: Database.Database;
let conciergeCookie = "";

beforeAll(async () => {
  server = await startInProcess();
  database = new Database(server.databasePath);
  await seedStaff(database, { role: "owner" });
  const concierge = await seedStaff(database, { role: "concierge" });
  conciergeCookie = staffCookie(database, concierge.id);
});
afterAll(async () => {
  database?.close();
  await server?.stop();
});

const send = async (path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set("Cookie", conciergeCookie);
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init, headers });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
};

/** The admin's staff navigation as every admin page has it, with the pages a concierge may open. */
function expectAdminFrame(text: string) {
  expect(text).toContain('aria-label="Staff"');
  expect(text).toContain('href="/admin/mail"');
  expect(text).toContain("Sign out");
}

describe("a concierge asking for an owner's page", () => {
  it.each(["/admin/invoices", "/admin/staff", "/admin/audit", "/admin/audit?action=staff.invited"])(
    "%s answers 403 saying only an owner can open it, in the admin's frame",
    async (path) => {
      const page = await send(path);
      expect(page.status).toBe(403);
      expect(page.type).toContain("text/html");
      expect(page.text).toContain("Only an owner can open this");
      expectAdminFrame(page.text);
      expect(page.text).toContain("Back to the queue");
      expect(page.text).not.toContain("Something went wrong");
      expect(page.text).not.toContain("try refreshing");
    },
  );

  it("an owner's form answers 403 saying only an owner can do that, in the admin's frame", async () => {
    const answer = await send("/admin/staff", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ intent: "deactivate", staffId: "1" }),
    });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain("Only an owner can do this");
    expectAdminFrame(answer.text);
    expect(answer.text).not.toContain("Something went wrong");
    expect(database.prepare("SELECT count(*) AS n FROM staff WHERE status = 'deactivated'").get()).toEqual({ n: 0 });
  });

  // An invoice's PDF is not among them: a concierge opens it from its booking's workspace.
  it.each(["/admin/audit.csv", "/admin/invoices.csv", "/admin/invoices.csv?sep=semicolon"])(
    "%s answers a plain 403 saying only an owner can download it",
    async (path) => {
      const answer = await send(path);
      expect(answer.status).toBe(403);
      expect(answer.type).toContain("text/plain");
      expect(answer.text).toBe("Only an owner can open this.");
    },
  );
});
