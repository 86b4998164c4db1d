// @ts-check
/**
 * The benchmark's rows for where the service now happens: the trip page, the
 * concierge's queue, search and workspace over 100,000 bookings, the creator's dashboard,
 * GET /clients while PDFs render, CPU per 1,000 booking posts, and start-up on a full database.
 */
import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { memoryOf, sampleRss, sendItineraryFrom, startApp } from "./app-server.mjs";
import { pdfWorkerMemory } from "./pdf-worker-memory.mjs";
import { seedOutbox, seedService } from "./service-seed.mjs";

const MB = 1024 * 1024;
const round = (/** @type {number} */ n, digits = 0) => Number(n.toFixed(digits));
/** The kernel's clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** User + system CPU seconds of one process so far, from /proc/<pid>/stat (fields 14 and 15). */
export function cpuSeconds(/** @type {number} */ pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/**
 * The processes serving at `pid`: the process itself and, when it supervises, the serving
 * processes it forked (its children). The supervisor counts: under node:cluster it accepts each
 * connection and hands it to a worker, work a single process does for itself.
 */
function servingPids(/** @type {number} */ pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

const cpuOf = (/** @type {number[]} */ pids) => pids.map((pid) => cpuSeconds(pid));
const sum = (/** @type {number[]} */ values) => values.reduce((a, b) => a + b, 0);

/**
 * Waits until the outbox holds nothing due (at most two minutes): the mail of every booking
 * stored so far rendered and stored.
 * @param {string} databasePath
 */
export async function outboxSettled(databasePath) {
  const reader = new Database(databasePath, { readonly: true });
  reader.pragma("busy_timeout = 5000");
  const waiting = reader.prepare(
    "select count(*) from outbox where delivered_at is null and failed_at is null and cancelled_at is null and next_attempt_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
  );
  try {
    for (let i = 0; i < 1200 && /** @type {number} */ (waiting.pluck().get()) > 0; i++) {
      await new Promise((wake) => setTimeout(wake, 100));
    }
  } finally {
    reader.close();
  }
}

/**
 * Runs `work` and returns the serving processes' CPU seconds per 1,000 bookings it stored, the
 * same way for one process and for several:
 * - the window opens when `work` calls `start` (after its warm-up, so a fresh server's first
 *   requests, compiled once per process, are not counted) and only once the outbox has sent
 *   the warm-up's mail;
 * - it closes once the outbox has sent the mail of the bookings stored in it (`settle`). The
 *   outbox defers mail while its process is saturated: a single saturated process renders the
 *   mail after the load, two half-loaded ones during it. Without waiting, one process's figure
 *   left the mail out and two processes' figure had it in.
 * `servingCpuSeconds` is the part spent until the load ended; the rest is the mail of the window.
 * @template T
 * @param {number} pid the server (or its supervisor)
 * @param {() => number} countBookings
 * @param {(start: () => Promise<void>) => Promise<T>} work
 * @param {() => Promise<void>} [settle] waits for the outbox to send what is due
 */
export async function cpuPerThousand(pid, countBookings, work, settle = async () => {}) {
  const pids = servingPids(pid);
  /** @type {{ cpu: number[], bookings: number } | undefined} */
  let before;
  const start = async () => {
    await settle();
    before = { cpu: cpuOf(pids), bookings: countBookings() };
  };
  const result = await work(start);
  if (!before) throw new Error("cpuPerThousand: the work never started its measured window");
  const atEnd = cpuOf(pids);
  await settle();
  const after = cpuOf(pids);
  const opened = before;
  const spent = after.map((cpu, i) => cpu - opened.cpu[i]);
  const cpu = sum(spent);
  const bookings = countBookings() - opened.bookings;
  return {
    result,
    measure: {
      processes: Math.max(1, pids.length - 1),
      cpuSeconds: round(cpu, 2),
      servingCpuSeconds: round(sum(atEnd) - sum(opened.cpu), 2),
      byProcessCpuSeconds: spent.map((seconds) => round(seconds, 2)),
      bookings,
      cpuSecondsPerThousand: bookings ? round((cpu / bookings) * 1000, 3) : null,
    },
  };
}

/**
 * @typedef {(name: string, options: Record<string, unknown>, pid?: number, afterWarmup?: () => Promise<void>) => Promise<import("../bench.mjs").LoadRow>} Load
 */

/**
 * The service rows on a server over `databasePath` (already holding the 100,000 bookings).
 * @param {{ load: Load, databasePath: string, secret: string }} run
 */
export async function measureService({ load, databasePath, secret }) {
  const seed = seedService(databasePath, secret);
  const app = await startApp({ databasePath, env: { ENABLE_TEST_ROUTES: "true" } });
  try {
    await fetch(`${app.url}/healthz`);
    const staff = { headers: { cookie: seed.staffCookie } };
    const creator = { headers: { cookie: seed.creatorCookie } };
    // Each page must answer 200 before it is measured, or the row would time a redirect.
    for (const [path, init] of /** @type {const} */ ([
      [seed.tripPath, {}],
      ["/admin", staff],
      [seed.workspacePath, staff],
      ["/dashboard", creator],
    ])) {
      const status = (await fetch(`${app.url}${path}`, { ...init, redirect: "manual" })).status;
      if (status !== 200) throw new Error(`${path.replace(/\/trip\/.*/, "/trip/…")} answered ${status}, not 200`);
    }
    const rows = {
      trip: await load("GET /trip/:token (3 meals, thread)", { url: `${app.url}${seed.tripPath}` }, app.pid),
      queue: await load("GET /admin (queue, 100k bookings)", { url: `${app.url}/admin`, ...staff }, app.pid),
      workspace: await load(
        "GET /admin/bookings/:reference",
        { url: `${app.url}${seed.workspacePath}`, ...staff },
        app.pid,
      ),
      dashboard: await load("GET /dashboard (20 open requests)", { url: `${app.url}/dashboard`, ...creator }, app.pid),
      search: await searchRow(load, app, seed),
    };
    const whilePdf = await clientsWhilePdf(load, app, seed, databasePath);
    return { rows, ...whilePdf, hasThread: seed.hasThread };
  } finally {
    await app.stop();
  }
}

/** The queue's search: name, email, phone digits and reference in turn, each request a different booking. */
async function searchRow(
  /** @type {Load} */ load,
  /** @type {{ url: string, pid: number }} */ app,
  /** @type {ReturnType<typeof seedService>} */ seed,
) {
  let n = 0;
  return load(
    "GET /admin?q= (search, 100k bookings)",
    {
      url: app.url,
      requests: [
        {
          method: "GET",
          headers: { cookie: seed.staffCookie },
          setupRequest: (/** @type {Record<string, unknown>} */ request) => {
            n += 1;
            return { ...request, path: `/admin?q=${encodeURIComponent(seed.searches[n % seed.searches.length])}` };
          },
        },
      ],
    },
    app.pid,
  );
}

/**
 * GET /clients idle, then again while ten-meal itineraries are sent and rendered back to back
 * (the next sent as soon as the last is stored); the render times as the server recorded them
 * and the memory the rendering added to the process (the worker thread's share of its RSS).
 */
async function clientsWhilePdf(
  /** @type {Load} */ load,
  /** @type {{ url: string, pid: number }} */ app,
  /** @type {ReturnType<typeof seedService>} */ seed,
  /** @type {string} */ databasePath,
) {
  const restingMb = memoryOf(app.pid).rss / MB;
  const stopSampling = sampleRss(app.pid, 50);
  const left = await warmRenderer(app.url, seed, databasePath);
  const idle = await load("GET /clients (idle, same run)", { url: `${app.url}/clients` }, app.pid);
  const renders = await queueRenders(app.url, left, databasePath);
  const busy = await load("GET /clients while PDFs render", { url: `${app.url}/clients` }, app.pid);
  const renderMs = renders.collect();
  renders.close();
  const peakMb = stopSampling() / MB;
  const worker = await pdfWorkerMemory(app.url, app.pid);
  renderMs.sort((a, b) => a - b);
  const pick = (/** @type {number} */ q) => renderMs[Math.min(renderMs.length - 1, Math.floor(q * renderMs.length))];
  return {
    clientsWhilePdf: {
      idle,
      busy,
      p99Ratio: idle.p99 ? round(busy.p99 / idle.p99, 2) : null,
      pdfsRendered: renderMs.length,
      renderMedianMs: pick(0.5),
      renderP95Ms: pick(0.95),
    },
    pdfWorkerPeakMb: round(peakMb - restingMb, 1),
    pdfServerPeakMb: round(peakMb, 1),
    ...worker,
  };
}

/**
 * Sends every seeded ten-meal trip's itinerary, then dates their render jobs two minutes back:
 * the outbox steps aside while the process is saturated, for at most 30 s per record, so under
 * load fresh jobs would wait out the row; jobs already due that long render back to back at once.
 * `collect()` answers the render times of those stored so far, as the server recorded them.
 * @param {string} url
 * @param {{ staffCookie: string, pdfTrips: { id: number, reference: string }[] }} seed
 * @param {string} databasePath
 */
export async function queueRenders(url, seed, databasePath) {
  for (const trip of seed.pdfTrips) {
    await sendItineraryFrom(url, `/admin/bookings/${trip.reference}`, seed.staffCookie);
  }
  const database = new Database(databasePath);
  database.pragma("busy_timeout = 5000");
  const ids = seed.pdfTrips.map((trip) => trip.id);
  const list = ids.map(() => "?").join(", ");
  database
    .prepare(
      `update outbox set next_attempt_at = ? where type = 'itinerary' and delivered_at is null and booking_id in (${list})`,
    )
    .run(new Date(Date.now() - 120_000).toISOString(), ...ids);
  const rendered = database.prepare(
    `select render_ms from itineraries where pdf_version is not null and booking_id in (${list})`,
  );
  return {
    collect: () => /** @type {number[]} */ (rendered.pluck().all(...ids)),
    close: () => database.close(),
  };
}

/**
 * Renders the first seeded trip's itinerary and waits for it (at most two minutes): the worker
 * thread starts and loads the PDF library once, as on a site that renders every day; the row
 * then measures rendering, not that start. Answers the trips left for the row.
 * @param {string} url
 * @param {{ staffCookie: string, pdfTrips: { id: number, reference: string }[] }} seed
 * @param {string} databasePath
 */
export async function warmRenderer(url, seed, databasePath) {
  const [first, ...rest] = seed.pdfTrips;
  const renders = await queueRenders(url, { ...seed, pdfTrips: [first] }, databasePath);
  try {
    for (let i = 0; i < 1200 && renders.collect().length === 0; i++) await new Promise((wake) => setTimeout(wake, 100));
  } finally {
    renders.close();
  }
  return { ...seed, pdfTrips: rest };
}

/**
 * `node server.js` to its first 200 on /healthz over the database (100,000 bookings) with
 * `outboxRows` more waiting outbox records, and the first page GET and booking post right after.
 * @param {string} databasePath
 * @param {number} outboxRows
 * @param {(url: string) => Promise<number>} firstPost answers the milliseconds of one booking post
 */
export async function measureStart(databasePath, outboxRows, firstPost) {
  seedOutbox(databasePath, outboxRows);
  const started = performance.now();
  const app = await startApp({ databasePath, env: { ENABLE_TEST_ROUTES: "true" }, pollMs: 5 });
  const healthyMs = performance.now() - started;
  try {
    const postMs = await firstPost(app.url);
    return {
      ms: round(healthyMs),
      firstPostMs: round(postMs),
      outboxRows,
      sinceStartMs: round(performance.now() - started),
    };
  } finally {
    await app.stop();
  }
}
