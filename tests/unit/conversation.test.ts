import { describe, expect, it } from "vitest";
import {
  checkBody,
  checkChange,
  linkify,
  messagingClosed,
  nextNoticeAt,
  waitedWords,
} from "~/features/conversation/conversation";
import { buildQueue } from "~/features/queue/staff-queue";

/** The conversation's rules, without a database. */

describe("a message's body", () => {
  it("keeps plain text up to 2,000 characters, line breaks as LF", () => {
    expect(checkBody("  Can we move Friday?\r\nThanks  ")).toEqual({ ok: true, body: "Can we move Friday?\nThanks" });
    expect(checkBody("é".repeat(2000))).toMatchObject({ ok: true });
  });
  it("refuses empty, 2,001 characters, control and bidirectional characters", () => {
    expect(checkBody("   ")).toEqual({ ok: false, problem: "empty" });
    expect(checkBody(undefined)).toEqual({ ok: false, problem: "empty" });
    expect(checkBody("a".repeat(2001))).toEqual({ ok: false, problem: "too-long" });
    expect(checkBody("abc\u202Edef")).toEqual({ ok: false, problem: "hidden-characters" });
    expect(checkBody("bell\u0007")).toEqual({ ok: false, problem: "hidden-characters" });
  });
});

describe("links in a body", () => {
  it("become link segments for http and https only, a trailing full stop left out", () => {
    expect(linkify("Menu: https://casa.example/menu. Or javascript:alert(1) http://x.example")).toEqual([
      { kind: "text", text: "Menu: " },
      { kind: "link", text: "https://casa.example/menu", href: "https://casa.example/menu" },
      { kind: "text", text: ". Or javascript:alert(1) " },
      { kind: "link", text: "http://x.example", href: "http://x.example/" },
    ]);
    expect(linkify("<script>x</script>")).toEqual([{ kind: "text", text: "<script>x</script>" }]);
  });
});

describe("a change request", () => {
  const trip = { reservations: 2, checkIn: "2026-12-10", checkOut: "2026-12-13" };
  const ask = (fields: Partial<Record<"meal" | "date" | "time" | "party", string>>) =>
    checkChange({ meal: null, date: null, time: null, party: null, ...fields }, trip);
  it("names one of the meals and at least one change", () => {
    expect(ask({ meal: "2", time: "21:30" })).toEqual({
      ok: true,
      change: { mealPosition: 2, newDate: null, newTime: "21:30", newPartySize: null },
    });
    expect(ask({ meal: "3", time: "21:30" })).toEqual({ ok: false, problem: "meal" });
    expect(ask({ meal: "1" })).toEqual({ ok: false, problem: "nothing" });
    expect(ask({ meal: "1", date: "2026-12-20" })).toEqual({ ok: false, problem: "date" });
    expect(ask({ meal: "1", time: "25:00" })).toEqual({ ok: false, problem: "time" });
    expect(ask({ meal: "1", party: "0" })).toEqual({ ok: false, problem: "party" });
  });
});

describe("when a trip takes messages", () => {
  const now = new Date("2027-02-01T12:00:00Z");
  it("never once cancelled, and up to 30 days after it was completed", () => {
    expect(messagingClosed({ status: "cancelled", completedAt: null, checkOut: "2027-01-30" }, now)).toBe("cancelled");
    expect(messagingClosed({ status: "booked", completedAt: null, checkOut: "2026-01-01" }, now)).toBeNull();
    expect(
      messagingClosed({ status: "completed", completedAt: "2027-01-05T00:00:00Z", checkOut: "x" }, now),
    ).toBeNull();
    expect(messagingClosed({ status: "completed", completedAt: "2026-12-31T00:00:00Z", checkOut: "x" }, now)).toBe(
      "over",
    );
  });
});

describe("the email window", () => {
  it("sends at once the first time, then not before 10 minutes after the last", () => {
    const now = new Date("2027-01-01T10:03:00Z");
    expect(nextNoticeAt(null, now)).toEqual(now);
    expect(nextNoticeAt("2027-01-01T10:00:00.000Z", now).toISOString()).toBe("2027-01-01T10:10:00.000Z");
    expect(nextNoticeAt("2027-01-01T09:00:00.000Z", now)).toEqual(now);
  });
});

describe("the queue's Mine tab", () => {
  it("puts bookings whose traveller waits for an answer first, the longest wait first", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const booking = (id: number, waitingSince: string | null) => ({
      id,
      status: "booked" as const,
      assignedStaffId: 7,
      history: [],
      contactedAt: null,
      firstMealAt: `2026-12-0${id}T20:00:00Z`,
      unread: waitingSince ? 1 : 0,
      waitingSince,
    });
    const rows = [
      booking(1, null),
      booking(2, "2026-12-01T11:50:00Z"),
      booking(3, null),
      booking(4, "2026-12-01T09:00:00Z"),
    ];
    expect(buildQueue(rows, "mine", 7, now).rows.map((row) => row.id)).toEqual([4, 2, 1, 3]);
    // The other tabs keep the order of the next promise.
    expect(buildQueue(rows, "all", 7, now).rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(waitedWords("2026-12-01T09:55:00Z", now)).toBe("2 h 5 min");
  });
});
