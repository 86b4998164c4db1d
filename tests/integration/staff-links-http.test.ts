import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { staff } from "~/db/schema";
import { invite } from "~/features/staff/staff-accounts.server";
import { testDb } from "../support/db";
import { uniqueEmail } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type Arrived, startSmtp } from "../support/smtp";
import { seedStaff } from "../support/staff";

/**
 * Invitations and password resets end to end: the invitation is issued through the
 * service on this file's database, which the built server shares; the server's outbox worker
 * mails it to a real SMTP server on loopback; the link is followed on the server's pages.
 */

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const PASSWORD = "a brand new pass phrase";

beforeAll(async () => {
  smtp = await startSmtp();
  testDb();
  server = await startInProcess({ LOG_LEVEL: "info", SMTP_URL: smtp.url, TRUST_PROXY: "loopback" }, { jobs: true });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

let clients = 0;
async function send(path: string, init: RequestInit & { client?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", init.client ?? `198.51.100.${++clients}`);
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init, headers });
  return { response, text: await response.text() };
}
const postForm = (path: string, fields: Record<string, string>, client?: string) =>
  send(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    client,
  });

const row = (id: number) => db().select().from(staff).where(eq(staff.id, id)).get()!;
const mailTo = (email: string) => (message: Arrived) => message.envelopeTo.includes(email);
/** The link's path and query on the server under test, from the message's plain text. */
function linkIn(message: Arrived, path: string): string {
  const found = message.mail.text?.match(new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`));
  expect(found, `a ${path} link in the message`).toBeTruthy();
  const url = new URL(found![0]);
  return url.pathname + url.search;
}
/** The toast the redirect carries, as the next page will show it (the signed cookie holds it as base64 JSON). */
function toastOf(response: Response): { title: string; description?: string } {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sm_toast=")) ?? "";
  const value = decodeURIComponent(cookie.split(";")[0].slice("sm_toast=".length));
  return JSON.parse(Buffer.from(value.split(".")[0], "base64").toString("utf8"));
}

async function invited(language: "en" | "es" | "fr", name: string) {
  const owner = await seedStaff(db(), { role: "owner", name: "Olga Owner" });
  const email = uniqueEmail("invitee");
  const result = invite(owner, { name, email, role: "concierge", language });
  if (!result.ok) throw new Error("not invited");
  const message = await smtp.waitFor(mailTo(email));
  return { staffId: result.staffId, email, message };
}

describe("an invitation", () => {
  it("is mailed in the invitee's language, greets them, names the inviter and carries a 72-hour link", async () => {
    const { message } = await invited("es", "Lucía Pérez");
    expect(message.mail.subject).toBe("Olga Owner te invita a Sobremesa");
    expect(message.mail.text).toContain("Lucía");
    // The role in the word the Spanish pages use throughout.
    expect(message.mail.text).toContain("concierge");
    expect(message.mail.text).not.toMatch(/\bconserje\b/);
    expect(message.mail.text).toContain("72 horas");
    expect(message.mail.html).toContain('lang="es"');
    linkIn(message, "/admin/welcome");
  });

  it("opens a private page that greets the invitee; setting a password activates the account and uses the link up", async () => {
    const { staffId, message } = await invited("en", "Nora Newcomer");
    const link = linkIn(message, "/admin/welcome");
    const page = await send(link);
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("Nora Newcomer");
    expect(page.text).toContain('name="confirmPassword"');
    expect(page.response.headers.get("cache-control")).toContain("no-store");
    expect(page.response.headers.get("x-robots-tag")).toContain("noindex");
    expect(page.response.headers.get("referrer-policy")).toBeTruthy();

    const set = await postForm(link, { password: PASSWORD, confirmPassword: PASSWORD });
    expect(set.response.status).toBe(302);
    expect(set.response.headers.get("location")).toBe("/admin/login");
    expect(toastOf(set.response)).toMatchObject({
      title: "Password set.",
      description: "Sign in to set up your second factor.",
    });
    expect(row(staffId)).toMatchObject({ status: "active", setPasswordTokenHash: null });

    const again = await send(link);
    expect(again.response.status).toBe(410);
    expect(again.text).toContain("no longer works");
    expect(again.text).toContain("ask an owner");
    const reuse = await postForm(link, { password: PASSWORD, confirmPassword: PASSWORD });
    expect(reuse.response.status).toBe(410);
    // Neither the link nor its token in the server's log, however often it was used.
    expect(server.output()).not.toContain(new URLSearchParams(link.split("?")[1]).get("token"));
  });

  it("ties the service's password refusals to the field, and refuses hostile input with a 4xx", async () => {
    const { staffId, email, message } = await invited("fr", "Jeanne Durand");
    const link = linkIn(message, "/admin/welcome");
    const sameAsEmail = await postForm(link, { password: email, confirmPassword: email });
    expect(sameAsEmail.response.status).toBe(400);
    // Jeanne chose French: the page the link opens speaks it, refusals included.
    expect(sameAsEmail.text).toContain("ne doit pas être votre adresse e-mail");
    expect(sameAsEmail.text).toMatch(/autofocus=""[^>]*name="password"|name="password"[^>]*autofocus=""/i);

    const long = "x".repeat(5000);
    expect((await postForm(link, { password: long, confirmPassword: long })).response.status).toBe(400);
    const controls = "pass\u0000word\u202e\r\n-long-enough";
    expect((await postForm(link, { password: controls, confirmPassword: "other" })).response.status).toBe(400);
    expect(row(staffId).status).toBe("invited");

    for (const path of [
      "/admin/welcome",
      "/admin/welcome?token=",
      "/admin/welcome?token=%00%0d%0a",
      "/admin/reset-password?token=forged",
      `/admin/welcome?token=${"A".repeat(5000)}`,
    ]) {
      const { response } = await send(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    // A token that cannot be one is a bad request; one that could be, but opens nothing, is gone.
    const malformed = await postForm("/admin/welcome?token=forged", { password: PASSWORD, confirmPassword: PASSWORD });
    expect(malformed.response.status).toBe(400);
    const unknown = await send(`/admin/welcome?token=${"A".repeat(43)}`);
    expect(unknown.response.status).toBe(410);
    expect(unknown.text).toContain("no longer works");
  });
});

describe("a forgotten password", () => {
  const ANSWER = "If that address belongs to the team, a reset link is on its way. It works for one hour.";

  it("gets the same answer for a known and an unknown address; only the known one is mailed", async () => {
    const person = await seedStaff(db(), { role: "concierge" });
    const unknown = uniqueEmail("stranger");
    const forms = await send("/admin/forgot-password");
    expect(forms.response.status).toBe(200);
    expect(forms.text).toContain('name="email"');

    const known = await postForm("/admin/forgot-password", { email: person.email.toUpperCase() });
    const stranger = await postForm("/admin/forgot-password", { email: unknown });
    expect(known.response.status).toBe(stranger.response.status);
    expect(known.text).toContain(ANSWER);
    expect(stranger.text).toContain(ANSWER);
    const strip = (html: string) => html.replaceAll(/[^<]*@[^<]*/g, "");
    expect(strip(known.text).length).toBe(strip(stranger.text).length);

    const mail = await smtp.waitFor(mailTo(person.email));
    expect(mail.mail.subject).toBe("Reset your Sobremesa password");
    expect(mail.mail.text).toContain("1 hour");
    expect(mail.mail.text).toContain("ignore");
    linkIn(mail, "/admin/reset-password");
    // The worker has had its turn on both records by now: nothing went to the stranger.
    await new Promise((r) => setTimeout(r, 2500));
    expect(smtp.arrived.some(mailTo(unknown))).toBe(false);
  });

  it("the reset link sets a new password and keeps the second factor; a second use no longer works", async () => {
    const person = await seedStaff(db(), { role: "owner" });
    const enabledAt = "2026-11-01T10:00:00.000Z";
    db().update(staff).set({ totpEnabledAt: enabledAt }).where(eq(staff.id, person.id)).run();
    const before = row(person.id).passwordHash;
    await postForm("/admin/forgot-password", { email: person.email });
    const link = linkIn(await smtp.waitFor(mailTo(person.email)), "/admin/reset-password");

    const page = await send(link);
    expect(page.response.status).toBe(200);
    expect(page.text).toContain(person.name);
    const done = await postForm(link, { password: PASSWORD, confirmPassword: PASSWORD });
    expect(done.response.status).toBe(302);
    expect(done.response.headers.get("location")).toBe("/admin/login");
    expect(toastOf(done.response)).toMatchObject({
      title: "Password changed.",
      description: "Sign in with it and your authenticator code.",
    });
    const after = row(person.id);
    expect(after.passwordHash).not.toBe(before);
    expect(after.totpEnabledAt).toBe(enabledAt);
    expect(after.status).toBe("active");

    const again = await send(link);
    expect(again.response.status).toBe(410);
    expect(again.text).toContain("request a new one");
  });

  it("refuses hostile addresses with a 4xx, never a 500", async () => {
    for (const email of ["", "x".repeat(5000), "a\u0000b@example.com", "line\r\nBcc: x@evil.example"]) {
      const { response } = await postForm("/admin/forgot-password", { email });
      expect(response.status, JSON.stringify(email.slice(0, 20))).toBe(400);
    }
  });
});
