import { describe, expect, it } from "vitest";
import { promiseWords, span } from "~/features/queue/queue-words";

/** The queue's promise line: the due time in the desk's zone, how long is left, and "overdue" in words. */
describe("the queue's words", () => {
  const HOUR = 60 * 60 * 1000;

  it("says how long is left in whole units, rounded down", () => {
    expect(span(40 * 60 * 1000)).toBe("40 min");
    expect(span(20 * 1000)).toBe("1 min");
    expect(span(5.9 * HOUR)).toBe("5 h");
    expect(span(47 * HOUR)).toBe("47 h");
    expect(span(-6.2 * HOUR)).toBe("6 h");
    expect(span(80 * HOUR)).toBe("3 days");
  });

  it("names the promise, its due time in the desk's zone and the time left, or that it is overdue", () => {
    expect(
      promiseWords(
        { kind: "contact", dueAt: "2026-11-27T14:00:00.000Z", overdue: false, leftMs: 5.5 * HOUR },
        "Europe/Madrid",
        "Europe/Madrid",
      ),
    ).toBe("Contact by 27 Nov 2026, 15:00 CET · 5 h left");
    expect(
      promiseWords(
        { kind: "itinerary", dueAt: "2026-11-03T08:05:00.000Z", overdue: true, leftMs: -6 * HOUR },
        "America/New_York",
        "Europe/Madrid",
      ),
    ).toBe("Itinerary by 3 Nov 2026, 03:05 EST · overdue by 6 h");
    expect(
      promiseWords(
        { kind: "first_meal", dueAt: "2030-03-09T23:00:00.000Z", overdue: false, leftMs: 100 * 24 * HOUR },
        "Europe/Madrid",
        "Europe/Madrid",
      ),
    ).toBe("First meal 10 Mar 2030 · 100 days left");
    expect(promiseWords(null, "Europe/Madrid", "Europe/Madrid")).toBe("Nothing due");
  });

  it("names the first meal's day as the trip's city has it, not UTC's", () => {
    const tableAt = (dueAt: string, cityZone: string) =>
      promiseWords({ kind: "first_meal", dueAt, overdue: false, leftMs: 3 * 24 * HOUR }, "UTC", cityZone);
    // 00:30 on the 11th in Madrid is still the 10th in UTC.
    expect(tableAt("2030-03-10T23:30:00.000Z", "Europe/Madrid")).toBe("First meal 11 Mar 2030 · 3 days left");
    // 21:00 on the 10th in New York is already the 11th in UTC.
    expect(tableAt("2030-03-11T01:00:00.000Z", "America/New_York")).toBe("First meal 10 Mar 2030 · 3 days left");
  });
});
