import { describe, expect, it } from "vitest";
import { fullRefundEndedAt, type TimelineFacts, tripTimeline } from "~/features/trip/trip-timeline";

/** The trip's "what happens next": each step says what happened and when, or what will and by when; none without a date. */
const PAID = "2030-03-01T10:00:00.000Z";
const base: TimelineFacts = {
  requiresPayment: true,
  createdAt: "2030-03-01T09:55:00.000Z",
  paidAt: null,
  contactedAt: null,
  preferencesFirstAt: null,
  preferencesLastAt: null,
  itinerarySentAt: null,
  cancelledAt: null,
  withdrawn: false,
  refundedAt: null,
};

describe("the trip page's timeline", () => {
  it("before payment: nothing promised yet, so no step", () => {
    expect(tripTimeline(base)).toEqual([]);
  });

  it("a request without upfront payment: received, with its time", () => {
    expect(tripTimeline({ ...base, requiresPayment: false })).toEqual([
      { key: "requested", at: base.createdAt, done: true },
    ]);
  });

  it("paid: paid, then the contact promised by 24 hours later; the itinerary has no date yet, so no step", () => {
    expect(tripTimeline({ ...base, paidAt: PAID })).toEqual([
      { key: "paid", at: PAID, done: true },
      { key: "contactBy", at: "2030-03-02T10:00:00.000Z", done: false },
    ]);
  });

  it("preferences arriving do not tick 'contacted': only a person contacting the traveller does", () => {
    const steps = tripTimeline({
      ...base,
      paidAt: PAID,
      preferencesFirstAt: "2030-03-01T12:00:00.000Z",
      preferencesLastAt: "2030-03-01T13:00:00.000Z",
    });
    expect(steps).toEqual([
      { key: "paid", at: PAID, done: true },
      { key: "preferences", at: "2030-03-01T13:00:00.000Z", done: true },
      { key: "contactBy", at: "2030-03-02T10:00:00.000Z", done: false },
      { key: "itineraryBy", at: "2030-03-03T12:00:00.000Z", done: false },
    ]);
  });

  it("contacted: done with who-knows-when replaced by the time it happened", () => {
    const steps = tripTimeline({ ...base, paidAt: PAID, contactedAt: "2030-03-01T15:00:00.000Z" });
    expect(steps[1]).toEqual({ key: "contacted", at: "2030-03-01T15:00:00.000Z", done: true });
  });

  it("lists what happened in the order it happened: preferences at 20:08 before the concierge's contact at 20:12", () => {
    const steps = tripTimeline({
      ...base,
      paidAt: "2026-11-28T19:40:00.000Z",
      preferencesFirstAt: "2026-11-28T20:08:00.000Z",
      preferencesLastAt: "2026-11-28T20:08:00.000Z",
      contactedAt: "2026-11-28T20:12:00.000Z",
    });
    expect(steps).toEqual([
      { key: "paid", at: "2026-11-28T19:40:00.000Z", done: true },
      { key: "preferences", at: "2026-11-28T20:08:00.000Z", done: true },
      { key: "contacted", at: "2026-11-28T20:12:00.000Z", done: true },
      { key: "itineraryBy", at: "2026-11-30T20:08:00.000Z", done: false },
    ]);
  });

  it("puts every step to come after every step done, soonest first", () => {
    const steps = tripTimeline({
      ...base,
      paidAt: PAID,
      preferencesFirstAt: "2030-03-01T10:30:00.000Z",
      preferencesLastAt: "2030-03-04T09:00:00.000Z",
    });
    expect(steps.map((step) => [step.key, step.done])).toEqual([
      ["paid", true],
      ["preferences", true],
      ["contactBy", false],
      ["itineraryBy", false],
    ]);
  });

  it("a cancelled trip shows what happened and its cancellation, and promises nothing", () => {
    const steps = tripTimeline({
      ...base,
      paidAt: PAID,
      preferencesFirstAt: "2030-03-01T12:00:00.000Z",
      preferencesLastAt: "2030-03-01T12:00:00.000Z",
      cancelledAt: "2030-03-01T14:30:00.000Z",
      refundedAt: "2030-03-01T14:31:05.000Z",
    });
    expect(steps).toEqual([
      { key: "paid", at: PAID, done: true },
      { key: "preferences", at: "2030-03-01T12:00:00.000Z", done: true },
      { key: "cancelled", at: "2030-03-01T14:30:00.000Z", done: true },
      { key: "refunded", at: "2030-03-01T14:31:05.000Z", done: true },
    ]);
  });

  it("a withdrawal is named as one, with its time; a declined request ends without a promise", () => {
    expect(tripTimeline({ ...base, paidAt: PAID, cancelledAt: "2030-03-05T08:00:00.000Z", withdrawn: true })).toEqual([
      { key: "paid", at: PAID, done: true },
      { key: "withdrawn", at: "2030-03-05T08:00:00.000Z", done: true },
    ]);
    expect(
      tripTimeline({ ...base, requiresPayment: false, cancelledAt: "2030-03-01T11:00:00.000Z" }).map((s) => s.key),
    ).toEqual(["requested", "cancelled"]);
  });

  it("itinerary sent: every step done, each with its time", () => {
    const steps = tripTimeline({
      ...base,
      paidAt: PAID,
      contactedAt: "2030-03-01T15:00:00.000Z",
      preferencesFirstAt: "2030-03-01T16:00:00.000Z",
      preferencesLastAt: "2030-03-01T16:00:00.000Z",
      itinerarySentAt: "2030-03-02T18:00:00.000Z",
    });
    expect(steps.map((step) => step.key)).toEqual(["paid", "contacted", "preferences", "itinerarySent"]);
    expect(steps.every((step) => step.done && step.at)).toBe(true);
  });
});

describe("when the full refund ended", () => {
  it("is the first move into a status where cancelling no longer refunds in full", () => {
    const history = [
      { toStatus: "pending" as const, createdAt: "2030-03-01T09:55:00.000Z" },
      { toStatus: "paid" as const, createdAt: PAID },
      { toStatus: "preferences_received" as const, createdAt: "2030-03-01T12:00:00.000Z" },
      { toStatus: "curating" as const, createdAt: "2030-03-01T20:00:00.000Z" },
      { toStatus: "booked" as const, createdAt: "2030-03-02T20:00:00.000Z" },
    ];
    expect(fullRefundEndedAt(history)).toBe("2030-03-01T20:00:00.000Z");
    expect(fullRefundEndedAt(history.slice(0, 3))).toBeNull();
  });

  it("is not a cancellation's", () => {
    expect(
      fullRefundEndedAt([
        { toStatus: "paid", createdAt: PAID },
        { toStatus: "cancelled", createdAt: "2030-03-01T12:00:00.000Z" },
      ]),
    ).toBeNull();
  });
});
