#!/usr/bin/env node
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadItineraryModules } from "./load.mjs";

/**
 * Renders the sample trip's itinerary PDF and its pages as PNG images (pdftoppm, from Debian's
 * poppler-utils), to look at it as a traveller will: `node scripts/itinerary/preview.mjs
 * [meals] [out-dir] [en|es|fr]`. The images are for looking at, not for committing.
 */
const meals = Number(process.argv[2] ?? 3);
const out = process.argv[3] ?? "/tmp/itinerary-preview";
const language = process.argv[4] ?? "en";
mkdirSync(out, { recursive: true });
const app = await loadItineraryModules();
try {
  const pdf = await app.renderItineraryPdf(app.sampleItinerary(meals, language), app.SAMPLE_LINKS);
  const file = join(out, "itinerary.pdf");
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-png", "-r", "80", file, join(out, "page")]);
  console.log(`${file}: ${(pdf.length / 1024).toFixed(1)} kB; pages as PNG in ${out}`);
} finally {
  await app.close();
}
