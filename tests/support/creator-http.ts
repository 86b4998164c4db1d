import { afterAll, beforeAll, expect } from "vitest";
import { db } from "~/db/client.server";
import { creators } from "~/db/schema";
import { testDb } from "./db";
import { seedCreatorAccount } from "./factories";
import { startInProcess } from "./in-process-server";
import type { RunningServer } from "./server";

/**
 * The creator HTTP tests' client: the built server's handler on this file's database (the
 * tests approve creators and seed bookings through the services and drizzle), and keeps
 * every body and header it answered, and every password used, for the secrets check.
 */
export function creatorHttp() {
  let server: RunningServer;
  const bodies: string[] = [];
  const passwords: string[] = [];
  let clientCounter = 0;

  beforeAll(async () => {
    testDb();
    server = await startInProcess({ TRUST_PROXY: "loopback", LOG_LEVEL: "info" }, { jobs: true });
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** Each test is its own client address, so the per-client limiter only counts that test. */
  const newClient = () => `198.51.100.${++clientCounter}`;

  async function send(path: string, init: RequestInit & { client?: string; cookie?: string } = {}) {
    const headers = new Headers(init.headers);
    headers.set("X-Forwarded-For", init.client ?? "203.0.113.1");
    if (init.cookie) headers.set("Cookie", init.cookie);
    const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init, headers });
    const text = await response.text();
    bodies.push(text, JSON.stringify([...response.headers]));
    return { response, text };
  }

  const postForm = (path: string, fields: Record<string, string>, opts: { client?: string; cookie?: string } = {}) =>
    send(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      ...opts,
    });

  const postJson = (path: string, body: unknown, opts: { client?: string } = {}) =>
    send(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      ...opts,
    });

  /** The page a redirect lands on, carrying its flash toast cookie. */
  async function landing(response: Response, cookie?: string) {
    const toast = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("sm_toast="))
      ?.split(";")[0];
    return send(response.headers.get("location") ?? "", { cookie: [cookie, toast].filter(Boolean).join("; ") });
  }

  /** A creator who can log in, with a password the secrets check looks for. */
  async function account(city = "Madrid") {
    const created = await seedCreatorAccount(db(), {
      city,
      password: `pw-${Math.random().toString(36).slice(2)}-long`,
    });
    passwords.push(created.password);
    return created;
  }

  const logIn = (email: string, password: string, client = newClient()) =>
    postForm("/dashboard", { intent: "login", email, password }, { client });

  /** No password used in this file, and no password hash, in any answer or log line. */
  function expectNoSecrets() {
    expect(passwords.length).toBeGreaterThan(3);
    const everything = `${bodies.join("\n")}\n${server.output()}`;
    for (const password of passwords) expect(everything).not.toContain(password);
    expect(everything).not.toMatch(/\$argon2/);
    const hashes = db()
      .select({ hash: creators.passwordHash })
      .from(creators)
      .all()
      .flatMap(({ hash }) => (hash ? [hash] : []));
    // The accounts made here have their hashes stored: there is something to look for.
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(everything).not.toContain(hash);
  }

  return {
    output: () => server.output(),
    url: () => server.url,
    passwords,
    newClient,
    send,
    postForm,
    postJson,
    landing,
    account,
    logIn,
    expectNoSecrets,
  };
}

export function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sm_creator="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0];
}
