#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/bench/memory-probe.mjs [--seconds=10] [--soak=60] [--snapshot] [--pdf] [--node-args="…"] [--compare="…"]`:
 * where a serving process's memory goes, for the bench's 200 MB target, without the whole bench.
 * Over 100,000 seeded bookings (and the service seed) it runs the load rows that grow memory
 * (GET /clients, POST /clients, the trip page, the workspace, the dashboard), optionally a soak
 * and GET /clients while ten-meal itineraries render, and prints per row the process's peak RSS
 * (sampled), its RSS split into anonymous memory and mapped files (/proc/<pid>/smaps_rollup),
 * and the CPU-ms per request (from /proc/<pid>/stat, which a busy machine does not distort as
 * much as req/s). `--snapshot` writes a V8 heap snapshot of the serving thread (SIGUSR2 with
 * `--heapsnapshot-signal`) into a temp folder after the rows, for a heap-snapshot reader.
 * `--compare` runs the rows for several settings (allocator, heap flags, builds) in one run.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { BookingForm } from "../../tests/support/booking-form.mjs";
import {
  freshDatabasePath,
  memoryOf,
  migrate,
  productionNodeArgs,
  requireBuild,
  SESSION_SECRET,
  sampleRss,
  startApp,
} from "./app-server.mjs";
import { pdfWorkerMemory } from "./pdf-worker-memory.mjs";
import { benchArgs } from "./run-record.mjs";
import { seedBookings } from "./seed.mjs";
import { cpuSeconds, queueRenders, warmRenderer } from "./service-rows.mjs";
import { seedService } from "./service-seed.mjs";

const args = benchArgs();
const SECONDS = Number(args.get("seconds") ?? 10);
const SOAK = Number(args.get("soak") ?? 0);
const MB = 1024 * 1024;
const mb = (/** @type {number} */ bytes) => Math.round((bytes / MB) * 10) / 10;

/** RSS split by kind, from the kernel: anonymous (heaps, malloc) and file-backed (code, mapped files). */
function rollup(/** @type {number} */ pid) {
  const text = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  const kb = (/** @type {string} */ name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0);
  // The main thread's malloc arena ([heap]): native allocations (SQLite, zlib, ICU, Node) outside V8's heap.
  const smaps = readFileSync(`/proc/${pid}/smaps`, "utf8");
  const heap = /\[heap\]\n(?:.*\n)*?Rss:\s+(\d+) kB/.exec(smaps)?.[1];
  return {
    rssMb: Math.round(kb("Rss") / 102.4) / 10,
    anonMb: Math.round(kb("Anonymous") / 102.4) / 10,
    mallocMainMb: Math.round(Number(heap ?? 0) / 102.4) / 10,
  };
}

requireBuild();
const databasePath = freshDatabasePath();
migrate(databasePath);
seedBookings(databasePath, 100_000);
const seed = seedService(databasePath, SESSION_SECRET, { pdfTrips: args.has("pdf") ? 12 : 0 });
const snapDir = mkdtempSync(join(tmpdir(), "sobremesa-heap-"));
const reader = new Database(databasePath, { readonly: true });
const envPairs = (/** @type {string} */ list) =>
  Object.fromEntries(
    list
      .split(",")
      .filter(Boolean)
      .map((pair) => pair.split("=")),
  );
const words = (/** @type {string} */ list) => list.split(" ").filter(Boolean);
const chosen = (args.get("rows") ?? "landing,clients,post,trip,workspace,dashboard").split(",");

/**
 * A server with these settings over the seeded database, and the rows it is asked.
 * @param {{ env?: Record<string, string>, nodeArgs?: string[], inspect?: boolean }} settings
 */
async function serve({ env = {}, nodeArgs = [], inspect = false }) {
  const app = await startApp({
    databasePath,
    env: { ENABLE_TEST_ROUTES: "true", ...env },
    nodeArgs: [
      ...productionNodeArgs(),
      ...nodeArgs,
      "--heapsnapshot-signal=SIGUSR2",
      `--diagnostic-dir=${snapDir}`,
      ...(inspect ? ["--inspect=127.0.0.1:0"] : []),
    ],
  });
  const staff = { headers: { cookie: seed.staffCookie } };
  const form = await BookingForm.discover(app.url);
  await form.calibrate(() => /** @type {number} */ (reader.prepare("select count(*) from bookings").pluck().get()));
  /** @type {Record<string, [string, Record<string, unknown>]>} */
  const rows = {
    landing: ["GET /", { url: `${app.url}/` }],
    clients: ["GET /clients", { url: `${app.url}/clients` }],
    post: ["POST /clients", { url: app.url, requests: form.bookingLoad("mem") }],
    trip: ["GET /trip/:token", { url: `${app.url}${seed.tripPath}` }],
    workspace: ["GET /admin/bookings/:reference", { url: `${app.url}${seed.workspacePath}`, ...staff }],
    dashboard: ["GET /dashboard", { url: `${app.url}/dashboard`, headers: { cookie: seed.creatorCookie } }],
    queue: ["GET /admin", { url: `${app.url}/admin`, ...staff }],
  };
  return { app, rows, inspectorUrl: /ws:\/\/\S+/.exec(app.output())?.[0] };
}

/**
 * One row against one server: its throughput, CPU per request and the process's peak RSS.
 * @param {{ pid: number }} app @param {Record<string, unknown>} options @param {number} [seconds]
 */
async function measure(app, options, seconds = SECONDS) {
  await autocannon({ ...options, connections: 10, duration: 2 });
  const stop = sampleRss(app.pid, 50);
  const cpu = cpuSeconds(app.pid);
  const result = await autocannon({ ...options, connections: 10, duration: seconds, timeout: 30 });
  const spent = cpuSeconds(app.pid) - cpu;
  const answered = result.requests.total;
  return { result, answered, cpuMs: (1000 * spent) / Math.max(1, answered), peakMb: mb(stop()) };
}

if (args.has("compare")) {
  await compare(/** @type {string} */ (args.get("compare")));
  reader.close();
  process.exit(0);
}

/**
 * `--compare="label:NAME=value,…:node flags|label:…"`: each setting in turn, in this one run,
 * over the same seeded database, the rows in the same order, and a table of each row's req/s,
 * CPU-ms per request and peak RSS against the first setting (the baseline). A setting's
 * NAME=value pairs are its server's environment (`BUILD_DIR=build-other` compares two builds).
 * @param {string} spec
 */
async function compare(spec) {
  const settings = spec.split("|").map((one) => {
    const [label, env = "", flags = ""] = one.split(":");
    return { label, env: envPairs(env), nodeArgs: words(flags) };
  });
  /** @type {{ label: string, row: string, reqs: number, cpuMs: number, peakMb: number }[]} */
  const found = [];
  for (const setting of settings) {
    // The mail the previous setting's posts queued would be sent by this one's server, during its
    // first rows: each setting starts from the same empty outbox instead.
    const writer = new Database(databasePath);
    writer
      .prepare(
        "update outbox set cancelled_at = ? where delivered_at is null and failed_at is null and cancelled_at is null",
      )
      .run(new Date().toISOString());
    writer.close();
    const { app, rows } = await serve(setting);
    for (const name of chosen) {
      const [row, options] = rows[name];
      const { result, cpuMs, peakMb } = await measure(app, options);
      found.push({ label: setting.label, row, reqs: Math.round(result.requests.average), cpuMs, peakMb });
      console.log(
        `${setting.label} · ${row}: ${Math.round(result.requests.average)} req/s, ${cpuMs.toFixed(2)} CPU-ms/request, peak RSS ${peakMb} MB`,
      );
    }
    await app.stop();
  }
  const [baseline] = settings;
  console.log(`\nsetting | row | req/s | vs ${baseline.label} | CPU-ms/req | peak RSS`);
  for (const entry of found) {
    const base = found.find((other) => other.label === baseline.label && other.row === entry.row);
    const ratio = base ? entry.reqs / Math.max(1, base.reqs) : 1;
    console.log(
      `${entry.label} | ${entry.row} | ${entry.reqs} | ${ratio.toFixed(2)}× | ${entry.cpuMs.toFixed(2)} | ${entry.peakMb} MB`,
    );
  }
  for (const setting of settings) {
    const peak = Math.max(...found.filter((entry) => entry.label === setting.label).map((entry) => entry.peakMb));
    console.log(`${setting.label}: peak RSS over the rows ${peak} MB`);
  }
}

const extra = words(args.get("node-args") ?? "");
// --env=NAME=value,… for the server (e.g. MALLOC_ARENA_MAX=2, to compare allocator settings).
const { app, rows, inspectorUrl } = await serve({
  env: envPairs(args.get("env") ?? ""),
  nodeArgs: extra,
  inspect: args.has("inspect"),
});
console.log(`node ${[...productionNodeArgs(), ...extra].join(" ")}; at rest ${JSON.stringify(rollup(app.pid))}`);

/**
 * The serving thread's own view (through the inspector, with --inspect): V8's heap (used and
 * committed), memory outside it (external, array buffers) and each heap space's committed size.
 */
async function heapView() {
  if (!inspectorUrl) return "";
  const socket = new WebSocket(inspectorUrl);
  await new Promise((open) => socket.addEventListener("open", open, { once: true }));
  const expression = `JSON.stringify((() => { const m = process.memoryUsage(); const v8 = process.getBuiltinModule("v8");
    const f = (b) => Math.round(b / 104857.6) / 10;
    return { heapUsed: f(m.heapUsed), heapTotal: f(m.heapTotal), external: f(m.external), arrayBuffers: f(m.arrayBuffers),
      spaces: Object.fromEntries(v8.getHeapSpaceStatistics().filter((s) => s.space_size > 1048576).map((s) => [s.space_name, f(s.space_size)])),
      malloced: f(v8.getHeapStatistics().malloced_memory) }; })())`;
  const answer = new Promise((done) =>
    socket.addEventListener("message", (event) => done(JSON.parse(String(event.data)).result?.result?.value), {
      once: true,
    }),
  );
  socket.send(JSON.stringify({ id: 1, method: "Runtime.evaluate", params: { expression } }));
  const value = await answer;
  socket.close();
  return value;
}

/** @param {string} name @param {Record<string, unknown>} options @param {number} [seconds] */
async function row(name, options, seconds = SECONDS) {
  const { result, answered, cpuMs, peakMb } = await measure(app, options, seconds);
  console.log(
    `${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${answered} answered (${/** @type {{ non2xx?: number }} */ (result).non2xx ?? 0} not 2xx, redirects included), ${cpuMs.toFixed(2)} CPU-ms/request, peak RSS ${peakMb} MB, after ${JSON.stringify(rollup(app.pid))} ${await heapView()}`,
  );
  return result;
}

for (const name of chosen) await row(...rows[name]);
if (SOAK > 0) {
  /** @type {number[]} */
  const samples = [];
  const timer = setInterval(() => samples.push(memoryOf(app.pid).rss / MB), 1000);
  await row(`GET /clients soak ${SOAK} s`, { url: `${app.url}/clients` }, SOAK);
  clearInterval(timer);
  const third = Math.max(1, Math.floor(samples.length / 3));
  console.log(
    `soak RSS: first third max ${mb(Math.max(...samples.slice(0, third)) * MB)} MB, last third max ${mb(Math.max(...samples.slice(-third)) * MB)} MB`,
  );
}
if (args.has("pdf")) {
  const renders = await queueRenders(app.url, await warmRenderer(app.url, seed, databasePath), databasePath);
  await row("GET /clients while PDFs render", { url: `${app.url}/clients` });
  console.log(`PDFs rendered: ${renders.collect().join(", ")} ms`);
  renders.close();
  console.log(
    `PDF worker: ${JSON.stringify(await pdfWorkerMemory(app.url, app.pid))}, then ${JSON.stringify(rollup(app.pid))} ${await heapView()}`,
  );
}
if (args.has("snapshot")) {
  process.kill(app.pid, "SIGUSR2");
  // The snapshot is written by the serving thread between requests; it takes a few seconds.
  for (let i = 0; i < 600 && !readdirSync(snapDir).some((f) => f.endsWith(".heapsnapshot")); i++) {
    await new Promise((wake) => setTimeout(wake, 100));
  }
  // Written in pieces: done once its size stops changing.
  const sizeOf = () => readdirSync(snapDir).reduce((sum, f) => sum + statSync(join(snapDir, f)).size, 0);
  for (let last = -1; last !== sizeOf(); ) {
    last = sizeOf();
    await new Promise((wake) => setTimeout(wake, 2000));
  }
  console.log(`heap snapshot in ${snapDir}: ${readdirSync(snapDir).join(", ")}`);
}
/** The process's largest mappings by resident size: V8's heap pages, malloc arenas, code, files. */
const maps = readFileSync(`/proc/${app.pid}/smaps`, "utf8").split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
const sized = maps.map((block) => {
  const [head] = block.split("\n");
  const [range, , , , , ...name] = head.split(/\s+/);
  const [from, to] = range.split("-").map((hex) => Number.parseInt(hex, 16));
  const rss = Number(/^Rss:\s+(\d+)/m.exec(block)?.[1] ?? 0);
  return { name: name.join(" ") || "(anonymous)", sizeMb: mb(to - from), rssMb: Math.round(rss / 102.4) / 10 };
});
/** @type {Map<string, { rssMb: number, count: number }>} */
const byName = new Map();
for (const m of sized) {
  const key =
    m.name === "(anonymous)"
      ? `(anonymous ${m.sizeMb >= 60 ? "≥ 60 MB" : m.sizeMb >= 1 ? "1–60 MB" : "< 1 MB"})`
      : m.name;
  const sum = byName.get(key) ?? { rssMb: 0, count: 0 };
  byName.set(key, { rssMb: sum.rssMb + m.rssMb, count: sum.count + 1 });
}
console.log("resident by mapping:");
for (const [name, { rssMb, count }] of [...byName].sort((a, b) => b[1].rssMb - a[1].rssMb).slice(0, 12)) {
  console.log(`  ${rssMb.toFixed(1)} MB in ${count} × ${name.replace(process.cwd(), ".")}`);
}
reader.close();
await app.stop();
