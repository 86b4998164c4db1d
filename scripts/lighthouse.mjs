#!/usr/bin/env node
// @ts-check
/**
 * `npm run lighthouse`: Lighthouse 13 (mobile profile, its default: simulated slow 4G and a
 * slowed CPU) in Debian's Chromium against the production build (BUILD_DIR, default build/):
 * /, /clients, /about, /es/clients, /fr and a seeded trip's private pages (the trip page of a
 * paid trip before its itinerary, of a booked trip after it, and the itinerary's web page;
 * scripts/bench/lighthouse-trips.mjs). Prints the four category scores per page and what
 * kept a category under 100, and writes the same as JSON to bench/results/. A trip page's
 * path holds its secret token: output and JSON show only its shape, `/trip/…`.
 *
 *   npm run lighthouse [-- --no-build] [--runs=3] [paths or trip:before, trip:after, trip:itinerary…]
 *   CHROME_PATH overrides the browser: Debian's /usr/bin/chromium, else its headless shell
 *   (/usr/bin/chromium-headless-shell, what the test suite drives), whichever is installed
 *
 * Target: 100 in every category.
 */
import { existsSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp, freshDatabasePath, SESSION_SECRET, startApp } from "./bench/app-server.mjs";
import { seedTripPages, sendItinerary, TRIP_PAGES } from "./bench/lighthouse-trips.mjs";
import { writeResults } from "./bench/run-record.mjs";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGET = /** @type {Record<string, number>} */ ({
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
});

const flags = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
/** `--runs=3`: each page audited three times, the median run (by performance) kept, every run's score stored. */
const RUNS = Math.max(1, Number(flags.find((flag) => flag.startsWith("--runs="))?.slice("--runs=".length) ?? 1));
const paths = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const PAGES =
  paths.length > 0
    ? paths
    : ["/", "/clients", "/about", "/es/clients", "/fr", "trip:before", "trip:after", "trip:itinerary"];
const isTripPage = (/** @type {string} */ page) => page in TRIP_PAGES;
const tripPage = (/** @type {string} */ page) => TRIP_PAGES[/** @type {keyof typeof TRIP_PAGES} */ (page)];

/**
 * The audits that cost a category points (score below 1 and counted in the score).
 * @param {any} lhr Lighthouse's result
 * @param {string} category
 */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((/** @type {{ weight: number }} */ ref) => ref.weight > 0)
    .map((/** @type {{ id: string }} */ ref) => lhr.audits[ref.id])
    .filter((/** @type {{ score: number | null }} */ audit) => audit.score !== null && audit.score < 1)
    .map((/** @type {{ id: string, title: string, score: number, displayValue?: string, details?: any }} */ audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { value: audit.displayValue } : {}),
      ...(audit.details?.items?.length ? { items: itemsOf(audit.details.items) } : {}),
    }));
}

/**
 * What an audit found, briefly: issue types (Chrome's Issues panel), failing nodes or URLs.
 * @param {any[]} items
 */
function itemsOf(items) {
  return items.slice(0, 3).map((item) => {
    const sub = item.subItems?.items?.[0];
    return (
      String(
        item.issueType ??
          item.node?.snippet ??
          item.url ??
          item.source?.url ??
          item.description ??
          JSON.stringify(sub ?? item).slice(0, 160),
      ).slice(0, 200) + (sub && item.issueType ? ` ${JSON.stringify(sub).slice(0, 200)}` : "")
    );
  });
}

/**
 * One Lighthouse run, tried again (twice at most) when the trace itself failed: Chromium on a
 * loaded machine now and then records no navigation start (NO_NAVSTART), which says nothing of the page.
 * @param {string} url
 * @param {number} port Chromium's debugging port
 * @param {(text: string) => string} hide hides a trip's token
 */
async function audit(url, port, hide) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!run) throw new Error(hide(`Lighthouse returned nothing for ${url}`));
    // The result names the page's URL in many places (and cut short in some): hidden before anything reads it.
    const lhr = JSON.parse(hide(JSON.stringify(run.lhr)));
    if (!lhr.runtimeError) return lhr;
    const why = hide(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (attempt === 3) throw new Error(why);
    console.log(`${why}: trying again`);
  }
}

async function main() {
  if (!flags.includes("--no-build")) buildApp();
  const databasePath = freshDatabasePath();
  const trips = PAGES.some(isTripPage) ? seedTripPages(databasePath, SESSION_SECRET) : null;
  const app = await startApp({ databasePath });
  if (trips) await sendItinerary(app.url, databasePath, trips);
  /** A trip page's path holds its token: every line printed or stored goes through this. */
  const hide = (/** @type {string} */ text) =>
    Object.entries(trips?.paths ?? {})
      .sort(([, a], [, b]) => b.length - a.length)
      .reduce((shown, [page, secret]) => shown.replaceAll(secret, tripPage(page).shape), text);
  const log = (/** @type {string} */ line) => console.log(hide(line));
  const chromePath =
    process.env.CHROME_PATH ??
    ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].find((path) => existsSync(path)) ??
    "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
  });
  /** @type {{ path: string, label?: string, scores: Record<string, number>, metrics: Record<string, string>, lost: Record<string, unknown[]> }[]} */
  const results = [];
  let version = "";
  try {
    for (const page of PAGES) {
      const path = trips && isTripPage(page) ? trips.paths[/** @type {keyof typeof trips.paths} */ (page)] : page;
      // The public pages are rendered once per process: the audit measures the cached answer, as visitors get it.
      await fetch(`${app.url}${path}`);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${app.url}${path}`, chrome.port, hide));
      // The median run by performance (of two, the better): on a shared machine one run can be slowed by other work.
      runs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)];
      version = lhr.lighthouseVersion;
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
      );
      const metrics = Object.fromEntries(
        ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].map(
          (id) => [id, lhr.audits[id]?.displayValue ?? "—"],
        ),
      );
      const lost = Object.fromEntries(CATEGORIES.map((id) => [id, lostPoints(lhr, id)]));
      const shown = isTripPage(page) ? tripPage(page).shape : page;
      results.push({
        path: shown,
        ...(isTripPage(page) ? { label: tripPage(page).label } : {}),
        ...(RUNS > 1
          ? { performanceRuns: runs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100)) }
          : {}),
        scores,
        metrics,
        lost,
      });
      log(isTripPage(page) ? `${shown} (${tripPage(page).label})` : shown);
      log(
        `${"".padEnd(10)} ${CATEGORIES.map((id) => `${id} ${scores[id]}${scores[id] >= TARGET[id] ? "" : " (MISSED)"}`).join("  ")}`,
      );
      log(
        `${"".padEnd(10)} ${Object.entries(metrics)
          .map(([id, value]) => `${id} ${value}`)
          .join(", ")}`,
      );
      for (const id of CATEGORIES) {
        for (const audit of /** @type {{ title: string, value?: string, items?: string[] }[]} */ (lost[id])) {
          log(`${"".padEnd(10)}   ${id}: ${audit.title}${audit.value ? ` (${audit.value})` : ""}`);
          if (id !== "performance") for (const item of audit.items ?? []) log(`${"".padEnd(10)}     - ${item}`);
        }
      }
    }
  } finally {
    chrome.kill();
    await app.stop();
  }

  const load1 = loadavg()[0];
  const date = new Date().toISOString();
  const summary = {
    date,
    node: process.version,
    lighthouse: `${version} (mobile profile, simulated throttling)`,
    // Scores differ between the full browser and its headless shell: the run says which it was.
    browser: chromePath,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryMb: Math.round(totalmem() / 1024 / 1024),
      loadAtEnd: Number(load1.toFixed(2)),
    },
    targets: TARGET,
    pages: results,
    allMet: results.every((page) => CATEGORIES.every((id) => page.scores[id] >= TARGET[id])),
  };
  const text = JSON.stringify(summary);
  if (hide(text) !== text) throw new Error("a trip's token would have been written to the results");
  const file = writeResults("lighthouse", summary);
  console.log(`\nTargets ${summary.allMet ? "all met" : "NOT all met"}. Written: ${file}`);
}

await main();
