import { performance } from "node:perf_hooks";
import { loadItineraryModules } from "../itinerary/load.mjs";

/**
 * The itinerary PDF's render time and size for a trip of `meals` meals (the sample Madrid trip),
 * rendered in this process as the background job does: a few warm-up renders (font parsing,
 * code loading), then `runs` timed ones. The job runs once per sent version, never per download.
 */
export async function measureItinerary(meals = 10, runs = 15) {
  const app = await loadItineraryModules();
  try {
    const document = app.sampleItinerary(meals);
    const render = () => app.renderItineraryPdf(document, app.SAMPLE_LINKS);
    const started = performance.now();
    const first = await render();
    const coldMs = performance.now() - started;
    for (let i = 0; i < 3; i++) await render();
    /** @type {number[]} */
    const timings = [];
    for (let i = 0; i < runs; i++) {
      const at = performance.now();
      await render();
      timings.push(performance.now() - at);
    }
    timings.sort((a, b) => a - b);
    const pick = (/** @type {number} */ q) =>
      Math.round(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]);
    return {
      meals,
      runs,
      coldMs: Math.round(coldMs),
      medianMs: pick(0.5),
      p95Ms: pick(0.95),
      kb: Math.round(first.length / 102.4) / 10,
    };
  } finally {
    await app.close();
  }
}

/** `node scripts/bench/itinerary-render.mjs [meals]`: the row alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureItinerary(Number(process.argv[2] ?? 10));
  console.log(
    `Itinerary PDF, ${result.meals} meals: ${result.medianMs} ms median, ${result.p95Ms} ms p95 (first render ${result.coldMs} ms), ${result.kb} kB`,
  );
}
