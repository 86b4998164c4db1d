import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "~/env.server";
import { forgetOldLimitEvents, LIMIT_EVENTS_KEPT_MS } from "~/http/limit-events.server";
import { FailureLimiter } from "~/http/rate-limit.server";
import { testDb } from "../support/db";

/**
 * The guards on guessed secrets (logins, the admin token) count in the database, so that
 * every serving process sees every attempt. Each test takes its own scope.
 */

beforeAll(() => {
  testDb();
});

const options = { windowMs: 60_000, freeAttempts: 2, maxAttempts: 5 };
let scopes = 0;
const newLimiter = () => new FailureLimiter(`test-${++scopes}`, options);

describe("FailureLimiter.begin", () => {
  it("counts an attempt before its outcome is known, so attempts started together meet the limit", () => {
    const limiter = newLimiter();
    const started = Array.from({ length: 20 }, () => limiter.begin(["k"], 1000));
    expect(started.filter((d) => d.allowed).length).toBe(5);
    expect(started.slice(5).every((d) => !d.allowed)).toBe(true);
  });

  it("forgives a successful attempt, and only that one", () => {
    const limiter = newLimiter();
    limiter.begin(["k"], 1000);
    const right = limiter.begin(["k"], 2000);
    right.attempt?.succeeded();
    expect(limiter.count("k", 3000)).toBe(1);
  });

  it("slows attempts past the free ones and forgets them after the window", () => {
    const limiter = newLimiter();
    for (let i = 0; i < 3; i++) limiter.begin(["k"], 1000);
    expect(limiter.check(["k"], 1000)).toEqual({ allowed: true, delayMs: 250 });
    expect(limiter.check(["k"], 62_000)).toEqual({ allowed: true, delayMs: 0 });
  });

  it("keeps each limit's keys apart", () => {
    const one = newLimiter();
    const other = newLimiter();
    for (let i = 0; i < 5; i++) one.begin(["k"], 1000);
    expect(one.check(["k"], 1000)).toMatchObject({ allowed: false });
    expect(other.check(["k"], 1000)).toEqual({ allowed: true, delayMs: 0 });
  });

  it("counts the attempts another process recorded in the same database", () => {
    const limiter = newLimiter();
    // Another serving process, with its own connection, has seen four failures for this key.
    const other = new Database(env().DATABASE_PATH);
    const insert = other.prepare("insert into limit_events (scope, key, at) values (?, ?, ?)");
    for (let i = 0; i < 4; i++) insert.run(limiter.scope, "k", 1000);
    other.close();
    expect(limiter.begin(["k"], 1000).allowed).toBe(true);
    expect(limiter.begin(["k"], 1000)).toMatchObject({ allowed: false });
  });

  it("forgets events older than the window as new ones come, so the table does not grow without end", () => {
    const limiter = newLimiter();
    for (let i = 0; i < 300; i++) limiter.begin([`address-${i}`], 1000);
    for (let i = 0; i < 100; i++) limiter.begin([`later-${i}`], 200_000);
    const sqlite = new Database(env().DATABASE_PATH, { readonly: true });
    const left = sqlite.prepare("select count(*) as n from limit_events where scope = ?").get(limiter.scope) as {
      n: number;
    };
    sqlite.close();
    expect(left.n).toBe(100);
  });
});

describe("the limits' notes of addresses and emails", () => {
  it("are deleted once older than an hour, as the privacy policy says, and newer ones are kept", () => {
    const limiter = newLimiter();
    const now = Date.now();
    limiter.begin(["198.51.100.9"], now - LIMIT_EVENTS_KEPT_MS - 1);
    limiter.begin(["198.51.100.9"], now - 60_000);
    expect(forgetOldLimitEvents(now)).toBeGreaterThanOrEqual(1);
    const sqlite = new Database(env().DATABASE_PATH, { readonly: true });
    const left = sqlite.prepare("select at from limit_events where scope = ?").all(limiter.scope) as { at: number }[];
    sqlite.close();
    expect(left).toEqual([{ at: now - 60_000 }]);
  });
});
