#!/usr/bin/env node
// @ts-check
/**
 * `npm run lighthouse`: Lighthouse 13 (mobile profile, its default) in Debian's Chromium
 * against the production build for /, /clients and /about. Prints the four category
 * scores per page and what kept a category under 100, and writes the same as JSON to
 * bench/results/.
 *
 *   npm run lighthouse [-- --no-build] [paths…]      CHROME_PATH overrides /usr/bin/chromium
 *
 * Targets: 100 for accessibility, best practices and SEO; 95 or more for performance.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp, ROOT, startApp } from "./bench/app-server.mjs";

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
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
});

const flags = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
const paths = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const PAGES = paths.length > 0 ? paths : ["/", "/clients", "/about"];

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

async function main() {
  if (!flags.includes("--no-build")) buildApp();
  const app = await startApp();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  /** @type {{ path: string, scores: Record<string, number>, metrics: Record<string, string>, lost: Record<string, unknown[]> }[]} */
  const results = [];
  try {
    for (const path of PAGES) {
      // The public pages are rendered once per process: the audit measures the cached answer, as visitors get it.
      await fetch(`${app.url}${path}`);
      const run = await lighthouse(`${app.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      const lhr = run.lhr;
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
      );
      const metrics = Object.fromEntries(
        ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].map(
          (id) => [id, lhr.audits[id]?.displayValue ?? "—"],
        ),
      );
      const lost = Object.fromEntries(CATEGORIES.map((id) => [id, lostPoints(lhr, id)]));
      results.push({ path, scores, metrics, lost });
      console.log(
        `${path.padEnd(10)} ${CATEGORIES.map((id) => `${id} ${scores[id]}${scores[id] >= TARGET[id] ? "" : " (MISSED)"}`).join("  ")}`,
      );
      console.log(
        `${"".padEnd(10)} ${Object.entries(metrics)
          .map(([id, value]) => `${id} ${value}`)
          .join(", ")}`,
      );
      for (const id of CATEGORIES) {
        for (const audit of /** @type {{ title: string, value?: string, items?: string[] }[]} */ (lost[id])) {
          console.log(`${"".padEnd(10)}   ${id}: ${audit.title}${audit.value ? ` (${audit.value})` : ""}`);
          if (id !== "performance") for (const item of audit.items ?? []) console.log(`${"".padEnd(10)}     - ${item}`);
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
    lighthouse: "12 (mobile profile, simulated throttling)",
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
  const dir = join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `lighthouse-${date.replaceAll(":", "-").replace(/\.\d+Z$/, "Z")}.json`);
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nTargets ${summary.allMet ? "all met" : "NOT all met"}. Written: ${file.replace(`${ROOT}/`, "")}`);
}

await main();
