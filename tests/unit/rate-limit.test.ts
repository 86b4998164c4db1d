import { describe, expect, it } from "vitest";
import { ConcurrencyGate, FailureLimiter } from "~/http/rate-limit.server";

describe("FailureLimiter.begin", () => {
  const options = { windowMs: 60_000, freeAttempts: 2, maxAttempts: 5 };

  it("counts an attempt before its outcome is known, so attempts started together meet the limit", () => {
    const limiter = new FailureLimiter(options);
    const started = Array.from({ length: 20 }, () => limiter.begin(["k"], 1000));
    expect(started.filter((d) => d.allowed).length).toBe(5);
    expect(started.slice(5).every((d) => !d.allowed)).toBe(true);
  });

  it("forgives a successful attempt, and only that one", () => {
    const limiter = new FailureLimiter(options);
    limiter.begin(["k"], 1000);
    const right = limiter.begin(["k"], 2000);
    right.attempt?.succeeded();
    expect(limiter.count("k", 3000)).toBe(1);
  });

  it("slows attempts past the free ones and forgets them after the window", () => {
    const limiter = new FailureLimiter(options);
    for (let i = 0; i < 3; i++) limiter.begin(["k"], 1000);
    expect(limiter.check(["k"], 1000)).toEqual({ allowed: true, delayMs: 250 });
    expect(limiter.check(["k"], 62_000)).toEqual({ allowed: true, delayMs: 0 });
  });
});

describe("ConcurrencyGate", () => {
  it("refuses at once past the per-key and overall places, and frees them on release", () => {
    const gate = new ConcurrencyGate({ perKey: 2, overall: 3 });
    const a1 = gate.enter(["a"]);
    const a2 = gate.enter(["a"]);
    expect(gate.enter(["a"])).toBeNull();
    const b1 = gate.enter(["b"]);
    expect(gate.enter(["c"])).toBeNull();
    a1?.();
    a1?.(); // a second release changes nothing
    expect(gate.enter(["c"])).not.toBeNull();
    expect(gate.enter(["a"])).toBeNull();
    a2?.();
    b1?.();
    expect(gate.enter(["a"])).not.toBeNull();
  });
});
