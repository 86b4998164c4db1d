import { describe, expect, it } from "vitest";
import { DEFAULT_DESK_TIME_ZONE, formatDeskTime, isDeskTimeZone } from "~/domain/desk-time";

/** How the admin screens write a moment: in a zone, with the zone named (decision 0067). */
describe("a desk time", () => {
  it("follows Madrid's clocks going back on 25 October 2026, naming summer and winter time", () => {
    // 02:30 happens twice that night: first in summer time (CEST), then an hour later in winter time (CET).
    expect(formatDeskTime("2026-10-25T00:30:00.000Z", "Europe/Madrid")).toBe("25 Oct 2026, 02:30 CEST");
    expect(formatDeskTime("2026-10-25T01:30:00.000Z", "Europe/Madrid")).toBe("25 Oct 2026, 02:30 CET");
    expect(formatDeskTime("2026-10-24T22:59:00.000Z", "Europe/Madrid")).toBe("25 Oct 2026, 00:59 CEST");
  });

  it("moves 31 December into the new year where the zone is ahead, and keeps it where it is behind", () => {
    expect(formatDeskTime("2026-12-31T23:30:00.000Z", "Europe/Madrid")).toBe("1 Jan 2027, 00:30 CET");
    expect(formatDeskTime("2027-01-01T03:30:00.000Z", "America/New_York")).toBe("31 Dec 2026, 22:30 EST");
    expect(formatDeskTime("2026-12-31T23:30:00.000Z", "UTC")).toBe("31 Dec 2026, 23:30 UTC");
  });

  it("names a city's zone as people write it, or by its offset where it has no short name", () => {
    expect(formatDeskTime("2026-12-05T21:30:00.000Z", "Europe/Lisbon")).toBe("5 Dec 2026, 21:30 WET");
    expect(formatDeskTime("2026-12-05T21:30:00.000Z", "Asia/Tokyo")).toBe("6 Dec 2026, 06:30 GMT+9");
  });

  it("offers the runtime's zones, Madrid first of all, and refuses anything else", () => {
    expect(DEFAULT_DESK_TIME_ZONE).toBe("Europe/Madrid");
    expect(isDeskTimeZone("America/New_York")).toBe(true);
    expect(isDeskTimeZone("UTC")).toBe(true);
    expect(isDeskTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isDeskTimeZone("europe/madrid")).toBe(false);
    expect(isDeskTimeZone("")).toBe(false);
  });
});
