import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailMessages } from "~/db/schema";
import { invite, requestPasswordReset } from "~/features/staff/staff-accounts.server";
import { testDb } from "../support/db";
import { eventually } from "../support/eventually";
import { uniqueEmail } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";

/**
 * The team's own mail in the viewer, on the embedded default (no mail server): an owner sees
 * that an invitation or a reset went out, but its one-time link only when the mail is addressed
 * to them; the link itself keeps working for its addressee. Opening one is in the audit log
 * under the kind of mail it was. The mail is issued through the services on this file's
 * database, which the built server shares, and its outbox worker stores it.
 */

let server: RunningServer;
let owner: SeededStaff;
let ownerCookie = "";

beforeAll(async () => {
  testDb();
  server = await startInProcess({ LOG_LEVEL: "info" }, { jobs: true });
  owner = await seedStaff(db(), { role: "owner", name: "Olga Owner" });
  ownerCookie = staffCookie(db(), owner.id);
});
afterAll(async () => {
  await server?.stop();
});

const get = async (path: string, cookie = "") => {
  const response = await fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, text: await response.text() };
};

/** The stored copy of the newest mail of that kind to that address, once the server's worker has kept it. */
const storedMail = (type: "staff_invitation" | "staff_password_reset", to: string) =>
  eventually(
    () =>
      db()
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.type, type), eq(mailMessages.toAddress, to)))
        .orderBy(desc(mailMessages.id))
        .get(),
    `${type} stored for ${to}`,
  );

/** The one-time link's token in a stored message (the database's copy, as the mailer kept it). */
function tokenIn(text: string, path: string): string {
  const token = new RegExp(`${path}\\?token=([\\w-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${path} link in the stored message`);
  return token;
}

describe("a team member's one-time link in the mail viewer", () => {
  it("is withheld from an owner who opens someone else's invitation, and still works for the invitee", async () => {
    const email = uniqueEmail("invitee");
    const result = invite(owner, { name: "Nora Newcomer", email, role: "concierge", language: "en" });
    if (!result.ok) throw new Error("not invited");
    const mail = await storedMail("staff_invitation", email);
    const token = tokenIn(mail.text, "/admin/welcome");

    const page = await get(`/admin/mail/${mail.id}`, ownerCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Olga Owner invites you to Sobremesa");
    expect(page.text).not.toContain(token);
    expect(page.text).not.toContain("/admin/welcome?token=");
    expect(page.text).toContain(`shown only to its addressee, ${email}`);

    // Opening it used nothing up: the invitee's link still opens their page.
    const welcome = await get(`/admin/welcome?token=${token}`);
    expect(welcome.status).toBe(200);
    expect(welcome.text).toContain("Nora Newcomer");
  });

  it("is shown to its addressee", async () => {
    requestPasswordReset(owner.email);
    const mail = await storedMail("staff_password_reset", owner.email);
    const token = tokenIn(mail.text, "/admin/reset-password");

    const page = await get(`/admin/mail/${mail.id}`, ownerCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`/admin/reset-password?token=${token}`);
    expect(page.text).not.toContain("shown only to its addressee");
  });

  it("is withheld from another owner who opens that reset", async () => {
    const other = await seedStaff(db(), { role: "owner", name: "Otto Owner" });
    requestPasswordReset(other.email);
    const mail = await storedMail("staff_password_reset", other.email);
    const token = tokenIn(mail.text, "/admin/reset-password");

    const page = await get(`/admin/mail/${mail.id}`, ownerCookie);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(token);
    expect(page.text).toContain(`shown only to its addressee, ${other.email}`);
  });
});

describe("opening the team's mail in the audit log", () => {
  it("names the kind of mail opened, not a traveller's message", async () => {
    const email = uniqueEmail("audited");
    const result = invite(owner, { name: "Ana Audited", email, role: "concierge", language: "en" });
    if (!result.ok) throw new Error("not invited");
    const mail = await storedMail("staff_invitation", email);
    expect((await get(`/admin/mail/${mail.id}`, ownerCookie)).status).toBe(200);

    const audit = await get("/admin/audit?action=mail.opened", ownerCookie);
    expect(audit.status).toBe(200);
    expect(audit.text).toContain("Email opened: Team invitation");
    expect(audit.text).not.toContain("Traveller&#x27;s message opened");
    expect(audit.text).not.toContain("Traveller's message opened");
  });

  it("offers every action in the filter in words, never a raw key", async () => {
    const audit = await get("/admin/audit", ownerCookie);
    const options = [...audit.text.matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g)]
      .map(([, value, label]) => ({ value, label }))
      .filter((option) => /^[a-z_]+\.[a-z_]+$/.test(option.value));
    expect(options.length).toBeGreaterThan(20);
    for (const option of options) expect(option.label, option.value).not.toBe(option.value);
    expect(options).toContainEqual({ value: "settings.changed", label: "Owner setting changed" });
  });
});
