import { describe, expect, test } from "vitest";
import { isLocalTime, localToUtc } from "~/domain/local-time";

describe("a meal's local time to the UTC instant", () => {
  test("a 21:30 dinner in Madrid is 20:30Z in winter and 19:30Z in summer", () => {
    expect(localToUtc("2026-12-10", "21:30", "Europe/Madrid")?.toISOString()).toBe("2026-12-10T20:30:00.000Z");
    expect(localToUtc("2026-07-10", "21:30", "Europe/Madrid")?.toISOString()).toBe("2026-07-10T19:30:00.000Z");
  });

  test("zones behind and ahead of UTC cross the date line the right way", () => {
    expect(localToUtc("2026-12-10", "20:00", "America/Lima")?.toISOString()).toBe("2026-12-11T01:00:00.000Z");
    expect(localToUtc("2026-12-10", "20:00", "Asia/Makassar")?.toISOString()).toBe("2026-12-10T12:00:00.000Z");
  });

  test("the hour skipped when clocks go forward does not exist", () => {
    expect(localToUtc("2026-03-29", "02:30", "Europe/Madrid")).toBeNull();
  });

  test("the hour that happens twice when clocks go back is its first occurrence", () => {
    expect(localToUtc("2026-10-25", "02:30", "Europe/Madrid")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(localToUtc("2026-11-01", "00:30", "America/Havana")?.toISOString()).toBe("2026-11-01T04:30:00.000Z");
  });

  test("malformed dates and times are refused", () => {
    expect(localToUtc("2026-13-01", "20:00", "Europe/Madrid")).toBeNull();
    expect(localToUtc("2026-02-30", "20:00", "Europe/Madrid")).toBeNull();
    expect(localToUtc("2026-12-10", "24:00", "Europe/Madrid")).toBeNull();
    expect(isLocalTime("9:30")).toBe(false);
    expect(isLocalTime("09:30")).toBe(true);
  });
});
