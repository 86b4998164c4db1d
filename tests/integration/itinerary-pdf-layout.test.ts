import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localToUtc } from "~/domain/local-time";
import { firstItinerary, type MealFacts, type TripFacts } from "~/features/itinerary/itinerary";
import { renderItineraryPdf } from "~/features/itinerary/pdf/render-pdf.server";

/**
 * The running header of the itinerary's pages of days ("Sobremesa" over "MADRID DINING
 * ITINERARY · FOR ALICE WALKER") stands clear of everything else on its page: its words cover
 * no other word, and the page's first line starts below it. The cover, with the masthead of its
 * own, has no running header. Read back with poppler, as a PDF viewer lays the words out, and
 * each page drawn to a picture, as it prints.
 */

const trip: TripFacts = {
  reference: "SBM-7KQ3-XD9",
  city: "Madrid",
  timeZone: "Europe/Madrid",
  checkIn: "2027-05-03",
  checkOut: "2027-05-13",
  traveller: "Alice Walker",
  rhythm: "Lunch runs 14:00 to 16:00; dinner rarely before 21:00.",
  language: "en",
};

const RUNNING_TITLE = "MADRID DINING ITINERARY · FOR ALICE WALKER";

const links = {
  tripUrl: "http://localhost:3000/trip/x",
  accessibleUrl: "http://localhost:3000/trip/x/itinerary",
  supportEmail: "help@sobremesa.example",
};

/** `count` meals, lunch and dinner on each day from check-in. */
function meals(count: number): MealFacts[] {
  return Array.from({ length: count }, (_, index) => {
    const position = index + 1;
    const localDate = `2027-05-${String(3 + Math.floor(index / 2)).padStart(2, "0")}`;
    const localTime = index % 2 === 0 ? "14:00" : "21:30";
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
      tableName: "Alice Walker",
      partySize: 2,
      confirmationCode: `CONF${position}`,
      dishTips: "Ask for the croquetas and the seasonal vegetables.",
      note: "",
    };
  });
}

type Box = { xMin: number; yMin: number; xMax: number; yMax: number };
type Word = Box & { text: string };
type Line = Box & { words: Word[]; text: string };

const number = (tag: string, name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)?.[1]);
const boxOf = (tag: string): Box => ({
  xMin: number(tag, "xMin"),
  yMin: number(tag, "yMin"),
  xMax: number(tag, "xMax"),
  yMax: number(tag, "yMax"),
});
const fromXml = (text: string) =>
  text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

/** Each page's lines of words with their boxes (points, y downwards), from pdftotext -bbox-layout. */
function linesOf(file: string): Line[][] {
  const xhtml = execFileSync("pdftotext", ["-bbox-layout", file, "-"], { encoding: "utf8" });
  return xhtml
    .split(/<page /)
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map(([, tag, inner]) => {
        const words = [...inner.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)].map(([, wordTag, text]) => ({
          ...boxOf(wordTag),
          text: fromXml(text),
        }));
        return { ...boxOf(tag), words, text: words.map((word) => word.text).join(" ") };
      }),
    );
}

// A hair of tolerance: boxes that only touch do not cover each other.
const overlaps = (a: Box, b: Box) =>
  a.xMin < b.xMax - 0.01 && b.xMin < a.xMax - 0.01 && a.yMin < b.yMax - 0.01 && b.yMin < a.yMax - 0.01;

async function renderToFiles(mealCount: number) {
  const dir = mkdtempSync(join(tmpdir(), "itinerary-layout-"));
  const file = join(dir, "itinerary.pdf");
  writeFileSync(file, await renderItineraryPdf(firstItinerary(trip, meals(mealCount)), links));
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pageCount = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  execFileSync("pdftoppm", ["-png", "-r", "50", file, join(dir, "page")]);
  const pictures = readdirSync(dir)
    .filter((name) => /^page-\d+\.png$/.test(name))
    .map((name) => join(dir, name));
  return { file, pageCount, pictures };
}

function expectHeaderClear(pages: Line[][]) {
  // The cover carries its own masthead and no running header over it.
  expect(pages[0].map((line) => line.text)).toContain("Sobremesa");
  expect(pages[0].map((line) => line.text)).not.toContain(RUNNING_TITLE);

  pages.slice(1).forEach((lines, index) => {
    const page = `page ${index + 2}`;
    const titles = lines.filter((line) => line.text === RUNNING_TITLE);
    expect(titles, `${page}: the running title once`).toHaveLength(1);
    const [title] = titles;
    const wordmark = lines.filter((line) => line.text === "Sobremesa" && line.yMin <= title.yMin);
    expect(wordmark, `${page}: the wordmark above the running title`).toHaveLength(1);

    const others = lines.filter((line) => line !== title).flatMap((line) => line.words);
    for (const word of title.words) {
      const covered = others.filter((other) => overlaps(word, other)).map((other) => other.text);
      expect(covered, `${page}: words under "${word.text}" of the running title`).toEqual([]);
    }

    const header = [title, wordmark[0]];
    const headerBottom = Math.max(...header.map((line) => line.yMax));
    const body = lines.filter((line) => !header.includes(line)).sort((a, b) => a.yMin - b.yMin);
    expect(body.length, `${page}: a body under the header`).toBeGreaterThan(0);
    // The body opens with the city's tip on the first page of days, with a day on the others.
    expect(body[0].text, `${page}: the body's first line`).toMatch(index === 0 ? /^Local rhythm$/ : /^Day \d+/);
    expect(body[0].yMin, `${page}: the body's first line starts below the header`).toBeGreaterThan(headerBottom);
  });
}

describe("the itinerary PDF's running header", () => {
  for (const mealCount of [1, 3, 10]) {
    it(`stands clear of the masthead and the body on every page of a ${mealCount}-meal itinerary`, async () => {
      const { file, pageCount, pictures } = await renderToFiles(mealCount);
      expect(pageCount).toBeGreaterThanOrEqual(mealCount === 10 ? 3 : 2);
      // Every page draws: one picture per page, none empty.
      expect(pictures).toHaveLength(pageCount);
      for (const picture of pictures) expect(statSync(picture).size).toBeGreaterThan(1000);

      const pages = linesOf(file);
      expect(pages).toHaveLength(pageCount);
      expectHeaderClear(pages);
    }, 60_000);
  }
});
