#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:mechanisms`: each speed mechanism off and on, in one run, on the row it exists
 * for, with the lines of code it costs and the load at which it starts to matter. Servers run
 * the bench build with BENCH_WITHOUT naming the mechanism to leave out (honoured only with
 * ENABLE_TEST_ROUTES); the cluster is WEB_CONCURRENCY. Writes bench/results/mechanisms-<date>.json;
 * docs/performance.md renders its table.
 *
 *   node scripts/bench/mechanisms.mjs [--no-build] [--duration=10] [--only=page-cache,pdf-worker]
 *
 * The business's expected load is decision 0007's "tens of trips a day"; EXPECTED below is a
 * generous peak of it, so "starts to matter" reads as a multiple of a busy day.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { BookingForm } from "../../tests/support/booking-form.mjs";
import { buildApp, freshDatabasePath, migrate, ROOT, SESSION_SECRET, startApp } from "./app-server.mjs";
import { cpuPerThousand, outboxSettled, queueRenders, warmRenderer } from "./service-rows.mjs";
import { seedService } from "./service-seed.mjs";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, "").split("=");
    return [key, value.length ? value.join("=") : "true"];
  }),
);
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
async function loadRow(options, { connections = CONNECTIONS, warmup = true } = {}) {
  if (warmup) await autocannon({ ...options, connections, duration: WARMUP });
  const result = await autocannon({ ...options, connections, duration: DURATION });
  const bad =
    result.errors +
    result.timeouts +
    Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => Number(code) >= 400)
      .reduce((sum, [, { count }]) => sum + count, 0);
  return { rps: round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, bad };
}

/** Lines of code in files, or in one function of a file (from a line matching `from` to the next closing brace at column 0). */
function linesOf(/** @type {string} */ file, /** @type {RegExp | undefined} */ from = undefined) {
  const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
  if (!from) return lines.filter((line) => line.trim()).length;
  const start = lines.findIndex((line) => from.test(line));
  if (start < 0) return 0;
  const end = lines.findIndex((line, i) => i > start && line === "}");
  return lines.slice(start, end + 1).filter((line) => line.trim()).length;
}

/** @param {{ withoutIt: Record<string, unknown>, withIt: Record<string, unknown> }} measured */
function report(/** @type {string} */ name, measured) {
  console.log(
    `  ${name}: off ${JSON.stringify(measured.withoutIt)}\n  ${" ".repeat(name.length)}  on  ${JSON.stringify(measured.withIt)}`,
  );
}

/** The page cache: the public pages rendered once per process and answered from memory. */
async function pageCache() {
  /** @type {Record<string, Record<string, unknown>>} */
  const states = {};
  for (const [state, without] of [
    ["withIt", ""],
    ["withoutIt", "page-cache"],
  ]) {
    const app = await startApp({ env: { ENABLE_TEST_ROUTES: "true", BENCH_WITHOUT: without } });
    try {
      states[state] = {
        landing: await loadRow({ url: `${app.url}/` }),
        clients: await loadRow({ url: `${app.url}/clients` }),
        clientsOneVisitor: await loadRow({ url: `${app.url}/clients` }, { connections: 1 }),
      };
    } finally {
      await app.stop();
    }
  }
  const { withIt, withoutIt } = /** @type {Record<string, any>} */ (states);
  report("page cache", { withIt, withoutIt });
  return {
    mechanism: "page cache",
    row: "GET /clients, req/s at 10 connections (one visitor's p50)",
    off: `${withoutIt.clients.rps} req/s (${withoutIt.clientsOneVisitor.p50} ms)`,
    on: `${withIt.clients.rps} req/s (${withIt.clientsOneVisitor.p50} ms)`,
    gain: round(withIt.clients.rps / withoutIt.clients.rps, 2),
    lines:
      linesOf("server/middleware/page-cache.ts") +
      linesOf("app/cached-pages.ts") +
      linesOf("server/middleware/react-router.ts", /^export function renderWithStandIns/),
    mattersAtPerSecond: withoutIt.clients.rps,
    expectedPerSecond: EXPECTED.pageViewsPerSecond,
    detail: states,
  };
}

/** A migrated database whose background jobs' lease another holder keeps (no mail rendered). */
function databaseWithoutJobs() {
  const databasePath = freshDatabasePath();
  migrate(databasePath);
  const database = new Database(databasePath);
  database
    .prepare("insert into job_leases (name, holder, expires_at) values ('background-jobs', 'elsewhere', '9999-12-31')")
    .run();
  database.close();
  return databasePath;
}

/** Valid no-payment booking posts, each with its own email and made-up idempotency key. */
async function bookingPosts(/** @type {string} */ url, /** @type {string} */ databasePath) {
  const reader = new Database(databasePath, { readonly: true });
  const count = () => /** @type {number} */ (reader.prepare("select count(*) from bookings").pluck().get());
  const form = await BookingForm.discover(url);
  await form.calibrate(count);
  if (!form.generateKeys) throw new Error("the form refuses made-up keys");
  return {
    options: { url, requests: form.bookingLoad(`mech-${Date.now().toString(36)}`) },
    count,
    close: () => reader.close(),
  };
}

/** Group commit: booking posts that reach their write in one turn share a transaction. */
async function groupCommit() {
  /** @type {Record<string, Record<string, unknown>>} */
  const states = {};
  for (const [state, without] of [
    ["withIt", ""],
    ["withoutIt", "group-commit"],
  ]) {
    const app = await startApp({
      env: { ENABLE_TEST_ROUTES: "true", BENCH_WITHOUT: without },
      databasePath: databaseWithoutJobs(),
    });
    try {
      const posts = await bookingPosts(app.url, app.databasePath);
      states[state] = {
        saturated: await loadRow(posts.options),
        // Five bookings a second: three hundred times the expected peak, still far from saturation.
        atFivePerSecond: await loadRow({ ...posts.options, overallRate: 5 }, { connections: 1, warmup: false }),
      };
      posts.close();
    } finally {
      await app.stop();
    }
  }
  const { withIt, withoutIt } = /** @type {Record<string, any>} */ (states);
  report("group commit", { withIt, withoutIt });
  return {
    mechanism: "group commit",
    row: "POST /clients, req/s at 10 connections (p99 at 5 posts/s)",
    off: `${withoutIt.saturated.rps} req/s (${withoutIt.atFivePerSecond.p99} ms)`,
    on: `${withIt.saturated.rps} req/s (${withIt.atFivePerSecond.p99} ms)`,
    gain: round(withIt.saturated.rps / withoutIt.saturated.rps, 2),
    lines:
      linesOf("app/db/group-commit.server.ts") +
      linesOf("app/db/client.server.ts", /^export function writeTransactionIfFree/),
    mattersAtPerSecond: withoutIt.saturated.rps,
    expectedPerSecond: round(EXPECTED.bookingPostsPerSecond, 3),
    detail: states,
  };
}

/** Visitors a second during the crash row. */
const RATE = 50;

/** The serving processes' pids under a supervisor (or the process itself). */
function servingPids(/** @type {number} */ pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return children.length ? children.map(Number) : [pid];
}

/**
 * GET /clients at 50 a second for DURATION seconds with a serving process killed after two:
 * how many visitors got no page. With one process the bench starts it again at once on the same
 * file and port, as Docker's restart policy would (`docker run --restart unless-stopped`).
 */
async function crash(/** @type {number} */ processes) {
  const databasePath = freshDatabasePath();
  let app = await startApp({ env: { ENABLE_TEST_ROUTES: "true", WEB_CONCURRENCY: String(processes) }, databasePath });
  const port = app.port;
  const load = autocannon({ url: `${app.url}/clients`, connections: 10, overallRate: RATE, duration: DURATION });
  await new Promise((wake) => setTimeout(wake, 2000));
  const [victim] = servingPids(app.pid);
  const killedAt = performance.now();
  process.kill(victim, "SIGKILL");
  let downMs = 0;
  if (processes === 1) {
    await app.stop("SIGKILL");
    app = await startApp({ databasePath, port, pollMs: 5 });
    downMs = round(performance.now() - killedAt);
  }
  const result = await load;
  await app.stop();
  // Failed connections are retried at once and each counts as an error: the pages asked for and
  // not answered say better what visitors lost.
  return { answered: result["2xx"], lost: Math.max(0, RATE * DURATION - result["2xx"]), downMs };
}

/** One serving process per core under a supervisor. */
async function cluster() {
  /** @type {Record<string, Record<string, unknown>>} */
  const states = {};
  for (const [state, processes] of /** @type {const} */ ([
    ["withoutIt", 1],
    ["withIt", 2],
  ])) {
    const app = await startApp({ env: { ENABLE_TEST_ROUTES: "true", WEB_CONCURRENCY: String(processes) } });
    try {
      const posts = await bookingPosts(app.url, app.databasePath);
      const { result, measure } = await cpuPerThousand(
        app.pid,
        posts.count,
        (start) => start().then(() => loadRow(posts.options, { warmup: false })),
        () => outboxSettled(app.databasePath),
      );
      posts.close();
      states[state] = { posts: result, cpuSecondsPerThousand: measure.cpuSecondsPerThousand };
    } finally {
      await app.stop();
    }
    states[state].crash = await crash(processes);
  }
  const { withIt, withoutIt } = /** @type {Record<string, any>} */ (states);
  report("cluster", { withIt, withoutIt });
  return {
    mechanism: "cluster of processes",
    row: "CPU-s per 1,000 booking posts (GET /clients lost to a process crash)",
    off: `${withoutIt.cpuSecondsPerThousand} (${withoutIt.crash.lost} lost, ${withoutIt.crash.downMs} ms down)`,
    on: `${withIt.cpuSecondsPerThousand} (${withIt.crash.lost} lost)`,
    gain: round(withoutIt.cpuSecondsPerThousand / withIt.cpuSecondsPerThousand, 2),
    lines: linesOf("server.js", /^function supervise/) + linesOf("server.js", /^function processCount/),
    mattersAtPerSecond: withoutIt.posts.rps,
    expectedPerSecond: round(EXPECTED.bookingPostsPerSecond, 3),
    detail: states,
  };
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
    "page-cache": pageCache,
    "group-commit": groupCommit,
    cluster,
    "pdf-worker": pdfWorker,
    "standalone-form": standaloneForm,
  };
  const mechanisms = [];
  for (const [name, measure] of Object.entries(all)) {
    if (ONLY && !ONLY.has(name)) continue;
    console.log(`${name} …`);
    mechanisms.push({ name, ...(await measure()) });
  }
  const date = new Date().toISOString();
  const run = {
    date,
    node: process.version,
    machine: {
      cpus: cpus().length,
      memoryMb: Math.round(totalmem() / 1048576),
      loadAtStart: round(loadAtStart, 2),
      busy: loadAtStart > cpus().length / 2,
    },
    settings: { duration: DURATION, connections: CONNECTIONS, warmup: WARMUP, only: ONLY ? [...ONLY] : null },
    expected: EXPECTED,
    mechanisms,
  };
  const dir = join(ROOT, "bench/results");
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const file = join(dir, `mechanisms-${date.slice(0, 19).replaceAll(":", "-")}Z.json`);
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`\nWritten: ${file}`);
}

await main();
