import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signInCreator } from "~/auth/sign-in.server";
import { db } from "~/db/client.server";
import { testDb } from "../support/db";
import { seedCreatorAccount, uniqueEmail } from "../support/factories";
import { PRODUCTION_ENV } from "../support/production-env";

/**
 * The login service in this process, on a fake timer clock: the limiter's stalls are
 * scheduled timers, so a test can see an attempt being slowed without waiting for it.
 */

beforeAll(() => {
  testDb();
});

describe("the per-client limiter", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * One login attempt; `stalled` says whether the limiter made it wait. The password is checked
   * first (argon2, in real time) and only a failure then waits out its slow-down, a timer.
   */
  async function attempt(email: string, password: string, client: string) {
    let settled = false;
    const pending = signInCreator({ email, password }, { address: client }).finally(() => {
      settled = true;
    });
    while (!settled && vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
    const stalled = vi.getTimerCount() > 0;
    await vi.advanceTimersByTimeAsync(60_000);
    return { outcome: await pending, stalled };
  }

  it("slows down, then refuses one client trying many emails, while other clients still log in", async () => {
    const me = await seedCreatorAccount(db(), { password: "per client limiter phrase" });
    const client = "192.0.2.10";
    const guesses = [];
    // Every guess uses a new email, so only the per-client count can grow.
    for (let i = 0; i < 30; i++) guesses.push(await attempt(uniqueEmail("guess"), "not the password", client));
    expect(guesses.map((g) => g.outcome.ok === false && g.outcome.reason)).toEqual(Array(30).fill("invalid"));
    // The limiter slows an attempt once more than its 10 free failures have been counted.
    expect(guesses.map((g) => g.stalled)).toEqual([...Array(11).fill(false), ...Array(19).fill(true)]);

    const refused = await attempt(me.email, me.password, client);
    expect(refused.outcome).toMatchObject({ ok: false, reason: "limited" });
    expect(
      refused.outcome.ok === false && refused.outcome.reason === "limited" && refused.outcome.retryAfterSeconds,
    ).toBeGreaterThan(0);

    const elsewhere = await attempt(me.email, me.password, "192.0.2.11");
    expect(elsewhere).toMatchObject({ stalled: false, outcome: { ok: true, creator: { id: me.id } } });
  });

  it("never slows down the right password: only failures pay for earlier failures", async () => {
    const me = await seedCreatorAccount(db(), { password: "only failures wait phrase" });
    const client = "192.0.2.12";
    for (let i = 0; i < 12; i++) await attempt(uniqueEmail("guess"), "not the password", client);
    expect((await attempt(uniqueEmail("guess"), "not the password", client)).stalled).toBe(true);
    const right = await attempt(me.email, me.password, client);
    expect(right).toMatchObject({ stalled: false, outcome: { ok: true, creator: { id: me.id } } });
  });
});

describe("the session cookie", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("is Secure in production only", async () => {
    const me = await seedCreatorAccount(db(), { password: "secure cookie phrase" });
    const development = await signInCreator(me, { address: "192.0.2.20" });
    expect(development.ok && development.cookie).not.toMatch(/;\s*Secure/i);

    for (const [name, value] of Object.entries(PRODUCTION_ENV)) vi.stubEnv(name, value);
    vi.resetModules();
    const production = await import("~/auth/sign-in.server");
    const outcome = await production.signInCreator(me, { address: "192.0.2.21" });
    expect(outcome.ok && outcome.cookie).toMatch(/;\s*Secure/i);
    expect(outcome.ok && outcome.cookie).toMatch(/;\s*HttpOnly/i);
  });
});
