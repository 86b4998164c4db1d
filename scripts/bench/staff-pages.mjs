#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/bench/staff-pages.mjs`: the staff's pages at the size of a real business.
 * Builds (unless `--no-build`), migrates a fresh temporary database, seeds a busy year into it
 * (scripts/bench/busy-year-seed.mjs: 5,000 bookings, 300 in service, 2,000 messages, 3,000
 * tables from a directory of restaurants), starts the production server and, signed in as a
 * concierge, asks each page in turn over ONE connection, one request at a time: the queue
 * (GET /admin), a booking's workspace, the inbox, the day's tables (the busiest day of the
 * seed), and the queue's search by a name, an email, a phone number and a reference (each
 * request a different booking). Each page's p50, p95 and slowest, against 50 ms at p95.
 *
 * Then the same database grows to 100,000 bookings (scripts/bench/seed.mjs, the bench's CSV
 * seed: every one of its bookings has the same phone number, so a phone search matches them
 * all) and the search is driven by autocannon with 10 connections: its p99 against 200 ms.
 *
 * The background jobs are kept out of the server (their lease is held, as `profile-row.mjs
 * --no-jobs` does): the seed's tables would otherwise queue their reminders and the rows would
 * time the mail. Prints a table and writes bench/results/staff-pages-<date>.json, which
 * `npm run docs:performance` shows. Timings are for this script only: tests never assert them.
 *
 *   node scripts/bench/staff-pages.mjs [--no-build --requests=200 --rows=100000 --connections=10 --duration=10]
 */
import { loadavg } from "node:os";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { buildApp, freshDatabasePath, migrate, SESSION_SECRET, startApp } from "./app-server.mjs";
import { seedBusyYear } from "./busy-year-seed.mjs";
import { benchArgs, loadFigures, machineAt, writeResults } from "./run-record.mjs";
import { seedBookings } from "./seed.mjs";

const args = benchArgs();
const REQUESTS = Number(args.get("requests") ?? 200);
const ROWS = Number(args.get("rows") ?? 100_000);
const CONNECTIONS = Number(args.get("connections") ?? 10);
const DURATION = Number(args.get("duration") ?? 10);
const WARMUP = 20;
const PAGE_P95_MS = 50;
const SEARCH_P99_MS = 200;

const round = (/** @type {number} */ n, digits = 1) => Number(n.toFixed(digits));

/** The background jobs' lease, held by nobody who runs them. */
function holdJobs(/** @type {string} */ databasePath) {
  const database = new Database(databasePath);
  database
    .prepare(
      "insert into job_leases (name, holder, expires_at) values ('background-jobs', 'staff-pages bench', '9999-12-31')",
    )
    .run();
  database.close();
}

/**
 * `count` requests one after another over one kept-alive connection, each read to its end;
 * the milliseconds of each, from sending to the body's last byte.
 * @param {string} url @param {string} cookie @param {(n: number) => string} path @param {number} count
 */
async function sequential(url, cookie, path, count) {
  /** @type {number[]} */
  const times = [];
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    const response = await fetch(`${url}${path(n)}`, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path(n)} answered ${response.status}, not 200`);
    times.push(ms);
  }
  return times;
}

function summary(/** @type {number[]} */ times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { requests: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? 0) };
}

async function busyYear(/** @type {string} */ databasePath) {
  process.stdout.write("Seeding a busy year …");
  const seeded = performance.now();
  const seed = seedBusyYear(databasePath, SESSION_SECRET);
  console.log(` ${JSON.stringify(seed.counts)} in ${round((performance.now() - seeded) / 1000)} s`);
  const app = await startApp({ databasePath, env: { ENABLE_TEST_ROUTES: "true" } });
  const rotate = (/** @type {string[]} */ list) => (/** @type {number} */ n) =>
    `/admin?q=${encodeURIComponent(list[n % list.length])}`;
  /** @type {[string, string, (n: number) => string][]} */
  const pages = [
    ["queue", "GET /admin (queue)", () => "/admin"],
    ["workspace", "GET /admin/bookings/:reference", () => seed.workspacePath],
    ["inbox", "GET /admin/inbox", () => "/admin/inbox"],
    ["today", `GET /admin/today (${seed.busiestDay})`, () => `/admin/today?date=${seed.busiestDay}`],
    ["searchName", "search by name", rotate(seed.searches.name)],
    ["searchEmail", "search by email", rotate(seed.searches.email)],
    ["searchPhone", "search by phone", rotate(seed.searches.phone)],
    ["searchReference", "search by reference", rotate(seed.searches.reference)],
  ];
  /** @type {Record<string, { name: string, path: string } & ReturnType<typeof summary>>} */
  const rows = {};
  try {
    console.log(`One connection, ${REQUESTS} requests a page (after ${WARMUP} unmeasured):`);
    for (const [key, name, path] of pages) {
      process.stdout.write(`  ${name} …`);
      await sequential(app.url, seed.staffCookie, (n) => path(n + REQUESTS), WARMUP);
      const row = {
        name,
        path: path(0).replace(/\?q=.*/, "?q=…"),
        ...summary(await sequential(app.url, seed.staffCookie, path, REQUESTS)),
      };
      rows[key] = row;
      console.log(` p50 ${row.p50} ms, p95 ${row.p95} ms`);
    }
  } finally {
    await app.stop();
  }
  return { counts: seed.counts, busiestDay: seed.busiestDay, rows, staffCookie: seed.staffCookie };
}

/** The queue's search over `ROWS` bookings with CONNECTIONS connections: a name, an email, a phone and a reference in turn. */
async function searchAtScale(/** @type {string} */ databasePath, /** @type {string} */ cookie) {
  process.stdout.write(`Growing the database to ${ROWS.toLocaleString("en")} bookings …`);
  const added = seedBookings(databasePath, ROWS);
  console.log(` added ${added.toLocaleString("en")}`);
  const reader = new Database(databasePath, { readonly: true });
  const sample = /** @type {{ name: string, email: string, phone: string, readable_reference: string }[]} */ (
    reader
      .prepare("select name, email, phone, readable_reference from bookings where id % 97 = 7 order by id limit 200")
      .all()
  );
  reader.close();
  const searches = sample.map(
    (row, i) =>
      [
        row.name.split(" ").slice(-2).join(" "),
        row.email,
        row.phone.replace(/\D/g, "").slice(-9),
        row.readable_reference,
      ][i % 4],
  );
  const app = await startApp({ databasePath, env: { ENABLE_TEST_ROUTES: "true" } });
  try {
    let n = 0;
    const options = {
      url: app.url,
      connections: CONNECTIONS,
      requests: [
        {
          method: "GET",
          headers: { cookie },
          setupRequest: (/** @type {Record<string, unknown>} */ request) => {
            n += 1;
            return { ...request, path: `/admin?q=${encodeURIComponent(searches[n % searches.length])}` };
          },
        },
      ],
    };
    process.stdout.write(`  search, ${CONNECTIONS} connections × ${DURATION} s …`);
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: DURATION });
    const row = {
      name: `GET /admin?q= (search, ${ROWS.toLocaleString("en")} bookings, ${CONNECTIONS} connections)`,
      // A redirect here is the sign-in page, not a result.
      ...loadFigures(result, { failingFrom: 300 }),
    };
    console.log(
      ` ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.bad ? `, ${row.bad} errors/non-2xx` : ""}`,
    );
    return row;
  } finally {
    await app.stop();
  }
}

async function main() {
  const load1 = loadavg()[0];
  if (!args.has("no-build")) buildApp();
  const databasePath = freshDatabasePath();
  migrate(databasePath);
  holdJobs(databasePath);
  const year = await busyYear(databasePath);
  const search = await searchAtScale(databasePath, year.staffCookie);
  const targets = [
    ...Object.values(year.rows).map((row) => ({
      figure: `${row.name}, p95 (one connection)`,
      target: `< ${PAGE_P95_MS} ms`,
      value: `${row.p95} ms`,
      met: row.p95 < PAGE_P95_MS,
    })),
    {
      figure: `search p99 (${ROWS.toLocaleString("en")} bookings, ${CONNECTIONS} connections)`,
      target: `< ${SEARCH_P99_MS} ms`,
      value: `${search.p99} ms`,
      met: search.p99 < SEARCH_P99_MS && search.bad === 0,
    },
  ];
  console.log("\npage (busy year, one connection)          p50 ms   p95 ms   max ms");
  for (const row of Object.values(year.rows)) {
    console.log(
      `${row.name.padEnd(42)} ${String(row.p50).padStart(7)} ${String(row.p95).padStart(8)} ${String(row.max).padStart(8)}`,
    );
  }
  console.log(`${search.name}: p50 ${search.p50} ms, p99 ${search.p99} ms, ${search.rps} req/s`);
  console.log("");
  for (const t of targets)
    console.log(`${t.figure.padEnd(62)} ${t.value.padStart(10)}  ${t.target.padEnd(9)} ${t.met ? "met" : "MISSED"}`);
  const machine = machineAt(load1);
  if (machine.busy)
    console.log(`\nNote: the machine was busy when this run started (load ${load1.toFixed(2)}); rerun when quiet.`);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    machine,
    settings: {
      requestsPerPage: REQUESTS,
      warmupRequests: WARMUP,
      rows: ROWS,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
    },
    seed: { ...year.counts, busiestDay: year.busiestDay },
    pages: year.rows,
    searchAtScale: search,
    targets,
  };
  console.log(`\nWritten: ${writeResults("staff-pages", results)}`);
}

await main();
