import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { creators, outbox } from "~/db/schema";
import { approveCreator } from "~/features/creators/creators.server";
import { creatorHttp, sessionCookie } from "../support/creator-http";
import { tokenOf, uniqueEmail } from "../support/factories";

/** Applying, the set-password link and logging in, over HTTP against the built server. */

const { output, passwords, newClient, send, postForm, postJson, landing, account, logIn, expectNoSecrets } =
  creatorHttp();

describe("applying", () => {
  it("POST /api/save-creator applies the form's rules and stores one application per email", async () => {
    const email = uniqueEmail("api");
    const fields = { name: "Pau Serra", email, city: "Barcelona", instagram: "instagram.com/pau.eats" };
    const first = await postJson("/api/save-creator", fields);
    expect(first.response.status).toBe(201);
    expect(JSON.parse(first.text)).toEqual({ message: "Application submitted successfully!" });
    // A known address gets the very same answer: the API does not tell who has applied.
    const again = await postJson("/api/save-creator", { ...fields, email: email.toUpperCase() });
    expect(again.response.status).toBe(201);
    expect(again.text).toBe(first.text);
    const rows = db().select().from(creators).where(eq(creators.email, email)).all();
    expect(rows).toMatchObject([{ instagram: "https://www.instagram.com/pau.eats/", status: "pending" }]);

    const missing = await postJson("/api/save-creator", { email: "x@example.com" });
    expect(missing.response.status).toBe(400);
    expect(JSON.parse(missing.text)).toMatchObject({ error: "Missing information" });
    const hostile = await postJson("/api/save-creator", {
      ...fields,
      email: uniqueEmail(),
      instagram: "javascript:alert(1)",
    });
    expect(hostile.response.status).toBe(400);
    expect(JSON.parse(hostile.text).fields.instagram).toMatch(/Instagram handle/);
    expect((await postJson("/api/save-creator", [1, 2])).response.status).toBe(400);
    const notJson = await send("/api/save-creator", { method: "POST", body: "name=x" });
    expect(notJson.response.status).toBe(415);
    const huge = await postJson("/api/save-creator", { ...fields, name: "x".repeat(70_000) });
    expect(huge.response.status).toBe(413);
  });

  it("the sign-up page carries each visitor's own referrer to React too", async () => {
    for (const referrer of ["https://www.instagram.com/", "https://news.example/food?page=2", ""]) {
      const { response, text } = await send("/creator-signup", { headers: referrer ? { referer: referrer } : {} });
      expect(response.status).toBe(200);
      expect(text).toContain(`<input type="hidden" name="referrer" value="${referrer}"/>`);
      // The loader data the page hydrates from holds the same value, in the streamed script.
      if (referrer) expect(text.split(referrer).length - 1).toBe(2);
    }
  });

  it("the honeypot gets a pretend success and stores nothing", async () => {
    const email = uniqueEmail("bot");
    const form = await postForm("/creator-signup", {
      name: "Bot",
      email,
      city: "Madrid",
      instagram: "@bot",
      website: "http://spam.example",
    });
    expect(form.response.status).toBe(302);
    const json = await postJson("/api/save-creator", {
      name: "Bot",
      email,
      city: "Madrid",
      instagram: "@bot",
      website: "x",
    });
    expect(json.response.status).toBe(201);
    expect(db().select().from(creators).where(eq(creators.email, email)).all()).toEqual([]);
  });

  it("the form answers a known address exactly as a new one, and the address is told by email", async () => {
    const fields = { name: "Ana Twice", email: uniqueEmail("twice"), city: "Madrid", instagram: "@ana.twice" };
    const first = await postForm("/creator-signup", fields);
    const second = await postForm("/creator-signup", { ...fields, name: "Ana Again" });
    expect(second.response.status).toBe(first.response.status);
    expect(second.response.headers.get("location")).toBe(first.response.headers.get("location"));
    for (const answer of [first, second]) {
      const page = (await landing(answer.response)).text;
      expect(page).toContain("Application submitted successfully!");
      expect(page).toContain("We&#x27;ll review your application and get back to you within 2-3 business days.");
      expect(page).not.toMatch(/already/i);
    }
    const notice = db()
      .select()
      .from(outbox)
      .where(eq(outbox.type, "creator_reapplied"))
      .all()
      .find((r) => (r.payload as { email: string }).email === fields.email);
    expect(notice?.payload).toMatchObject({ email: fields.email, applicationStatus: "pending" });
    expect(db().select().from(creators).where(eq(creators.email, fields.email)).all()).toMatchObject([
      { name: "Ana Twice" },
    ]);
  });

  it("a storage failure says 'Submission failed', keeps the typed values and stores nothing", async () => {
    // A real failure inside the database: a trigger refuses this test's rows.
    db().run(sql`create trigger refuse_failing_creators before insert on creators
      when new.email like 'failing-%' begin select raise(abort, 'storage refused'); end`);
    try {
      const fields = { name: "Ana Falla", email: uniqueEmail("failing"), city: "Madrid", instagram: "@ana.falla" };
      const form = await postForm("/creator-signup", fields);
      expect(form.response.status).toBe(503);
      expect(form.text).toContain("Submission failed");
      expect(form.text).toContain("There was an error submitting your application. Please try again.");
      expect(form.text).toContain(`value="${fields.email}"`);
      const api = await postJson("/api/save-creator", fields);
      expect(api.response.status).toBe(503);
      expect(JSON.parse(api.text)).toMatchObject({
        error: "There was an error submitting your application. Please try again.",
      });
      expect(db().select().from(creators).where(eq(creators.email, fields.email)).all()).toEqual([]);
    } finally {
      db().run(sql`drop trigger refuse_failing_creators`);
    }
  });

  it("the form takes a city outside the catalogue as typed, and refuses one over 80 characters keeping the typed values", async () => {
    const email = uniqueEmail("oaxaca");
    const form = await postForm("/creator-signup", {
      name: "Ana",
      email,
      city: "  Oaxaca de Juárez ",
      instagram: "@ana",
    });
    expect(form.response.status).toBe(302);
    expect(db().select().from(creators).where(eq(creators.email, email)).get()).toMatchObject({
      city: "Oaxaca de Juárez",
    });
    const { response, text } = await postForm("/creator-signup", {
      name: "Ana",
      email: "ana@example.com",
      city: "S".repeat(81),
      instagram: "@ana",
    });
    expect(response.status).toBe(400);
    expect(text).toContain("City must be at most 80 characters");
    expect(text).toContain('value="ana@example.com"');
  });
});

describe("the set-password link", () => {
  it("sets a password once; the used link then fails", async () => {
    const email = uniqueEmail();
    await postJson("/api/save-creator", { name: "Iñigo Ruiz", email, city: "Madrid", instagram: "@inigo" });
    const { id } = db().select().from(creators).where(eq(creators.email, email)).get()!;
    const token = tokenOf(approveCreator(id).setPasswordUrl);
    const path = `/set-password?token=${token}`;
    const page = await send(path);
    expect(page.text).toContain("Choose your password");
    expect(page.response.headers.get("referrer-policy")).toBe("same-origin");

    const asEmail = await postForm(path, { password: email, confirmPassword: email });
    expect(asEmail.response.status).toBe(400);
    expect(asEmail.text).toContain("Your password must not be your email address");
    const short = await postForm(path, { password: "short", confirmPassword: "short" });
    expect(short.text).toContain("Use at least 10 characters");

    const password = "tortilla con cebolla";
    passwords.push(password);
    const done = await postForm(path, { password, confirmPassword: password });
    expect(done.response.status).toBe(302);
    expect(done.response.headers.get("location")).toBe("/dashboard");
    // Signed in by setting the password: the dashboard opens with no second login.
    const signedIn = await send("/dashboard", { cookie: sessionCookie(done.response) });
    expect(signedIn.text).toContain("Creator Dashboard");
    expect(signedIn.text).not.toContain("Creator Login");
    const reused = await postForm(path, { password: "another one entirely", confirmPassword: "another one entirely" });
    expect(reused.response.status).toBe(410);
    expect(reused.text).toContain("This link is no longer valid");
    expect((await send(path)).text).toContain("This link is no longer valid");
    expect((await logIn(email, password)).response.status).toBe(302);
    // Request logs record paths only: the link's token never reaches them.
    expect(output()).toContain("/set-password");
    expect(output()).not.toContain(token);
  });

  it("an expired link fails", async () => {
    const email = uniqueEmail();
    await postJson("/api/save-creator", { name: "Old Link", email, city: "Madrid", instagram: "@old" });
    const { id } = db().select().from(creators).where(eq(creators.email, email)).get()!;
    const expired = approveCreator(id, new Date(Date.now() - 73 * 60 * 60 * 1000));
    const path = `/set-password?token=${tokenOf(expired.setPasswordUrl)}`;
    expect((await send(path)).text).toContain("This link is no longer valid");
    const attempt = await postForm(path, { password: "still trying here", confirmPassword: "still trying here" });
    expect(attempt.response.status).toBe(410);
  });
});

describe("logging in", () => {
  it("answers a wrong password and an unknown email exactly alike", async () => {
    const me = await account();
    const client = newClient();
    const wrong = await logIn(me.email, "not my password", client);
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await logIn(unknownEmail, "not my password", client);
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    expect(wrong.text).toContain("Invalid credentials. Please check your email and password.");
    // The pages differ only in the per-response nonce, the toast's id and the typed email.
    const normalise = (html: string, email: string) =>
      html
        .replaceAll(email, "EMAIL")
        .replace(/nonce="[^"]+"/g, "")
        .replace(/\\"[0-9a-z]{6,10}-\d+\\"/g, "TOAST-ID");
    expect(normalise(wrong.text, me.email)).toBe(normalise(unknown.text, unknownEmail));

    const apiWrong = await postJson("/api/authenticate-creator", { email: me.email, password: "nope nope nope" });
    const apiUnknown = await postJson("/api/authenticate-creator", {
      email: uniqueEmail(),
      password: "nope nope nope",
    });
    expect([apiWrong.response.status, apiUnknown.response.status]).toEqual([401, 401]);
    expect(JSON.parse(apiWrong.text)).toEqual(JSON.parse(apiUnknown.text));
    expect(JSON.parse(apiWrong.text).error).toBe("Authentication failed");
  });

  it("asks for both fields", async () => {
    const { response, text } = await postForm("/dashboard", { intent: "login", email: "", password: "" });
    expect(response.status).toBe(400);
    expect(text).toContain("Please enter both email and password.");
    const api = await postJson("/api/authenticate-creator", { email: "a@example.com" });
    expect(api.response.status).toBe(400);
  });

  it("has no demo password on the page or in the client bundle", async () => {
    expect((await send("/dashboard")).text).not.toMatch(/\bdemo\b/i);
    const clientDir = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");
    const files = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(readFileSync(join(file.parentPath, file.name), "utf8")).not.toMatch(/\bdemo\b/i);
    }
  });

  it("answers an internal failure with 'Login error', logged without secrets", async () => {
    const me = await account();
    // A stored hash the password library cannot read: verifying it throws.
    db()
      .update(creators)
      .set({ passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$broken" })
      .where(eq(creators.id, me.id))
      .run();
    const form = await logIn(me.email, me.password);
    expect(form.response.status).toBe(503);
    expect(form.text).toContain("Login error");
    expect(form.text).toContain("Unable to authenticate. Please try again later.");
    expect(form.response.headers.getSetCookie().join()).not.toContain("sm_creator=");
    const api = await postJson(
      "/api/authenticate-creator",
      { email: me.email, password: me.password },
      { client: newClient() },
    );
    expect(api.response.status).toBe(503);
    expect(JSON.parse(api.text)).toEqual({
      error: "Login error",
      message: "Unable to authenticate. Please try again later.",
    });
    expect(output()).toContain("creator login failed");
  });

  it("the API logs in with the same session cookie the dashboard uses", async () => {
    const me = await account();
    const { response, text } = await postJson("/api/authenticate-creator", { email: me.email, password: me.password });
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ message: "Welcome back!" });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("sm_creator="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=604800/);
    const dashboard = await send("/dashboard", { cookie: sessionCookie(response) });
    expect(dashboard.text).toContain("Creator Dashboard");
  });

  it("refuses a client that keeps failing on one email with a 429, without locking the owner out", async () => {
    const me = await account();
    const guesser = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await logIn(me.email, `wrong guess ${i}`, guesser)).response.status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Now even the right password is refused from the address that kept failing…
    const refused = await logIn(me.email, me.password, guesser);
    expect(refused.response.status).toBe(429);
    expect(refused.text).toContain("Too many failed logins");
    const api = await postJson(
      "/api/authenticate-creator",
      { email: me.email, password: me.password },
      { client: guesser },
    );
    expect(api.response.status).toBe(429);
    expect(api.response.headers.get("retry-after")).toMatch(/^\d+$/);
    // …while the owner, from an address that has not been failing, still gets in.
    const owner = await logIn(me.email, me.password);
    expect(owner.response.status).toBe(302);
    expect(owner.response.headers.get("location")).toBe("/dashboard");
  });

  it("refuses a login form posted from another site", async () => {
    const me = await account();
    // React Router itself refuses a mismatched Origin (400); our own check answers 403.
    const { response } = await send("/dashboard", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ intent: "login", email: me.email, password: me.password }),
    });
    expect([400, 403]).toContain(response.status);
    expect(response.headers.getSetCookie().join()).not.toContain("sm_creator=");
    const api = await send("/api/authenticate-creator", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ email: me.email, password: me.password }),
    });
    expect(api.response.status).toBe(403);
  });
});

describe("secrets", () => {
  it("never sends or logs a password or a password hash", () => {
    expectNoSecrets();
  });
});
