import { describe, expect, it } from "vitest";
import { creatorStats, formatSubmitted, formatSuccessRate } from "~/features/creators/creator-stats";

const now = new Date("2026-05-20T12:00:00Z");

describe("creatorStats", () => {
  it("counts the requests the creator is working on, their picks and the share of fully curated requests", () => {
    // "Active Requests" is what this creator accepted and is curating, whether or
    // not each meal has its pick yet; open requests of the city are offers, not work.
    const requests = [
      { reservations: 2, checkOut: "2026-06-10", recommendationCount: 2, mine: true, status: "curating" }, // complete, still curating
      { reservations: 3, checkOut: "2026-06-10", recommendationCount: 1, mine: true, status: "curating" }, // working on it
      { reservations: 1, checkOut: "2026-05-01", recommendationCount: 0, mine: true, status: "curating" }, // trip over: not active
      { reservations: 4, checkOut: "2026-05-20", recommendationCount: 0, mine: false, status: "preferences_received" }, // an offer
      { reservations: 2, checkOut: "2026-07-01", recommendationCount: 0, mine: false, status: "paid" }, // another offer
      { reservations: 2, checkOut: "2026-06-10", recommendationCount: 2, mine: true, status: "booked" }, // handed over
      { reservations: 1, checkOut: "2026-06-10", recommendationCount: 0, mine: true, status: "paid" }, // accepted before the preferences
    ] as const;
    const mine = [
      { submittedAt: "2026-05-01T09:00:00.000Z" },
      { submittedAt: "2026-05-19T09:00:00.000Z" },
      { submittedAt: "2026-04-30T23:59:59.000Z" },
    ];
    expect(creatorStats(requests, mine, now)).toEqual({
      activeRequests: 3,
      totalRecommendations: 3,
      successRate: 29,
    });
  });

  it("has no success rate without requests", () => {
    expect(creatorStats([], [], now)).toEqual({
      activeRequests: 0,
      totalRecommendations: 0,
      successRate: null,
    });
    expect(formatSuccessRate(null)).toBe("—");
    expect(formatSuccessRate(67)).toBe("67%");
  });
});

describe("formatSubmitted", () => {
  it("shows the date or 'Unknown'", () => {
    expect(formatSubmitted("2026-03-12T10:00:00.000Z")).toBe("12 Mar 2026");
    expect(formatSubmitted(null)).toBe("Unknown");
    expect(formatSubmitted("garbage")).toBe("Unknown");
  });
});
