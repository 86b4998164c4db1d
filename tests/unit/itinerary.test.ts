import ical, { type VEvent } from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import { localDateAt, localToUtc } from "~/domain/local-time";
import { mealCalendar, tripCalendar } from "~/features/itinerary/calendar.server";
import {
  cancelItinerary,
  changeLines,
  daysOf,
  firstItinerary,
  itineraryFileName,
  type MealFacts,
  mealFileName,
  reviseItinerary,
  type TripFacts,
} from "~/features/itinerary/itinerary";
import { changeWordsFor, type ItineraryWords, itineraryWords, loadAllLanguages } from "~/i18n/i18n.server";

/** The itinerary document (versions, sequences, days) and the calendar files drawn from it. */

const trip: TripFacts = {
  reference: "SBM-TEST01",
  city: "São Paulo",
  timeZone: "America/Sao_Paulo",
  checkIn: "2027-01-14",
  checkOut: "2027-01-16",
  traveller: "Inês Ñúñez",
  rhythm: "Lunch runs 12:00 to 14:30 and dinner starts around 19:30.",
};

function meal(position: number, localDate: string, localTime: string, extra: Partial<MealFacts> = {}): MealFacts {
  const timeZone = extra.timeZone ?? "Europe/Madrid";
  return {
    id: 40 + position,
    position,
    localDate,
    localTime,
    timeZone,
    startsAt: (localToUtc(localDate, localTime, timeZone) as Date).toISOString(),
    restaurant: `Restaurante ${position}`,
    address: `Calle ${position}, Madrid`,
    mapsUrl: `https://maps.google.com/?q=r${position}`,
    tableName: "Inês Ñúñez",
    partySize: 2,
    confirmationCode: `C-${position}`,
    dishTips: "Croquetas de jamón",
    note: "",
    ...extra,
  };
}

const events = (ics: string) =>
  Object.values(ical.sync.parseICS(ics)).filter((entry): entry is VEvent => entry?.type === "VEVENT");

describe("the itinerary document", () => {
  beforeAll(async () => {
    await loadAllLanguages();
  });
  it("orders the meals by when they happen and groups them by day of the stay", () => {
    const doc = firstItinerary(trip, [
      meal(1, "2027-01-16", "21:00"),
      meal(2, "2027-01-14", "21:30"),
      meal(3, "2027-01-14", "13:30"),
    ]);
    expect(doc.meals.map((m) => m.position)).toEqual([3, 2, 1]);
    expect(daysOf(doc).map((d) => [d.date, d.dayNumber, d.meals.map((m) => m.localTime)])).toEqual([
      ["2027-01-14", 1, ["13:30", "21:30"]],
      ["2027-01-16", 3, ["21:00"]],
    ]);
    expect(doc.meals.every((m) => m.sequence === 0)).toBe(true);
  });

  it("raises the sequence only of the meals that changed, and says what changed", () => {
    const sent = firstItinerary(trip, [meal(1, "2027-01-14", "21:00"), meal(2, "2027-01-15", "14:00")]);
    const { document, changes } = reviseItinerary(sent, trip, [
      meal(1, "2027-01-14", "21:30"),
      meal(2, "2027-01-15", "14:00"),
    ]);
    expect(document.version).toBe(2);
    expect(document.meals.find((m) => m.position === 1)?.sequence).toBe(1);
    expect(document.meals.find((m) => m.position === 2)?.sequence).toBe(0);
    expect(changeLines(changes, changeWordsFor("en"))).toEqual(["Meal 1, Restaurante 1: time 21:30 (was 21:00)"]);
    expect(changeLines(changes, changeWordsFor("es"))).toEqual([
      "Reserva 1, Restaurante 1: hora: 21:30 (antes: 21:00)",
    ]);
    expect(changeLines(changes, changeWordsFor("fr"))).toEqual([
      "Repas 1, Restaurante 1\u202f: heure\u202f: 21:30 (avant\u202f: 21:00)",
    ]);
    expect(
      reviseItinerary(document, trip, [meal(1, "2027-01-14", "21:30"), meal(2, "2027-01-15", "14:00")]).changes,
    ).toEqual([]);
  });

  it("withdraws a cancelled trip's meals under the same ids, one sequence higher", () => {
    const sent = firstItinerary(trip, [meal(1, "2027-01-14", "21:00")]);
    const cancelled = cancelItinerary(sent);
    expect(cancelled).toMatchObject({ status: "cancelled", version: 2 });
    expect(cancelled.meals[0]).toMatchObject({ id: 41, sequence: 1 });
    expect(cancelItinerary(cancelled)).toBe(cancelled);
  });

  it("names files in ASCII from the city and the dates", () => {
    expect(itineraryFileName(trip, "pdf")).toBe("sobremesa-sao-paulo-2027-01-14-to-2027-01-16.pdf");
    expect(mealFileName({ city: "Medellín" }, 2)).toBe("sobremesa-medellin-meal-2.ics");
  });

  it("knows the local date in the city, not in UTC", () => {
    // 02:30 UTC on 17 January is still the 16th in São Paulo (UTC−3) and already the 17th in Madrid.
    const at = new Date("2027-01-17T02:30:00Z");
    expect(localDateAt(at, "America/Sao_Paulo")).toBe("2027-01-16");
    expect(localDateAt(at, "Europe/Madrid")).toBe("2027-01-17");
  });
});

describe("the calendar files", () => {
  const host = "sobremesa.example";
  let words: ItineraryWords;
  beforeAll(async () => {
    await loadAllLanguages();
    words = itineraryWords("en");
  });

  it("writes a Madrid dinner at 21:30 as 20:30Z in winter and 19:30Z in summer, for two hours", () => {
    const doc = firstItinerary(trip, [meal(1, "2027-01-14", "21:30"), meal(2, "2027-07-14", "21:30")]);
    const parsed = events(tripCalendar(doc, host, words));
    expect(parsed.map((e) => e.start.toISOString())).toEqual(["2027-01-14T20:30:00.000Z", "2027-07-14T19:30:00.000Z"]);
    expect(parsed.map((e) => (e.end?.getTime() ?? 0) - e.start.getTime())).toEqual([7_200_000, 7_200_000]);
  });

  it("publishes each meal with a stable UID, its sequence, address, map link, code and tip, and never a trip link", () => {
    const doc = firstItinerary(trip, [meal(1, "2027-01-14", "13:30"), meal(2, "2027-01-14", "21:30")]);
    const ics = tripCalendar(doc, host, words);
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).not.toMatch(/\/trip\//);
    const [lunch, dinner] = events(ics);
    expect(lunch).toMatchObject({
      uid: "meal-41@sobremesa.example",
      summary: "Lunch at Restaurante 1",
      location: "Calle 1, Madrid",
      status: "CONFIRMED",
    });
    expect(String(lunch.sequence)).toBe("0");
    expect(String(lunch.url)).toBe("https://maps.google.com/?q=r1");
    expect(lunch.description).toContain("Confirmation code: C-1.");
    expect(lunch.description).toContain("Dish tips: Croquetas de jamón");
    expect(dinner.uid).toBe("meal-42@sobremesa.example");

    const revised = reviseItinerary(doc, trip, [
      meal(1, "2027-01-14", "14:00"),
      meal(2, "2027-01-14", "21:30"),
    ]).document;
    const again = events(tripCalendar(revised, host, words));
    expect(again.map((e) => [e.uid, String(e.sequence)])).toEqual([
      ["meal-41@sobremesa.example", "1"],
      ["meal-42@sobremesa.example", "0"],
    ]);
    expect(again[0].start.toISOString()).toBe("2027-01-14T13:00:00.000Z");
  });

  it("marks every event CANCELLED under the same UIDs when the trip is cancelled, and serves one meal alone", () => {
    const doc = firstItinerary(trip, [meal(1, "2027-01-14", "13:30"), meal(2, "2027-01-14", "21:30")]);
    const cancelled = events(tripCalendar(cancelItinerary(doc), host, words));
    expect(cancelled.map((e) => [e.uid, e.status, String(e.sequence)])).toEqual([
      ["meal-41@sobremesa.example", "CANCELLED", "1"],
      ["meal-42@sobremesa.example", "CANCELLED", "1"],
    ]);
    const one = events(mealCalendar(doc, 2, host, words) ?? "");
    expect(one.map((e) => e.uid)).toEqual(["meal-42@sobremesa.example"]);
    expect(mealCalendar(doc, 3, host, words)).toBeNull();
  });

  it("speaks the trip's language: a Spanish dinner is a 'Cena', a French one a 'Dîner'", () => {
    const doc = firstItinerary(trip, [meal(1, "2027-01-14", "21:30")]);
    const [spanish] = events(tripCalendar(doc, host, itineraryWords("es")));
    expect(spanish.summary).toBe("Cena en Restaurante 1");
    expect(spanish.description).toContain("Código de confirmación: C-1.");
    const [french] = events(tripCalendar(doc, host, itineraryWords("fr")));
    expect(french.summary).toBe("Dîner chez Restaurante 1");
  });
});
