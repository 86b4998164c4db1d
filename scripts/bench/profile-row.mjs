#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/bench/profile-row.mjs [get-clients|post-clients|floor|clients-while-pdf|queue|workspace|search|trip|dashboard|inbox|today] [seconds]`:
 * starts the built server with `--cpu-prof`, drives one bench row, stops the server and prints
 * the functions and files with the most self time, and the server's CPU-ms per request. For finding where a row's time goes; the bench
 * itself runs without the profiler. `--no-jobs` keeps the background jobs (outbox, mail
 * rendering) out of the server by holding their lease elsewhere, to see the request path alone.
 * `clients-while-pdf` drives GET /clients while ten-meal itineraries render back to back (the
 * outbox renders them, so it keeps the jobs); the profile is the serving thread's, where a PDF
 * rendered inline shows as @react-pdf and yoga time, and the worker's own profile is summed apart.
 * `--busy-year` profiles the staff's rows (queue, workspace, search, inbox, today) over the busy
 * year of `staff-pages.mjs` instead of the 100,000 bookings, with one connection as it measures them.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { BookingForm } from "../../tests/support/booking-form.mjs";
import {
  freshDatabasePath,
  migrate,
  productionNodeArgs,
  requireBuild,
  SESSION_SECRET,
  startApp,
} from "./app-server.mjs";
import { seedBusyYear } from "./busy-year-seed.mjs";
import { seedBookings } from "./seed.mjs";
import { cpuSeconds, queueRenders, warmRenderer } from "./service-rows.mjs";
import { seedService } from "./service-seed.mjs";

const noJobs = process.argv.includes("--no-jobs");
// `--no-profile`: the same row without the profiler, for the CPU-ms per request alone (the
// profiler's sampling adds its own CPU to every request).
const noProfile = process.argv.includes("--no-profile");
const busyYear = process.argv.includes("--busy-year");
const [row = "post-clients", seconds = "8"] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
requireBuild();
const dir = mkdtempSync(join(tmpdir(), "sobremesa-prof-"));
const databasePath = freshDatabasePath();
if (noJobs) {
  migrate(databasePath);
  const database = new Database(databasePath);
  database
    .prepare("insert into job_leases (name, holder, expires_at) values ('background-jobs', 'profiler', '9999-12-31')")
    .run();
  database.close();
}
/** @type {ReturnType<typeof seedService> | undefined} */
let pdfSeed;
if (row === "clients-while-pdf") {
  migrate(databasePath);
  pdfSeed = seedService(databasePath, SESSION_SECRET, { pdfTrips: 30 });
}
/** @type {(Pick<ReturnType<typeof seedService>, "staffCookie" | "workspacePath" | "searches"> & Partial<ReturnType<typeof seedService>>) | undefined} */
let queueSeed;
/** The busiest day of the busy year's tables, for the `today` row. */
let busiestDay = "";
if (busyYear) {
  migrate(databasePath);
  const year = seedBusyYear(databasePath, SESSION_SECRET);
  const { name, email, phone, reference } = year.searches;
  busiestDay = year.busiestDay;
  queueSeed = {
    staffCookie: year.staffCookie,
    workspacePath: year.workspacePath,
    searches: name.flatMap((_, i) => [name[i], email[i], phone[i], reference[i]]),
  };
}
// The queue, the trip page and the dashboard are measured as the bench measures them: over
// 100,000 seeded bookings, with the service seed's concierge, trip and creator.
if (!busyYear && ["queue", "workspace", "search", "trip", "dashboard"].includes(row)) {
  migrate(databasePath);
  seedBookings(databasePath, 100_000);
  queueSeed = seedService(databasePath, SESSION_SECRET, { pdfTrips: 0 });
}
const app = await startApp({
  databasePath,
  // The floor page answers only with the test routes on, as in the bench's service rows.
  env: { ENABLE_TEST_ROUTES: "true" },
  nodeArgs: [...productionNodeArgs(), ...(noProfile ? [] : ["--cpu-prof", `--cpu-prof-dir=${dir}`])],
});
/** @type {Record<string, unknown>} */
let options = { url: `${app.url}/clients` };
if (row === "floor") options = { url: `${app.url}/__bench/floor` };
if (queueSeed && row === "queue") {
  options = { url: `${app.url}/admin`, headers: { cookie: queueSeed.staffCookie }, timeout: 60 };
}
if (queueSeed && row === "workspace") {
  options = { url: `${app.url}${queueSeed.workspacePath}`, headers: { cookie: queueSeed.staffCookie }, timeout: 60 };
}
if (queueSeed && row === "search") {
  const { searches, staffCookie } = queueSeed;
  let n = 0;
  // A name, an email, a phone number and a reference in turn, as the bench's search row.
  options = {
    url: app.url,
    timeout: 60,
    requests: [
      {
        method: "GET",
        headers: { cookie: staffCookie },
        setupRequest: (/** @type {Record<string, unknown>} */ request) => {
          n += 1;
          return { ...request, path: `/admin?q=${encodeURIComponent(searches[n % searches.length])}` };
        },
      },
    ],
  };
}
if (queueSeed && row === "inbox") {
  options = { url: `${app.url}/admin/inbox`, headers: { cookie: queueSeed.staffCookie }, timeout: 60 };
}
if (queueSeed && row === "today") {
  options = {
    url: `${app.url}/admin/today?date=${busiestDay}`,
    headers: { cookie: queueSeed.staffCookie },
    timeout: 60,
  };
}
if (queueSeed?.tripPath && row === "trip") options = { url: `${app.url}${queueSeed.tripPath}`, timeout: 60 };
if (queueSeed?.creatorCookie && row === "dashboard") {
  options = { url: `${app.url}/dashboard`, headers: { cookie: queueSeed.creatorCookie }, timeout: 60 };
}
if (row === "post-clients") {
  const form = await BookingForm.discover(app.url);
  const reader = new Database(app.databasePath, { readonly: true });
  await form.calibrate(() => /** @type {number} */ (reader.prepare("select count(*) from bookings").pluck().get()));
  options = { url: app.url, requests: form.bookingLoad("prof") };
}
const driver = pdfSeed
  ? await queueRenders(app.url, await warmRenderer(app.url, pdfSeed, app.databasePath), app.databasePath)
  : undefined;
if (typeof options.url === "string" && row !== "post-clients") {
  // A row that answers a redirect or a 404 would profile the wrong page.
  const status = (
    await fetch(options.url, {
      headers: /** @type {Record<string, string>} */ (options.headers ?? {}),
      redirect: "manual",
    })
  ).status;
  if (status !== 200) throw new Error(`${row} answered ${status}, not 200`);
}
// The bench's 2 s warm-up, so the figures below are of a process that has compiled the page's code.
if (busyYear || row === "floor" || row === "trip" || row === "dashboard")
  await autocannon({ ...options, connections: 10, duration: 2 });
// CPU-ms per request answered, from /proc/<pid>/stat: unlike req/s it does not depend on what
// else the machine runs, so its ratio between two rows is their throughput ratio on a quiet machine.
const cpuBefore = cpuSeconds(app.pid);
const result = await autocannon({ ...options, connections: busyYear ? 1 : 10, duration: Number(seconds) });
const cpuSpent = cpuSeconds(app.pid) - cpuBefore;
const renders = driver?.collect() ?? [];
driver?.close();
const answered = result.requests.total;
// autocannon counts answers outside 2xx as `non2xx`, which its typings leave out.
const non2xx = /** @type {{ non2xx?: number }} */ (/** @type {unknown} */ (result)).non2xx ?? 0;
console.log(
  `${row}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${answered} answered (${non2xx} not 2xx, ${result.errors} errors), ${((1000 * cpuSpent) / Math.max(1, answered)).toFixed(2)} CPU-ms per request${driver ? `, ${renders.length} PDFs rendered (${renders.join(", ")} ms)` : ""}`,
);
await app.stop();
if (noProfile) process.exit(0);

// One file per thread (CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile): the serving thread is
// thread 0; a PDF worker thread writes its own.
const written = readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"));
const file = written.find((name) => name.split(".")[4] === "0") ?? written[0];
if (!file) throw new Error(`no profile written in ${dir}`);
for (const other of written.filter((name) => name !== file)) {
  /** @type {{ timeDeltas: number[] }} */
  const thread = JSON.parse(readFileSync(join(dir, other), "utf8"));
  const ms = thread.timeDeltas.reduce((a, b) => a + b, 0) / 1000;
  console.log(`another thread's profile (the PDF worker): ${other}, ${Math.round(ms)} ms sampled`);
}
/** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} */
const profile = JSON.parse(readFileSync(join(dir, file), "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
/** @type {Map<string, number>} */
const self = new Map();
/** @type {Map<string, number>} */
const files = new Map();
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)?.callFrame;
  if (!frame) return;
  const dt = profile.timeDeltas[i] ?? 0;
  const where = frame.url
    .replace(/^file:\/\//, "")
    .replace(process.cwd(), ".")
    .replace(/.*node_modules\//, "");
  const key = `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + dt);
  const pkg = where.startsWith(".")
    ? where
    : where
        .split("/")
        .slice(0, where.startsWith("@") ? 2 : 1)
        .join("/");
  files.set(pkg || "(native)", (files.get(pkg || "(native)") ?? 0) + dt);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
// Inclusive time of the app's own functions (the build), to see which of our steps costs what.
/** @type {Map<number, number>} */
const parentOf = new Map();
for (const node of /** @type {{ id: number, children?: number[] }[]} */ (profile.nodes)) {
  for (const child of node.children ?? []) parentOf.set(child, node.id);
}
/** @type {Map<string, number>} */
const inclusive = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const seen = new Set();
  for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at)?.callFrame;
    if (!frame || !/\/build[^/]*\/server\//.test(frame.url)) continue;
    const key = `${frame.functionName || "(anonymous)"}:${frame.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
  }
});
const top = (/** @type {Map<string, number>} */ map, /** @type {number} */ n) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`)
    .join("\n");
console.log(
  `\nby package/file\n${top(files, 20)}\n\nby function\n${top(self, 30)}\n\nour code, inclusive\n${top(inclusive, 25)}\n\nprofile: ${join(dir, file)}`,
);
