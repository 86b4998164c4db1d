import { describe, expect, it } from "vitest";
import { formatInCity, formatStayDate } from "~/domain/city-dining";
import { dateFormat, isKnownTimeZone } from "~/domain/date-formats";
import { formatSubmitted } from "~/features/creators/creator-stats";
import { shownItinerary } from "~/features/itinerary/itinerary-shown";
import { formatCalendarRange } from "~/i18n/languages";

/**
 * The formatters the trip page and the dashboard reuse: one per locale, zone and
 * options, so a page of dozens of dates makes none of them again, and each date reads as before.
 */
describe("reused date formatters", () => {
  it("hands back the same formatter for the same locale and options, another for another zone or locale", () => {
    const madrid = dateFormat("es-ES", { dateStyle: "long", timeZone: "Europe/Madrid" });
    expect(dateFormat("es-ES", { dateStyle: "long", timeZone: "Europe/Madrid" })).toBe(madrid);
    expect(dateFormat("es-ES", { dateStyle: "long", timeZone: "America/Lima" })).not.toBe(madrid);
    expect(dateFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Madrid" })).not.toBe(madrid);
  });

  it("writes each zone's own time with a reused formatter, one city after another", () => {
    const at = "2037-12-10T20:30:00.000Z";
    expect(formatInCity(at, "Europe/Madrid", "en")).toBe("Thu, 10 Dec 2037, 21:30 CET");
    expect(formatInCity(at, "America/Lima", "en")).toMatch(/15:30/);
    expect(formatInCity(at, "Europe/Madrid", "en")).toBe("Thu, 10 Dec 2037, 21:30 CET");
    expect(formatStayDate("2037-12-10", "fr")).toBe("jeu. 10 déc. 2037");
    expect(formatStayDate("2037-12-10", "en")).toBe("Thu, 10 Dec 2037");
    expect(formatStayDate("2037-12-10", "fr")).toBe("jeu. 10 déc. 2037");
    expect(formatSubmitted("2026-03-12T10:00:00.000Z", "es-ES")).toBe("12 mar 2026");
    expect(formatSubmitted("not a date", "es-ES", "Desconocida")).toBe("Desconocida");
  });

  it("tells a real time zone from a made-up one, and the itinerary shows a made-up one as UTC", () => {
    expect(isKnownTimeZone("Europe/Lisbon")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
    const shown = shownItinerary({ timeZone: "Mars/Olympus_Mons", meals: [] });
    expect(shown.timeZone).toBe("UTC");
  });
});

describe("a stay's dates as a range", () => {
  it("writes the dash's spaces as a browser's Intl does, so the dashboard hydrates what the server wrote", () => {
    expect(formatCalendarRange("2030-03-10", "2030-03-14", "en")).toBe("10 – 14 Mar");
    expect(formatCalendarRange("2030-04-30", "2030-05-02", "en")).toBe("30 Apr – 2 May");
    for (const language of ["en", "es", "fr"] as const) {
      expect(formatCalendarRange("2030-03-10", "2030-03-14", language)).not.toMatch(/[\u2009\u202f]/);
    }
  });
});
