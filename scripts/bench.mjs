#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: builds, starts the production server on a fresh temporary database and
 * measures it with autocannon against two references taken in the same run — the ceiling
 * (bare node:http answering the landing HTML from memory) and the framework floor (a
 * one-line React Router page rendered per request by our server stack). Prints one table
 * and writes the same as JSON to bench/results/.
 *
 *   npm run bench [-- --no-build --duration=10 --connections=10 --rows=100000 --node-args="…"]
 *
 * Timings are for this script only: tests never assert them.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { BookingForm, FormNotReady, NO_PAYMENT_CITY, validBooking } from "../tests/support/booking-form.mjs";
import {
  ADMIN_TOKEN,
  buildApp,
  memoryOf,
  productionNodeArgs,
  ROOT,
  resetPeak,
  SESSION_SECRET,
  sampleRss,
  startApp,
  takePort,
} from "./bench/app-server.mjs";
import { measureItinerary } from "./bench/itinerary-render.mjs";
import { benchArgs, loadFigures, machineAt, writeResults } from "./bench/run-record.mjs";
import { seedBookings } from "./bench/seed.mjs";
import { cpuPerThousand, measureService, measureStart, outboxSettled } from "./bench/service-rows.mjs";
import { targets as targetsFor } from "./bench/targets.mjs";

const args = benchArgs();
const DURATION = Number(args.get("duration") ?? 10);
const CONNECTIONS = Number(args.get("connections") ?? 10);
const ROWS = Number(args.get("rows") ?? 100_000);
const SOAK = Number(args.get("soak") ?? 60);
/** Other flags for the server's node instead of production's (e.g. --node-args="--max-old-space-size=192"), to compare settings. */
const NODE_ARGS = (args.get("node-args") ?? "").split(" ").filter(Boolean);
const WARMUP = 2;

const MB = 1024 * 1024;
const round = (/** @type {number} */ n, digits = 0) => Number(n.toFixed(digits));

/**
 * @typedef {{ name: string, rps: number, p50: number, p99: number, requests: number,
 *   bad: number, peakRssMb?: number, note?: string }} LoadRow
 */

/**
 * One autocannon run (after a short unmeasured warm-up) with the server's peak memory.
 * @param {string} name
 * @param {Record<string, unknown>} options autocannon options (url, method, requests…)
 * @param {number} [pid] the server's process, for its peak RSS during the run
 * @param {() => Promise<void>} [afterWarmup] called between the warm-up and the measured run
 * @returns {Promise<LoadRow>}
 */
async function load(name, options, pid, afterWarmup) {
  process.stdout.write(`  ${name} …`);
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP });
  await afterWarmup?.();
  const canReset = pid ? resetPeak(pid) : false;
  const stopSampling = pid ? sampleRss(pid, 100) : () => 0;
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  const sampled = stopSampling();
  const peak = pid ? Math.max(sampled, canReset ? memoryOf(pid).peak : 0) : 0;
  const row = {
    name,
    ...loadFigures(result),
    ...(pid ? { peakRssMb: round(peak / MB, 1) } : {}),
  };
  console.log(` ${row.rps} req/s, p99 ${row.p99} ms${row.bad ? `, ${row.bad} errors/4xx/5xx` : ""}`);
  return row;
}

/** The JS and CSS a first visit downloads, from the public-pages team's scripts/page-weight.mjs. */
function pageWeight(/** @type {string[]} */ urls) {
  const script = join(ROOT, "scripts/page-weight.mjs");
  if (!existsSync(script)) return { error: "scripts/page-weight.mjs is missing" };
  const result = spawnSync(process.execPath, [script, ...urls, "--json"], { encoding: "utf8" });
  if (!result.stdout.trim().startsWith("[")) return { error: (result.stderr || result.stdout).trim() };
  /** @type {{ url: string, js: { gzip: number }, css: { gzip: number }, html: { gzip: number } }[]} */
  const pages = JSON.parse(result.stdout);
  return {
    pages: pages.map((page) => ({
      path: new URL(page.url).pathname,
      jsGzipKb: round(page.js.gzip / 1000, 1),
      cssGzipKb: round(page.css.gzip / 1000, 1),
      htmlGzipKb: round(page.html.gzip / 1000, 1),
    })),
  };
}

/** The bare-node ceiling, in its own process like the app (so both get a core of their own). */
async function startCeiling(/** @type {string} */ html) {
  const file = join(tmpdir(), `sobremesa-ceiling-${process.pid}.html`);
  writeFileSync(file, html);
  process.on("exit", () => rmSync(file, { force: true }));
  const port = await takePort();
  const child = spawn(process.execPath, [join(ROOT, "scripts/bench/ceiling-server.mjs"), String(port), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((done) => child.stdout.once("data", done));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

/** The POST /clients row: valid no-payment form posts, each with its own email and key. */
async function formPostOptions(/** @type {string} */ url, /** @type {string} */ databasePath) {
  const form = await BookingForm.discover(url);
  const reader = new Database(databasePath, { readonly: true });
  const count = () => /** @type {number} */ (reader.prepare("select count(*) from bookings").pluck().get());
  const keys = await form.calibrate(count);
  // Keys the server insists on making itself are fetched ahead, so the measured run only posts.
  /** @type {Record<string, string>[]} */
  const pool = [];
  if (!form.generateKeys) for (let i = 0; i < 2000; i++) pool.push(await form.hiddenForAttempt());
  const options = {
    url,
    requests: form.bookingLoad(`bench-${Date.now().toString(36)}`, (n) =>
      form.generateKeys ? form.generatedHidden() : pool[n % pool.length],
    ),
  };
  return { options, keys, count: () => count(), close: () => reader.close() };
}

/** The CSV export over `ROWS` bookings, on a freshly started server: total time and memory growth. */
async function measureExport(/** @type {string} */ databasePath) {
  process.stdout.write(`  seeding ${ROWS.toLocaleString("en")} bookings …`);
  const seeded = seedBookings(databasePath, ROWS);
  console.log(` added ${seeded.toLocaleString("en")}`);
  const app = await startApp({ databasePath, env: { ENABLE_TEST_ROUTES: "true" } });
  try {
    await fetch(`${app.url}/healthz`);
    // The post rows wait for their mail to be sent (cpuPerThousand), so little should be left;
    // whatever is due goes first. The export is measured alone, as on a server at rest.
    const waited = await outboxDrained(databasePath);
    console.log(`  (the restarted server sent its ${waited.toLocaleString("en")} queued messages first)`);
    const before = memoryOf(app.pid).rss;
    const canReset = resetPeak(app.pid);
    const stopSampling = sampleRss(app.pid);
    const started = performance.now();
    const response = await fetch(`${app.url}/api/get-bookings?format=csv`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      bytes += chunk.value.byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    const sampled = stopSampling();
    const peak = Math.max(sampled, canReset ? memoryOf(app.pid).peak : 0);
    const result = {
      status: response.status,
      contentType: response.headers.get("content-type"),
      seconds: round(seconds, 2),
      megabytes: round(bytes / MB, 1),
      rows: ROWS,
      rssBeforeMb: round(before / MB, 1),
      rssPeakMb: round(peak / MB, 1),
      growthMb: round((peak - before) / MB, 1),
    };
    console.log(
      `  export: HTTP ${result.status}, ${result.megabytes} MB in ${result.seconds} s, memory +${result.growthMb} MB`,
    );
    return result;
  } finally {
    await app.stop();
  }
}

/** Waits until the outbox holds nothing due (at most two minutes); returns how many were waiting at first. */
async function outboxDrained(/** @type {string} */ databasePath) {
  const reader = new Database(databasePath, { readonly: true });
  reader.pragma("busy_timeout = 5000");
  const waiting = reader.prepare(
    "select count(*) from outbox where delivered_at is null and failed_at is null and cancelled_at is null and next_attempt_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
  );
  try {
    const first = /** @type {number} */ (waiting.pluck().get());
    for (let i = 0; i < 1200 && /** @type {number} */ (waiting.pluck().get()) > 0; i++) {
      await new Promise((wake) => setTimeout(wake, 100));
    }
    return first;
  } finally {
    reader.close();
  }
}

const pct = (/** @type {number} */ a, /** @type {number} */ b) => (b ? `${((a / b) * 100).toFixed(1)}%` : "—");
const times = (/** @type {number} */ a, /** @type {number} */ b) => (b ? `${(a / b).toFixed(2)}×` : "—");

/**
 * GET /clients for SOAK seconds with the server's RSS read every second: memory that climbs
 * under steady load is a leak, memory that saws up and down is the garbage collector.
 */
async function soakClients(/** @type {{ url: string, pid: number }} */ app) {
  process.stdout.write(`  soak: GET /clients for ${SOAK} s …`);
  /** @type {number[]} */
  const samples = [];
  const timer = setInterval(() => samples.push(memoryOf(app.pid).rss / MB), 1000);
  await autocannon({ url: `${app.url}/clients`, connections: CONNECTIONS, duration: SOAK });
  clearInterval(timer);
  const third = Math.max(1, Math.floor(samples.length / 3));
  const firstMb = round(Math.max(...samples.slice(0, third)), 1);
  const lastMb = round(Math.max(...samples.slice(-third)), 1);
  const flat = lastMb <= firstMb * 1.1;
  console.log(` RSS ${firstMb} MB (first third) → ${lastMb} MB (last third)${flat ? ", flat" : ", CLIMBING"}`);
  return { seconds: SOAK, firstMb, lastMb, flat, samplesMb: samples.map((mb) => round(mb, 1)) };
}

/** One booking post right after start-up: the form read first (as a browser would), the post timed alone. */
async function timedFirstPost(/** @type {string} */ url) {
  const form = await BookingForm.discover(url);
  const started = performance.now();
  const answer = await form.post(
    validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email: `first-${Date.now()}@bench.test` }),
  );
  const ms = performance.now() - started;
  if (!answer.ok) throw new Error(`the first booking post answered ${answer.status}`);
  return ms;
}

async function main() {
  const load1 = loadavg()[0];
  if (args.get("build") !== "false" && !args.has("no-build")) buildApp();
  const app = await startApp({
    env: { ENABLE_TEST_ROUTES: "true" },
    nodeArgs: NODE_ARGS.length ? NODE_ARGS : undefined,
  });
  console.log(`Server ${app.url} (pid ${app.pid}), DB ${app.databasePath}`);
  console.log(`autocannon: ${CONNECTIONS} connections × ${DURATION} s per row (after ${WARMUP} s warm-up)\n`);

  const landingHtml = await (await fetch(`${app.url}/`)).text();
  const ceilingServer = await startCeiling(landingHtml);
  /** @type {Record<string, LoadRow | undefined>} */
  const rows = {};
  /** @type {Record<string, string>} */
  const skipped = {};
  let bookingsStored = 0;
  let postKeys = "";
  /** @type {Awaited<ReturnType<typeof cpuPerThousand>>["measure"] | undefined} */
  let cpuOne;
  try {
    rows.ceiling = await load("ceiling (bare node:http, same HTML)", { url: ceilingServer.url });
  } finally {
    ceilingServer.stop();
  }
  rows.floor = await load("floor (one-line React Router page)", { url: `${app.url}/__bench/floor` }, app.pid);
  // The least a form post can cost in this stack: the same floor route's action, which reads
  // nothing and answers a 303. A booking post cannot beat it.
  rows.actionFloor = await load(
    "action floor (a post answered by a 303)",
    {
      url: `${app.url}/__bench/floor`,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url },
      body: "x=".padEnd(400, "x"),
    },
    app.pid,
  );
  rows.landing = await load("GET /", { url: `${app.url}/` }, app.pid);
  rows.clients = await load("GET /clients", { url: `${app.url}/clients` }, app.pid);
  // Before the posts: their mail would be rendered during the soak and measured with it.
  const soak = SOAK > 0 ? await soakClients(app) : undefined;
  try {
    const post = await formPostOptions(app.url, app.databasePath);
    const before = post.count();
    const measured = await cpuPerThousand(
      app.pid,
      post.count,
      (start) => load("POST /clients (form, no payment)", post.options, app.pid, start),
      () => outboxSettled(app.databasePath),
    );
    rows.post = measured.result;
    cpuOne = measured.measure;
    bookingsStored = post.count() - before;
    postKeys = post.keys;
    post.close();
  } catch (error) {
    if (!(error instanceof FormNotReady)) throw error;
    skipped.post = error.message;
    console.log(`  POST /clients skipped: ${error.message}`);
  }
  // Each row resets the peak mark, so the run's peak is the largest row peak (or VmHWM if resets were refused).
  const serverPeakMb = Math.max(
    round(memoryOf(app.pid).peak / MB, 1),
    ...Object.values(rows).map((row) => row?.peakRssMb ?? 0),
  );
  const weight = pageWeight([`${app.url}/`, `${app.url}/clients`]);
  await app.stop();
  const cpuPerThousandBookings = { one: cpuOne };

  const csv = await measureExport(app.databasePath);
  console.log("  service rows (100,000 bookings) …");
  const service = await measureService({ load, databasePath: app.databasePath, secret: SESSION_SECRET });
  process.stdout.write("  start-up with 50,000 waiting outbox records …");
  const start = await measureStart(app.databasePath, 50_000, timedFirstPost);
  console.log(` /healthz 200 after ${start.ms} ms, first booking post ${start.firstPostMs} ms`);
  const itinerary = await measureItinerary(10);
  const peakOverAll = Math.max(serverPeakMb, ...Object.values(service.rows).map((row) => row?.peakRssMb ?? 0));
  report({
    rows,
    skipped,
    csv,
    weight,
    serverPeakMb: peakOverAll,
    soak,
    bookingsStored,
    postKeys,
    load1,
    itinerary,
    service,
    cpuPerThousandBookings,
    start,
  });
}

/**
 * @param {{ rows: Record<string, LoadRow | undefined>, skipped: Record<string, string>,
 *   csv: Awaited<ReturnType<typeof measureExport>>, weight: ReturnType<typeof pageWeight>,
 *   serverPeakMb: number, soak: Awaited<ReturnType<typeof soakClients>> | undefined, bookingsStored: number,
 *   postKeys: string, load1: number, itinerary: Awaited<ReturnType<typeof measureItinerary>>,
 *   service: Awaited<ReturnType<typeof measureService>>,
 *   cpuPerThousandBookings: Record<string, unknown>, start: Awaited<ReturnType<typeof measureStart>> }} run
 */
function report({
  rows,
  skipped,
  csv,
  weight,
  serverPeakMb,
  soak,
  bookingsStored,
  postKeys,
  load1,
  itinerary,
  service,
  cpuPerThousandBookings,
  start,
}) {
  const ceiling = rows.ceiling?.rps ?? 0;
  const floor = rows.floor?.rps ?? 0;
  const targets = targetsFor({
    rows,
    soak,
    serverPeakMb,
    weight,
    csv,
    csvRows: ROWS,
    service,
    start,
  });
  const allRows = {
    ...rows,
    ...service.rows,
    clientsIdle: service.clientsWhilePdf.idle,
    clientsWhilePdf: service.clientsWhilePdf.busy,
  };

  console.log("\nrow                                        req/s    p50 ms  p99 ms  peak RSS   % ceiling  × floor");
  for (const row of Object.values(allRows)) {
    if (!row) continue;
    console.log(
      `${row.name.padEnd(42)} ${String(row.rps).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${(row.peakRssMb ? `${row.peakRssMb} MB` : "—").padStart(9)} ${pct(row.rps, ceiling).padStart(11)} ${times(row.rps, floor).padStart(8)}`,
    );
  }
  if (rows.post) console.log(`(POST /clients stored ${bookingsStored} bookings; keys: ${postKeys})`);
  console.log(`\nServer peak memory (RSS) over the load rows: ${serverPeakMb} MB`);
  console.log(
    `CSV export: HTTP ${csv.status}, ${csv.rows.toLocaleString("en")} bookings, ${csv.megabytes} MB in ${csv.seconds} s, RSS ${csv.rssBeforeMb} → peak ${csv.rssPeakMb} MB (+${csv.growthMb} MB)`,
  );
  for (const page of weight.pages ?? []) {
    console.log(`Page weight ${page.path.padEnd(9)} JS ${page.jsGzipKb} kB gzip, CSS ${page.cssGzipKb} kB gzip`);
  }
  if (weight.error) console.log(`Page weight: ${weight.error}`);
  const pdf = service.clientsWhilePdf;
  console.log(
    `GET /clients p99 while PDFs render: ${pdf.busy.p99} ms vs ${pdf.idle.p99} ms idle (${pdf.p99Ratio}×); ${pdf.pdfsRendered} PDFs, ${pdf.renderMedianMs} ms median, ${pdf.renderP95Ms} ms p95; worker thread +${service.pdfWorkerPeakMb} MB of the process's RSS, its own heap ${service.pdfWorkerHeapMb} MB at its peak; the process ${service.pdfServerIdleMb} MB once the thread ended idle`,
  );
  console.log(`CPU per 1,000 booking posts: ${JSON.stringify(cpuPerThousandBookings)}`);
  console.log(`Start: /healthz 200 after ${start.ms} ms; first booking post ${start.firstPostMs} ms`);
  console.log(
    `Itinerary PDF, ${itinerary.meals} meals: ${itinerary.medianMs} ms median render, ${itinerary.p95Ms} ms p95 (first ${itinerary.coldMs} ms), ${itinerary.kb} kB`,
  );

  console.log(
    "\ntarget                                     value                         goal                              result",
  );
  for (const t of targets) {
    console.log(`${t.figure.padEnd(42)} ${t.value.padEnd(29)} ${t.target.padEnd(33)} ${t.met ? "met" : "MISSED"}`);
  }
  const machine = machineAt(load1);
  const busy = machine.busy;
  for (const t of targets.filter((t) => !t.met)) {
    console.log(`  missed — ${t.figure}: ${busy ? "(measured on a busy machine) " : ""}${t.why}`);
  }

  if (busy)
    console.log(`\nNote: the machine was busy when this run started (load ${load1.toFixed(2)}); rerun when quiet.`);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    machine,
    settings: {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      csvRows: ROWS,
      soakSeconds: SOAK,
      nodeArgs: NODE_ARGS.length ? NODE_ARGS : productionNodeArgs(),
    },
    references: { ceiling: rows.ceiling, floor: rows.floor, actionFloor: rows.actionFloor },
    rows: { landing: rows.landing, clients: rows.clients, post: rows.post },
    trip: service.rows.trip,
    queue: service.rows.queue,
    workspace: service.rows.workspace,
    dashboard: service.rows.dashboard,
    search: service.rows.search,
    clientsWhilePdf: service.clientsWhilePdf,
    cpuPerThousandBookings,
    pdfWorkerPeakMb: service.pdfWorkerPeakMb,
    pdfWorkerHeapMb: service.pdfWorkerHeapMb,
    pdfServerIdleMb: service.pdfServerIdleMb,
    startMs: start.ms,
    start,
    tripHasThread: service.hasThread,
    soak,
    skipped,
    bookingsStored,
    serverPeakMb,
    csv,
    itinerary,
    pageWeight: weight,
    ratios: Object.fromEntries(
      Object.entries(allRows)
        .filter(([, row]) => row)
        .map(([key, row]) => [
          key,
          { ofCeiling: round((row?.rps ?? 0) / ceiling, 3), ofFloor: round((row?.rps ?? 0) / floor, 3) },
        ]),
    ),
    targets,
  };
  console.log(`\nWritten: ${writeResults("bench", results)}`);
}

await main();
