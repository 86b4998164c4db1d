import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { creators } from "~/db/schema";
import { rejectCreator } from "~/features/creators/creators.server";
import { creatorHttp, sessionCookie } from "../support/creator-http";
import { seedCreator } from "../support/factories";
import { startServer } from "../support/server";

/** Sessions over HTTP against the built server: what each cookie opens, and when it stops. */

const TOKEN = "test-admin-token-0123456789";
const { send, postForm, account, logIn, newClient, url: serverUrl } = creatorHttp();

const cookieNamed = (response: Response, name: string) => {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie.split(";")[0];
};

async function adminLogIn(client = newClient(), userAgent = "Test browser") {
  const { response } = await send("/admin", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": userAgent },
    body: new URLSearchParams({ intent: "unlock", token: TOKEN }),
    client,
  });
  expect(response.status).toBe(302);
  return cookieNamed(response, "sm_admin");
}

const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

describe("each session is of its own kind", () => {
  it("a creator's cookie sent as the admin cookie opens nothing", async () => {
    const me = await account();
    const creatorCookie = sessionCookie((await logIn(me.email, me.password)).response);
    const asAdmin = `sm_admin=${cookieValue(creatorCookie)}`;
    const { id: pendingId } = seedCreator(db(), { name: "Applicant To Approve" });

    expect((await send("/api/get-creators", { cookie: asAdmin })).response.status).toBe(401);
    const page = await send("/admin", { cookie: asAdmin });
    expect(page.text).toContain("Admin Access");
    expect(page.text).not.toContain("Internal Database");
    const approve = await postForm("/admin", { intent: "approve", id: String(pendingId) }, { cookie: asAdmin });
    expect(approve.response.status).toBe(302);
    expect(approve.text).not.toContain("set-password?token=");
    const row = db().select().from(creators).where(eq(creators.id, pendingId)).get();
    expect(row?.status).toBe("pending");
    expect(row?.setPasswordTokenHash).toBeNull();
  });

  it("an admin's cookie sent as the creator cookie opens nothing", async () => {
    const adminCookie = await adminLogIn();
    const page = await send("/dashboard", { cookie: `sm_creator=${cookieValue(adminCookie)}` });
    expect(page.text).toContain("Creator Login");
    expect(page.text).not.toContain("Creator Dashboard");
  });
});

describe("ending sessions", () => {
  it("an admin cookie replayed after logout is refused", async () => {
    const cookie = await adminLogIn();
    expect((await send("/api/get-bookings", { cookie })).response.status).toBe(200);
    const out = await postForm("/admin/logout", {}, { cookie });
    expect(out.response.status).toBe(302);
    expect((await send("/api/get-bookings", { cookie })).response.status).toBe(401);
    expect((await send("/admin", { cookie })).text).toContain("Admin Access");
  });

  it("a creator cookie replayed after logout is refused", async () => {
    const me = await account();
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    await postForm("/dashboard/logout", {}, { cookie });
    const page = await send("/dashboard", { cookie });
    expect(page.text).toContain("Creator Login");
  });

  it("a rejection ends the creator's sessions", async () => {
    const me = await account();
    const cookie = sessionCookie((await logIn(me.email, me.password)).response);
    expect((await send("/dashboard", { cookie })).text).toContain("Creator Dashboard");
    rejectCreator(me.id);
    expect((await send("/dashboard", { cookie })).text).toContain("Creator Login");
  });

  it("admins see the live admin sessions and can end one", async () => {
    const mine = await adminLogIn(newClient(), "Mine/1.0");
    const other = await adminLogIn("192.0.2.99", "Other/2.0");
    const list = await send("/admin/sessions", { cookie: mine });
    expect(list.response.status).toBe(200);
    expect(list.text).toContain("Admin Sessions");
    expect(list.text).toContain("Other/2.0");
    expect(list.text).toContain("192.0.2.99");
    expect(list.text).toContain("This session");
    // The form of the row that shows the other browser.
    const row = list.text.split("<tr").find((r) => r.includes("Other/2.0")) ?? "";
    const id = /name="sessionId" value="(\d+)"/.exec(row)?.[1];
    expect(id).toBeDefined();

    const ended = await postForm("/admin/sessions", { intent: "end", sessionId: id ?? "" }, { cookie: mine });
    expect(ended.response.status).toBe(302);
    expect(ended.response.headers.get("location")).toBe("/admin/sessions");
    expect((await send("/api/get-bookings", { cookie: other })).response.status).toBe(401);
    expect((await send("/api/get-bookings", { cookie: mine })).response.status).toBe(200);
    expect((await send("/admin/sessions", { cookie: mine })).text).not.toContain("Other/2.0");
  });

  it("the sessions page is for admins only", async () => {
    const me = await account();
    const creatorCookie = sessionCookie((await logIn(me.email, me.password)).response);
    for (const cookie of ["", creatorCookie, `sm_admin=${cookieValue(creatorCookie)}`]) {
      const page = await send("/admin/sessions", { cookie });
      expect(page.response.status).toBe(302);
      expect(page.response.headers.get("location")).toBe("/admin");
    }
    const victim = await adminLogIn();
    const list = await send("/admin/sessions", { cookie: victim });
    const id = /name="sessionId" value="(\d+)"/.exec(list.text)?.[1] ?? "";
    for (const cookie of [creatorCookie, `sm_admin=${cookieValue(creatorCookie)}`]) {
      const post = await postForm("/admin/sessions", { intent: "end", sessionId: id }, { cookie });
      expect(post.response.status).toBe(302);
      expect(post.response.headers.get("location")).toBe("/admin/sessions");
    }
    expect((await send("/api/get-bookings", { cookie: victim })).response.status).toBe(200);
  });
});

describe("a new admin token", () => {
  it("ends every admin session opened with the old one", async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), "sobremesa-rotate-")), "app.db");
    const before = await startServer({ DATABASE_PATH: databasePath, ADMIN_TOKEN: "first-admin-token-0123456789" });
    let cookie = "";
    try {
      const unlock = await fetch(`${before.url}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "unlock", token: "first-admin-token-0123456789" }),
      });
      cookie = cookieNamed(unlock, "sm_admin");
      expect((await fetch(`${before.url}/api/get-bookings`, { headers: { Cookie: cookie } })).status).toBe(200);
    } finally {
      await before.stop();
    }
    const after = await startServer({ DATABASE_PATH: databasePath, ADMIN_TOKEN: "second-admin-token-0123456789" });
    try {
      expect((await fetch(`${after.url}/api/get-bookings`, { headers: { Cookie: cookie } })).status).toBe(401);
      const page = await (await fetch(`${after.url}/admin`, { headers: { Cookie: cookie } })).text();
      expect(page).toContain("Admin Access");
    } finally {
      await after.stop();
    }
  });
});

describe("guessing in parallel", () => {
  it("60 wrong passwords at once for one email: at least 45 refused with 429, and the owner still logs in", async () => {
    const me = await account();
    const guesser = newClient();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => logIn(me.email, `wrong guess ${i}`, guesser)),
    );
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const owner = await logIn(me.email, me.password, newClient());
    expect(owner.response.status).toBe(302);
    expect(owner.response.headers.get("location")).toBe("/dashboard");
  });

  it("300 wrong admin tokens at once from one client: refused beyond the limit, the token still works elsewhere", async () => {
    const guesser = newClient();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        send("/api/get-bookings", {
          headers: { Authorization: `Bearer wrong-token-${i}-0123456789` },
          client: guesser,
        }),
      ),
    );
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(280);
    const elsewhere = await send("/api/get-bookings", {
      headers: { Authorization: `Bearer ${TOKEN}` },
      client: newClient(),
    });
    expect(elsewhere.response.status).toBe(200);
  });

  it("forged X-Forwarded-For entries do not escape the admin token limit", async () => {
    // The client writes the left of the header; the proxy appends the address it saw. Were the
    // forged entry believed, each guess would be a new client and all 40 would be 401s.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send("/api/get-bookings", {
          headers: { Authorization: "Bearer wrong-token-0123456789" },
          client: `10.9.${i}.1, 203.0.113.77`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  });
});

describe("a body that is too large", () => {
  it("a 1 MB chunked post to /dashboard is answered 413 at once", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const target = new URL(serverUrl());
      const req = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: "/dashboard",
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("timeout", () => req.destroy(new Error("no answer within 10 s")));
      req.on("error", (error) =>
        error.message.includes("EPIPE") || error.message.includes("ECONNRESET") ? undefined : reject(error),
      );
      const chunk = `intent=login&x=${"a".repeat(16 * 1024)}`;
      for (let i = 0; i < 64; i++) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
  });
});
