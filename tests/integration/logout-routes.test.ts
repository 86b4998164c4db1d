import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { creatorHttp, sessionCookie } from "../support/creator-http";

/** POST /admin/logout and POST /dashboard/logout, over HTTP against the built server. */

const TOKEN = "test-admin-token-0123456789";
const { send, postForm, account, logIn, newClient } = creatorHttp();

const liveSessions = (kind: "admin" | "creator") =>
  db()
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.kind, kind), isNull(sessions.revokedAt)))
    .all().length;

async function adminCookie() {
  const { response } = await postForm("/admin", { intent: "unlock", token: TOKEN }, { client: newClient() });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith("sm_admin="))!
    .split(";")[0];
}

async function creatorCookie() {
  const me = await account();
  return sessionCookie((await logIn(me.email, me.password)).response);
}

const clearedCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

describe.each([
  { area: "admin", path: "/admin/logout", home: "/admin", cookieName: "sm_admin", open: adminCookie },
  { area: "creator", path: "/dashboard/logout", home: "/dashboard", cookieName: "sm_creator", open: creatorCookie },
] as const)("$path", ({ area, path, home, cookieName, open }) => {
  it("answers a GET with 405 and Allow: POST, and ends nothing", async () => {
    const cookie = await open();
    const before = liveSessions(area);
    const { response } = await send(path, { cookie });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(liveSessions(area)).toBe(before);
  });

  it("revokes the session in the sessions table, clears the cookie and goes back to the area", async () => {
    const cookie = await open();
    const before = liveSessions(area);
    const { response } = await postForm(path, {}, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(home);
    expect(clearedCookie(response, cookieName)).toMatch(
      new RegExp(`^${cookieName}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, "i"),
    );
    expect(liveSessions(area)).toBe(before - 1);
    const again = await send(home, { cookie });
    expect(again.text).toContain(area === "admin" ? "Admin Access" : "Creator Login");
  });

  it("refuses a cross-site POST and keeps the session", async () => {
    const cookie = await open();
    const before = liveSessions(area);
    const { response } = await send(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ returnTo: home }),
      cookie,
    });
    expect(response.status).toBe(403);
    expect(liveSessions(area)).toBe(before);
    const page = (await send(home, { cookie })).text;
    expect(page).toContain(area === "admin" ? "Internal Database" : "Creator Dashboard");
  });

  it("goes back only to a page of its own area, never to another site", async () => {
    for (const [returnTo, location] of [
      ["https://evil.example/admin", home],
      ["//evil.example/admin", home],
      ["/\\evil.example", home],
      ["/about", home],
      [`${home}?tab=creators`, `${home}?tab=creators`],
    ]) {
      const { response } = await postForm(path, { returnTo }, { cookie: await open() });
      expect(response.headers.get("location")).toBe(location);
    }
  });
});

describe("the admin log-out button's page", () => {
  it("returns to the payment dashboard it was pressed on, now locked", async () => {
    const cookie = await adminCookie();
    const { response } = await postForm("/admin/logout", { returnTo: "/payment-admin?page=2" }, { cookie });
    expect(response.headers.get("location")).toBe("/payment-admin?page=2");
    const page = await send("/payment-admin", { cookie });
    expect(page.text).toContain("Admin Access");
  });
});
