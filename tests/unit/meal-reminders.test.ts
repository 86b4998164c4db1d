import { describe, expect, it } from "vitest";
import { localToUtc } from "~/domain/local-time";
import { reminderDayWords } from "~/features/reminders-and-ratings/mail/meal";
import {
  averageRating,
  feedbackDueAt,
  isRating,
  reminderDay,
  reminderDueAt,
} from "~/features/reminders-and-ratings/meal-reminders";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import { LANGUAGES } from "~/i18n/languages";

const MADRID = "Europe/Madrid";
const meal = (localDate: string, localTime: string, timeZone = MADRID) => ({
  localDate,
  timeZone,
  startsAt: (localToUtc(localDate, localTime, timeZone) as Date).toISOString(),
});
const at = (iso: string) => new Date(iso);

describe("the reminder is due the day before at 10:00 in the city's zone", () => {
  it("a dinner tomorrow at 21:00 in Madrid booked days ahead: 10:00 Madrid today", () => {
    // 2026-11-27 21:00 Madrid (UTC+1); due 2026-11-26 10:00 Madrid = 09:00 UTC.
    expect(reminderDueAt(meal("2026-11-27", "21:00"), at("2026-11-20T12:00:00Z"))?.toISOString()).toBe(
      "2026-11-26T09:00:00.000Z",
    );
  });

  it("booked after 10:00 the day before: at once; never after the meal began", () => {
    const dinner = meal("2026-11-27", "21:00");
    const late = at("2026-11-26T15:00:00Z");
    expect(reminderDueAt(dinner, late)?.toISOString()).toBe(late.toISOString());
    expect(reminderDueAt(dinner, at("2026-11-27T20:00:00Z"))).toBeNull();
    expect(reminderDueAt(dinner, at("2026-11-27T21:00:00Z"))).toBeNull();
  });

  it("the summer offset in summer: 10:00 Madrid is 08:00 UTC", () => {
    expect(reminderDueAt(meal("2026-07-15", "14:00"), at("2026-07-01T00:00:00Z"))?.toISOString()).toBe(
      "2026-07-14T08:00:00.000Z",
    );
  });

  it("across the spring change (29 March 2026): the eve is winter time, the meal summer time", () => {
    // Meal on 30 March; reminder 29 March 10:00 Madrid, after the 02:00 jump: UTC+2.
    expect(reminderDueAt(meal("2026-03-30", "21:00"), at("2026-03-01T00:00:00Z"))?.toISOString()).toBe(
      "2026-03-29T08:00:00.000Z",
    );
    // Meal on 29 March; reminder 28 March 10:00, still UTC+1.
    expect(reminderDueAt(meal("2026-03-29", "21:00"), at("2026-03-01T00:00:00Z"))?.toISOString()).toBe(
      "2026-03-28T09:00:00.000Z",
    );
  });

  it("across the autumn change (25 October 2026): 10:00 on the day of the change is UTC+1", () => {
    expect(reminderDueAt(meal("2026-10-26", "13:30"), at("2026-10-01T00:00:00Z"))?.toISOString()).toBe(
      "2026-10-25T09:00:00.000Z",
    );
  });

  it("a New Year's Day lunch is reminded on 31 December of the year before", () => {
    expect(reminderDueAt(meal("2027-01-01", "14:00"), at("2026-12-01T00:00:00Z"))?.toISOString()).toBe(
      "2026-12-31T09:00:00.000Z",
    );
  });

  it("another city's zone: New York dinner, reminder 10:00 New York", () => {
    expect(
      reminderDueAt(meal("2026-11-27", "19:00", "America/New_York"), at("2026-11-01T00:00:00Z"))?.toISOString(),
    ).toBe("2026-11-26T15:00:00.000Z");
  });
});

describe("the day a reminder names: the meal's date against the sending instant's date in the city", () => {
  it("23:30 in Madrid the evening before: tomorrow", () => {
    // 23:30 Madrid (UTC+1) on 26 November is 22:30 UTC.
    expect(reminderDay("2026-11-27", at("2026-11-26T22:30:00Z"), MADRID)).toBe("tomorrow");
  });

  it("00:30 in Madrid on the meal's day: today, though UTC is still the day before", () => {
    // 00:30 Madrid on 27 November is 23:30 UTC on the 26th.
    expect(reminderDay("2026-11-27", at("2026-11-26T23:30:00Z"), MADRID)).toBe("today");
    // In summer (UTC+2) 01:30 Madrid is 23:30 UTC the day before.
    expect(reminderDay("2026-07-15", at("2026-07-14T23:30:00Z"), MADRID)).toBe("today");
  });

  it("the day the clocks go forward (29 March 2026) in Madrid", () => {
    // 23:30 on the 28th is still winter time (22:30 UTC); 00:30 on the 29th is 23:30 UTC.
    expect(reminderDay("2026-03-29", at("2026-03-28T22:30:00Z"), MADRID)).toBe("tomorrow");
    expect(reminderDay("2026-03-29", at("2026-03-28T23:30:00Z"), MADRID)).toBe("today");
    // 23:30 on the 29th is summer time (21:30 UTC): the 30th is tomorrow.
    expect(reminderDay("2026-03-30", at("2026-03-29T21:30:00Z"), MADRID)).toBe("tomorrow");
    expect(reminderDay("2026-03-29", at("2026-03-29T21:30:00Z"), MADRID)).toBe("today");
  });

  it("31 December to 1 January", () => {
    expect(reminderDay("2027-01-01", at("2026-12-31T22:30:00Z"), MADRID)).toBe("tomorrow");
    expect(reminderDay("2027-01-01", at("2026-12-31T23:30:00Z"), MADRID)).toBe("today");
  });

  it("a meal two days ahead is named by its date", () => {
    expect(reminderDay("2026-11-29", at("2026-11-27T09:00:00Z"), MADRID)).toEqual({ date: "2026-11-29" });
  });
});

describe("the day's words in each language", () => {
  it("today, tomorrow, or the date written out", async () => {
    await loadAllLanguages();
    const days = ["today", "tomorrow", { date: "2026-12-11" }] as const;
    const words = LANGUAGES.map((language) => [
      language,
      days.map((day) => reminderDayWords(day, { language, t: fixedT(language, "mail") })),
    ]);
    expect(Object.fromEntries(words)).toEqual({
      en: ["Today", "Tomorrow", "On Friday 11 December"],
      es: ["Hoy", "Mañana", "El viernes 11 de diciembre"],
      fr: ["Aujourd'hui", "Demain", "Le vendredi 11 décembre"],
    });
  });
});

describe("how was it is due the morning after at 10:00 local", () => {
  it("a dinner on 31 December asks on 1 January at 10:00 Madrid", () => {
    expect(feedbackDueAt(meal("2026-12-31", "21:00"), at("2026-12-01T00:00:00Z"))?.toISOString()).toBe(
      "2027-01-01T09:00:00.000Z",
    );
  });

  it("on the day the clocks go back, 10:00 is after the change", () => {
    expect(feedbackDueAt(meal("2026-10-24", "21:00"), at("2026-10-01T00:00:00Z"))?.toISOString()).toBe(
      "2026-10-25T09:00:00.000Z",
    );
  });

  it("recorded after the morning after: at once within a week, never after", () => {
    const dinner = meal("2026-11-20", "21:00");
    expect(feedbackDueAt(dinner, at("2026-11-23T12:00:00Z"))?.toISOString()).toBe("2026-11-23T12:00:00.000Z");
    expect(feedbackDueAt(dinner, at("2026-12-10T12:00:00Z"))).toBeNull();
  });
});

describe("ratings", () => {
  it("are whole numbers 1..5, averaged to one decimal", () => {
    expect([0, 1, 5, 6, 4.5, "4"].map(isRating)).toEqual([false, true, true, false, false, false]);
    expect(averageRating([4, 5, 5])).toBe(4.7);
    expect(averageRating([])).toBeNull();
  });
});
