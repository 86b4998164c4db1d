import { describe, expect, it } from "vitest";
import { concurrentWritersDrill } from "../drills/concurrent-writers.mjs";
import { hostileRequestsDrill } from "../drills/hostile-requests.mjs";
import { soakDrill } from "../drills/soak.mjs";
import { stripeReplayDrill } from "../drills/stripe-replay.mjs";
import { webhookOutageDrill } from "../drills/webhook-outage.mjs";
import { startServer } from "../support/server";

/**
 * The fast reliability drills of `npm run drills`, run against the built server. They assert
 * outcomes only (what arrived, what was stored, which statuses came back), never timings.
 */
const start = (env: Record<string, string> = {}, databasePath?: string) =>
  startServer({ LOG_LEVEL: "warn", ...env, ...(databasePath ? { DATABASE_PATH: databasePath } : {}) });
const quiet = () => undefined;

describe("reliability drills", () => {
  // Time-outs from the drills' measured times: on a quiet 2-core machine b 5 s, c 3 s, d 26 s,
  // e 4 s, g 12 s; under a load of 15, 18, 26, over 90, 48 and 32 s. Each limit is well above.
  it("(b) a webhook target that refuses, then fails, then accepts receives every outbox record", async () => {
    const result = await webhookOutageDrill({ start, log: quiet, bookings: 5, downMs: 500, failingMs: 500 });
    expect(result.records).toBe(5);
    expect(result.lost).toEqual([]);
    expect(result.arrived).toBe(5);
    expect(result.failed).toBe(0);
    expect(result.unsynced).toBe(0);
  }, 120_000);

  it("(c) one signed Stripe event delivered 20 times at once fulfils the booking once", async () => {
    const result = await stripeReplayDrill({ start, log: quiet, deliveries: 20 });
    expect(result.statuses).toEqual({ 200: 20 });
    expect(result.paymentStatus).toBe("succeeded");
    expect(result.paymentRecords).toBe(1);
    expect(result.storedEvents).toBe(1);
  }, 120_000);

  it("(d) hostile requests across every route: no 5xx, no crash, only valid requests stored", async () => {
    const result = await hostileRequestsDrill({ start, log: quiet, requests: 300, seed: 11 });
    expect(result.serverErrors).toEqual([]);
    expect(result.hung).toEqual([]);
    expect(result.health).toBe(200);
    expect(result.unexpected).toEqual([]);
    expect(result.lost).toEqual([]);
    expect(result.others).toEqual({
      recommendations: 0,
      stripeEvents: 0,
      paidBookings: 0,
      meals: 0,
      dietaryNeeds: 0,
      tripMoves: 0,
      tripLinkMails: 0,
      cancellations: 0,
      refunds: 0,
      itineraries: 0,
      selfBillingAgreements: 0,
    });
    expect(result.invariants).toMatchObject({ integrity: "ok", bookingsWithoutRecord: 0, orphanRecords: 0 });
    // The private-link reproductions: a trip link however spelled answers privately and stays out of
    // the log, and forging X-Forwarded-For from outside the trusted proxy escapes no limit.
    expect(result.reproduced.unprotected).toEqual([]);
    expect(result.reproduced.tokenLogged).toBe(false);
    expect(result.reproduced.forgedStatuses).toContain(429);
    expect(result.reproduced.forgedForwardsLimited).toBe(true);
    // The hostile texts that once got in: bidi and control characters, a display-name address, a CRLF map link, a ';' formula.
    expect(result.hostileText.failures).toEqual([]);
    // The lifecycle's guard, "Other" cities and assignment, reproduced again (tests/drills/lifecycle-reproductions.mjs).
    expect(result.lifecycle.failed).toEqual([]);
    expect(result.lifecycle.checks).toHaveLength(6);
    // References, cancelled payments, body caps and revocable trip links, reproduced again (tests/drills/booking-links.mjs).
    expect(result.bookingLinks.failed).toEqual([]);
    expect(result.bookingLinks.checks.length).toBeGreaterThanOrEqual(15);
  }, 240_000);

  it("(e) 50 concurrent writers, alone and while another process holds the write lock, all succeed", async () => {
    const result = await concurrentWritersDrill({ start, log: quiet, writers: 50, holdMs: 500 });
    expect(result.alone.succeeded).toBe(50);
    expect(result.locked.succeeded).toBe(50);
    expect(result.stored).toBe(100);
    expect(result.alone.busyShown + result.locked.busyShown).toBe(0);
  }, 120_000);

  it("(g) 10 s of mixed load (pages, form posts, CSV exports): the server stays up and answers /healthz after", async () => {
    const result = await soakDrill({ start, log: quiet, durationMs: 10_000, connections: 8, formConnections: 2 });
    expect(result.crash).toBeUndefined();
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.serverErrors).toBe(0);
    expect(result.health).toBe(200);
    expect(result.validPosts).toBeGreaterThan(0);
    expect(result.acknowledged).toBe(result.validPosts);
    // Every acknowledged booking is stored; a few more may be, cut off in flight when the load stopped.
    expect(result.cutOff).toBeGreaterThanOrEqual(0);
    expect(result.cutOff).toBeLessThanOrEqual(2);
    expect(Object.keys(result.invalidPosts).every((status) => status.startsWith("4"))).toBe(true);
    expect(Object.keys(result.exports)).toEqual(["200"]);
    expect(result.invariants).toMatchObject({ integrity: "ok", bookingsWithoutRecord: 0, orphanRecords: 0 });
  }, 180_000);
});
