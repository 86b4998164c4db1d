#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:mechanisms`: each speed mechanism off and on, in one run, on the row it exists
 * for, with the lines of code it costs and the load at which it starts to matter. Servers run
 * the bench build with BENCH_WITHOUT naming the mechanism to leave out (honoured only with
 * ENABLE_TEST_ROUTES). Writes bench/results/mechanisms-<date>.json; docs/performance.md renders
 * its table. The page cache, group commit and the cluster of processes were measured here and
 * removed (decision 0083); their figures are in bench/results/mechanisms-2026-11-29T*.json.
 *
 *   node scripts/bench/mechanisms.mjs [--no-build] [--duration=10] [--only=pdf-worker]
 *
 * The business's expected load is decision 0007's "tens of trips a day"; EXPECTED below is a
 * generous peak of it, so "starts to matter" reads as a multiple of a busy day.
 */
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildApp, freshDatabasePath, migrate, ROOT, SESSION_SECRET, startApp } from "./app-server.mjs";
import { benchArgs, loadFigures, machineAt, writeResults } from "./run-record.mjs";
import { queueRenders, warmRenderer } from "./service-rows.mjs";
import { seedService } from "./service-seed.mjs";

const args = benchArgs();
const DURATION = Number(args.get("duration") ?? 10);
const CONNECTIONS = 10;
const WARMUP = 2;
const ONLY = args.has("only") ? new Set(String(args.get("only")).split(",")) : undefined;
const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR ?? "build");

/** A generous peak of "tens of trips a day": a page view a second, a booking a minute, a PDF an hour. */
export const EXPECTED = { pageViewsPerSecond: 1, bookingPostsPerSecond: 1 / 60, pdfsPerHour: 1 };

const round = (/** @type {number} */ n, digits = 0) => Number(n.toFixed(digits));

/**
 * One autocannon run after an unmeasured warm-up.
 * @param {Record<string, unknown>} options
 */
async function loadRow(options, { warmup = true } = {}) {
  if (warmup) await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP });
  return loadFigures(await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION }));
}

/** Lines of code in a file, blank lines left out. */
function linesOf(/** @type {string} */ file) {
  return readFileSync(join(ROOT, file), "utf8")
    .split("\n")
    .filter((line) => line.trim()).length;
}

/** @param {{ withoutIt: Record<string, unknown>, withIt: Record<string, unknown> }} measured */
function report(/** @type {string} */ name, measured) {
  console.log(
    `  ${name}: off ${JSON.stringify(measured.withoutIt)}\n  ${" ".repeat(name.length)}  on  ${JSON.stringify(measured.withIt)}`,
  );
}

/** The PDF worker thread: itineraries render off the serving thread. */
async function pdfWorker() {
  /** @type {Record<string, Record<string, unknown>>} */
  const states = {};
  for (const [state, without] of [
    ["withIt", ""],
    ["withoutIt", "pdf-worker"],
  ]) {
    const databasePath = freshDatabasePath();
    migrate(databasePath);
    const seed = seedService(databasePath, SESSION_SECRET, { pdfTrips: 30 });
    const app = await startApp({ env: { ENABLE_TEST_ROUTES: "true", BENCH_WITHOUT: without }, databasePath });
    try {
      const left = await warmRenderer(app.url, seed, databasePath);
      const idle = await loadRow({ url: `${app.url}/clients` });
      const renders = await queueRenders(app.url, left, databasePath);
      const busy = await loadRow({ url: `${app.url}/clients` }, { warmup: false });
      states[state] = { idle, busy, rendered: renders.collect().length };
      renders.close();
    } finally {
      await app.stop();
    }
  }
  const { withIt, withoutIt } = /** @type {Record<string, any>} */ (states);
  report("PDF worker", { withIt, withoutIt });
  return {
    mechanism: "PDF worker thread",
    row: "GET /clients p99 while itineraries render",
    off: `${withoutIt.busy.p99} ms`,
    on: `${withIt.busy.p99} ms`,
    gain: round(withoutIt.busy.p99 / withIt.busy.p99, 2),
    lines: linesOf("app/platform/pdf/pdf-pool.server.ts") + linesOf("server/pdf-worker.ts"),
    // Any render on the serving thread stalls every request of the process for its length.
    mattersAtPerSecond: null,
    expectedPerSecond: null,
    detail: states,
  };
}

/**
 * The booking form's standalone script against the React page it stands in for: the JavaScript a
 * first visit to /clients downloads (gzip), and what hydrating the route would download instead
 * (the build's manifest: the entry, the root and the route with their imports).
 */
function standaloneForm() {
  const assets = join(BUILD_DIR, "client/assets");
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error("no React Router manifest in the build");
  const manifest = JSON.parse(
    readFileSync(join(assets, manifestFile), "utf8")
      .replace(/^window\.__reactRouterManifest=/, "")
      .replace(/;?\s*$/, ""),
  );
  const gzipOf = (/** @type {string[]} */ files) =>
    [...new Set(files)].reduce((sum, file) => sum + gzipSync(readFileSync(join(BUILD_DIR, "client", file))).length, 0);
  const hydrated = [manifest.entry, manifest.routes.root, manifest.routes["routes/booking/clients"]].flatMap(
    (/** @type {{ module: string, imports?: string[] }} */ part) => [part.module, ...(part.imports ?? [])],
  );
  const standalone = readdirSync(assets).filter((name) => /^booking-form-standalone-.*\.js$/.test(name));
  if (!standalone.length) throw new Error("no standalone booking form script in the build");
  const off = gzipOf(hydrated);
  const on = gzipOf(standalone.map((name) => `/assets/${name}`));
  console.log(`  standalone form: off ${off} B, on ${on} B (gzip)`);
  return {
    mechanism: "standalone booking form script",
    row: "/clients JavaScript, gzip",
    off: `${round(off / 1000, 1)} kB`,
    on: `${round(on / 1000, 1)} kB`,
    gain: round(off / on, 2),
    lines:
      linesOf("app/features/booking/components/booking-form-enhancer.ts") +
      linesOf("app/features/booking/components/booking-form-standalone.ts") +
      linesOf("app/components/ui/standalone-toast.ts"),
    // Every visit on a slow phone pays the bytes and the main thread's work.
    mattersAtPerSecond: null,
    expectedPerSecond: null,
  };
}

async function main() {
  const loadAtStart = loadavg()[0];
  if (!args.has("no-build")) buildApp();
  /** @type {Record<string, () => Promise<Record<string, unknown>> | Record<string, unknown>>} */
  const all = {
    "pdf-worker": pdfWorker,
    "standalone-form": standaloneForm,
  };
  const mechanisms = [];
  for (const [name, measure] of Object.entries(all)) {
    if (ONLY && !ONLY.has(name)) continue;
    console.log(`${name} …`);
    mechanisms.push({ name, ...(await measure()) });
  }
  const run = {
    date: new Date().toISOString(),
    node: process.version,
    machine: machineAt(loadAtStart),
    settings: { duration: DURATION, connections: CONNECTIONS, warmup: WARMUP, only: ONLY ? [...ONLY] : null },
    expected: EXPECTED,
    mechanisms,
  };
  console.log(`\nWritten: ${writeResults("mechanisms", run)}`);
}

await main();
