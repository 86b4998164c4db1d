#!/usr/bin/env node
// @ts-check
/**
 * Renders the landing page's sample itinerary (public/images/itinerary-madrid-*.{avif,webp}) with
 * the app's own itinerary renderer, so the sample is what a traveller receives: the same PDF,
 * its QR codes and its two pages (the cover and one day of two meals), of the sample Madrid trip
 * in scripts/itinerary/sample.ts. English, and Spanish and French as -es and -fr files.
 *
 * Each PDF page is rasterised by pdftoppm (Debian's poppler-utils) and encoded by sharp at the
 * two widths the gallery's srcset offers. The outputs are committed, so neither the build nor
 * the landing page renders anything: re-run this after changing the itinerary's layout or words.
 *
 *   node scripts/make-gallery-images.mjs        (all three languages)
 *   node scripts/make-gallery-images.mjs es     (one)
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { loadItineraryModules } from "./itinerary/load.mjs";

const WIDTHS = [480, 960];
/** One day of lunch and dinner: the PDF's cover and that day's page. */
const MEALS = 2;
/** New names for new pictures: a browser that cached the old ones long-term asks for these afresh. */
const FILES = ["itinerary-madrid-page-1", "itinerary-madrid-page-2"];
const OUT_DIR = resolve(import.meta.dirname, "../public/images");

mkdirSync(OUT_DIR, { recursive: true });
const work = mkdtempSync(join(tmpdir(), "gallery-"));
const app = await loadItineraryModules();
try {
  const only = process.argv[2]; // e.g. "es": one language's pages only
  const languages = /** @type {const} */ (["en", "es", "fr"]).filter((language) => !only || language === only);
  for (const language of languages) {
    const pdf = await app.renderItineraryPdf(app.sampleItinerary(MEALS, language), app.SAMPLE_LINKS);
    const file = join(work, `${language}.pdf`);
    writeFileSync(file, pdf);
    const prefix = join(work, language);
    execFileSync("pdftoppm", ["-png", "-scale-to-x", String(Math.max(...WIDTHS)), "-scale-to-y", "-1", file, prefix]);
    const pages = FILES.map((_, index) => `${prefix}-${index + 1}.png`);
    if (!existsSync(pages[1]) || existsSync(`${prefix}-3.png`))
      throw new Error(`The ${language} sample is not two pages`);
    for (const [index, page] of pages.entries()) {
      const png = readFileSync(page);
      const name = language === "en" ? FILES[index] : `${FILES[index]}-${language}`;
      for (const width of WIDTHS) {
        const resized = sharp(png).resize({ width });
        const base = resolve(OUT_DIR, `${name}-${width}`);
        const webp = await resized.clone().webp({ quality: 80, effort: 6 }).toFile(`${base}.webp`);
        const avif = await resized.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}.avif`);
        console.log(`${name}-${width}: ${webp.width}×${webp.height}, webp ${webp.size} B, avif ${avif.size} B`);
      }
    }
  }
} finally {
  await app.close();
  rmSync(work, { recursive: true, force: true });
}
