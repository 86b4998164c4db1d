import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localToUtc } from "~/domain/local-time";
import { firstItinerary, type MealFacts, type TripFacts } from "~/features/itinerary/itinerary";
import { renderItineraryPdf } from "~/features/itinerary/pdf/render-pdf.server";

/**
 * The itinerary PDF fills its pages (several short days on a page) and never
 * splits a day across two pages; the city's "Local rhythm" tip is printed once. Read back as a
 * traveller's PDF viewer would, page by page, with pdftotext.
 */

const trip: TripFacts = {
  reference: "SBM-7KQ3-XD9",
  city: "Madrid",
  timeZone: "Europe/Madrid",
  checkIn: "2027-05-03",
  checkOut: "2027-05-09",
  traveller: "Ana Traveller",
  rhythm: "Lunch runs 14:00 to 16:00; dinner rarely before 21:00.",
  language: "en",
};

function meal(position: number, localDate: string, localTime: string): MealFacts {
  return {
    id: 100 + position,
    position,
    localDate,
    localTime,
    timeZone: trip.timeZone,
    startsAt: (localToUtc(localDate, localTime, trip.timeZone) as Date).toISOString(),
    restaurant: `Casa Numero${position}`,
    address: `Calle Mayor ${position}, Madrid`,
    mapsUrl: `https://maps.google.com/?q=casa${position}`,
    tableName: "Ana Traveller",
    partySize: 2,
    confirmationCode: `CONF${position}`,
    dishTips: "Ask for the croquetas and the seasonal vegetables.",
    note: "",
  };
}

const links = {
  tripUrl: "http://localhost:3000/trip/x",
  accessibleUrl: "http://localhost:3000/trip/x/itinerary",
  supportEmail: "help@sobremesa.example",
};

/** The text of each page of the PDF, as pdftotext reads it (pages counted by pdfinfo). */
function pagesOf(pdf: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), "itinerary-pages-")), "itinerary.pdf");
  writeFileSync(file, pdf);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  return Array.from({ length: count }, (_, i) =>
    execFileSync("pdftotext", ["-f", String(i + 1), "-l", String(i + 1), "-layout", file, "-"], {
      encoding: "utf8",
    }),
  );
}

/** Every day's title and its meals' restaurants and codes are on one page, and only one. */
function expectDaysWhole(pages: string[], days: Array<{ number: number; meals: number[] }>) {
  for (const day of days) {
    const holding = pages
      .map((text, index) => ({ text, index }))
      .filter(({ text }) => new RegExp(`Day ${day.number}(?!\\d)`).test(text));
    expect(
      holding.map(({ index }) => index + 1),
      `Day ${day.number} on one page`,
    ).toHaveLength(1);
    const page = holding[0];
    expect(page.index, "days follow the cover").toBeGreaterThan(0);
    for (const position of day.meals) {
      // Whole words: "Casa Numero1" is not a piece of "Casa Numero10".
      for (const piece of [`Casa Numero${position}`, `CONF${position}`, `Calle Mayor ${position},`]) {
        const word = new RegExp(`${piece}(?!\\d)`);
        expect(page.text, `${piece} with Day ${day.number}`).toMatch(word);
        const elsewhere = pages.filter((text, index) => index !== page.index && index > 0 && word.test(text));
        expect(elsewhere, `${piece} only on Day ${day.number}'s page`).toEqual([]);
      }
    }
  }
}

const tipCount = (pages: string[]) => pages.join("\n").split("Local rhythm").length - 1;

describe("the itinerary PDF's pages", () => {
  it("puts a 3-meal trip (three short days) on one page after the cover, the tip once", async () => {
    const document = firstItinerary(trip, [
      meal(1, "2027-05-03", "21:30"),
      meal(2, "2027-05-04", "14:00"),
      meal(3, "2027-05-05", "21:00"),
    ]);
    const pages = pagesOf(await renderItineraryPdf(document, links));
    expect(pages).toHaveLength(2);
    expectDaysWhole(pages, [
      { number: 1, meals: [1] },
      { number: 2, meals: [2] },
      { number: 3, meals: [3] },
    ]);
    expect(tipCount(pages)).toBe(1);
    expect(pages[1]).toContain("Local rhythm");
  }, 60_000);

  it("fills the pages of a 10-meal trip (two meals a day) without splitting a day, the tip once", async () => {
    const dates = ["2027-05-03", "2027-05-04", "2027-05-05", "2027-05-06", "2027-05-07"];
    const meals = dates.flatMap((date, index) => [
      meal(index * 2 + 1, date, "14:00"),
      meal(index * 2 + 2, date, "21:30"),
    ]);
    const pages = pagesOf(await renderItineraryPdf(firstItinerary(trip, meals), links));
    // The cover, then five days two to a page at least: never a page per day (six pages).
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.length).toBeLessThanOrEqual(4);
    expectDaysWhole(
      pages,
      dates.map((_, index) => ({ number: index + 1, meals: [index * 2 + 1, index * 2 + 2] })),
    );
    expect(tipCount(pages)).toBe(1);
    // No day page is left mostly empty: each but the last holds two days.
    const dayPages = pages.slice(1);
    for (const text of dayPages.slice(0, -1)) expect(text.match(/Day \d+/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
