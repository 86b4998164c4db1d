import { beforeAll, describe, expect, it } from "vitest";
import { claimLease, leaseHolder, releaseLease, whileLeaseHeld } from "~/platform/background/job-lease.server";
import { testDb } from "../support/db";

/** The lease that picks the one process running the background jobs, on a real SQLite file. */
beforeAll(() => {
  testDb();
});

const at = (iso: string) => new Date(iso);

describe("the background jobs' lease", () => {
  it("one holder at a time: the other is refused until the lease runs out, then takes it over", () => {
    expect(claimLease("a", "web-1", 15_000, at("2026-12-01T10:00:00Z"))).toBe(true);
    expect(claimLease("a", "web-2", 15_000, at("2026-12-01T10:00:05Z"))).toBe(false);
    expect(claimLease("a", "web-1", 15_000, at("2026-12-01T10:00:10Z"))).toBe(true);
    expect(claimLease("a", "web-2", 15_000, at("2026-12-01T10:00:20Z"))).toBe(false);
    // web-1 died after its renewal at :10; at :26 its lease has run out.
    expect(claimLease("a", "web-2", 15_000, at("2026-12-01T10:00:26Z"))).toBe(true);
    expect(leaseHolder("a", at("2026-12-01T10:00:30Z"))).toBe("web-2");
  });

  it("a released lease is free at once", () => {
    expect(claimLease("b", "web-1", 15_000)).toBe(true);
    releaseLease("b", "web-1");
    expect(claimLease("b", "web-2", 15_000)).toBe(true);
  });

  it("runs the jobs in exactly one of two competing processes, and in the other once the first stops", () => {
    const running: string[] = [];
    const start = (who: string) => () => {
      running.push(who);
      return () => running.splice(running.indexOf(who), 1);
    };
    const stopFirst = whileLeaseHeld("jobs", start("first"), { holder: "host-x:1:a", everyMs: 60_000 });
    const stopSecond = whileLeaseHeld("jobs", start("second"), { holder: "host-x:2:b", everyMs: 60_000 });
    expect(running).toEqual(["first"]);
    stopFirst();
    expect(running).toEqual([]);
    expect(leaseHolder("jobs")).toBeNull();
    stopSecond();
    const third = whileLeaseHeld("jobs", start("third"), { holder: "host-x:3:c", everyMs: 60_000 });
    expect(running).toEqual(["third"]);
    third();
  });
});
