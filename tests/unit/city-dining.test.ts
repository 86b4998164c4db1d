import { describe, expect, it } from "vitest";
import { CITIES, CITY_GROUPS } from "~/domain/cities";
import {
  CONCIERGE_TIME_ZONE,
  cuisineSuggestions,
  formatInCity,
  formatStayDate,
  timeZoneOf,
} from "~/domain/city-dining";

describe("city time zones and suggestions", () => {
  it("gives every catalogue city a real IANA time zone", () => {
    for (const city of CITIES) {
      const zone = timeZoneOf(city.name);
      expect(() => new Intl.DateTimeFormat("en-GB", { timeZone: zone }), city.name).not.toThrow();
      expect(zone === CONCIERGE_TIME_ZONE || !city.value.startsWith("ES|"), city.name).toBe(true);
    }
    expect(timeZoneOf("Tokyo")).toBe("Asia/Tokyo");
    expect(timeZoneOf("Other")).toBe(CONCIERGE_TIME_ZONE);
  });

  it("shows a moment in the city's local time, with its zone", () => {
    expect(formatInCity("2026-07-01T10:00:00.000Z", "Europe/Madrid")).toBe("Wed, 1 Jul 2026, 12:00 CEST");
    expect(formatInCity("2026-07-01T10:00:00.000Z", "Asia/Tokyo")).toBe("Wed, 1 Jul 2026, 19:00 GMT+9");
    expect(formatStayDate("2026-12-05")).toBe("Sat, 5 Dec 2026");
  });

  it("suggests cuisines for every region, without repeats", () => {
    for (const group of CITY_GROUPS) {
      const list = cuisineSuggestions(group.region);
      expect(list.length).toBeGreaterThan(3);
      expect(new Set(list).size).toBe(list.length);
    }
    expect(cuisineSuggestions("OTHER").length).toBeGreaterThan(3);
  });
});
