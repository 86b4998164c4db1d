#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/bench/ab-builds.mjs <build A> <build B> [queue|workspace|inbox|today|search …]`:
 * compares two builds of the app on the staff's pages, in one run. This machine's speed drifts by
 * a quarter within an hour, so two runs made one after the other compare the hour as much as the
 * code. Here both builds serve at once, each over its own copy of the same busy year
 * (busy-year-seed.mjs), and the pages are asked of A and B in turn, 25 requests at a time,
 * twelve rounds a page: a drift reaches both alike. It prints each server's CPU-ms per request
 * (from /proc/<pid>/stat) and B's over A's. Run it with one build against itself first: on this
 * machine that gave 0.95–1.01, the noise any gain must clear.
 *
 * Build B with `BUILD_DIR=build-b npm run build:test` after checking out the other version.
 */
import { copyFileSync } from "node:fs";
import { resolve } from "node:path";
import Database from "better-sqlite3";
import { freshDatabasePath, migrate, SESSION_SECRET, startApp } from "./app-server.mjs";
import { seedBusyYear } from "./busy-year-seed.mjs";
import { cpuSeconds } from "./service-rows.mjs";

const [buildA, buildB, ...asked] = process.argv.slice(2);
if (!buildA || !buildB) {
  console.error("usage: node scripts/bench/ab-builds.mjs <build A> <build B> [page …]");
  process.exit(2);
}
const ROUNDS = 12;
const PER_ROUND = 25;

const databaseA = freshDatabasePath();
migrate(databaseA);
const year = seedBusyYear(databaseA, SESSION_SECRET);
const sqlite = new Database(databaseA);
// The background jobs' lease is held elsewhere, as staff-pages.mjs does: the rows time the pages.
sqlite
  .prepare("insert into job_leases (name, holder, expires_at) values ('background-jobs', 'ab', '9999-12-31')")
  .run();
sqlite.pragma("wal_checkpoint(TRUNCATE)");
sqlite.close();
const databaseB = freshDatabasePath();
copyFileSync(databaseA, databaseB);

/** @type {Record<string, string>} */
const PAGES = {
  queue: "/admin",
  workspace: year.workspacePath,
  inbox: "/admin/inbox",
  today: `/admin/today?date=${year.busiestDay}`,
  search: `/admin?q=${encodeURIComponent(year.searches.name[0])}`,
};
const pages = asked.length ? asked : Object.keys(PAGES);
const unknown = pages.filter((page) => !(page in PAGES));
if (unknown.length) throw new Error(`unknown page ${unknown.join(", ")}: one of ${Object.keys(PAGES).join(", ")}`);

const apps = [
  await startApp({ databasePath: databaseA, env: { BUILD_DIR: resolve(buildA) } }),
  await startApp({ databasePath: databaseB, env: { BUILD_DIR: resolve(buildB) } }),
];
/** @param {(typeof apps)[number]} app @param {string} path @param {number} times */
async function ask(app, path, times) {
  for (let i = 0; i < times; i++) {
    const response = await fetch(app.url + path, { headers: { cookie: year.staffCookie } });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
}
try {
  console.log(`A: ${buildA}\nB: ${buildB}\npage: A CPU-ms per request, B, B/A (the median round's)`);
  for (const page of pages) {
    // Warm both first, as the bench's warm-up does: the figures are of compiled code.
    for (const app of apps) await ask(app, PAGES[page], 60);
    const spent = [0, 0];
    const ratios = [];
    for (let round = 0; round < ROUNDS; round++) {
      /** @type {number[]} */
      const cpu = [];
      // Alternate who goes first, so neither always follows the other's garbage collection.
      for (const k of round % 2 ? [1, 0] : [0, 1]) {
        const before = cpuSeconds(apps[k].pid);
        await ask(apps[k], PAGES[page], PER_ROUND);
        cpu[k] = cpuSeconds(apps[k].pid) - before;
        spent[k] += cpu[k];
      }
      ratios.push(cpu[1] / cpu[0]);
    }
    ratios.sort((a, b) => a - b);
    const median = (ratios[ROUNDS / 2 - 1] + ratios[ROUNDS / 2]) / 2;
    const perRequest = (/** @type {number} */ seconds) => ((1000 * seconds) / (ROUNDS * PER_ROUND)).toFixed(2);
    console.log(
      `${page}: ${perRequest(spent[0])}, ${perRequest(spent[1])}, ${(spent[1] / spent[0]).toFixed(3)} (${median.toFixed(3)})`,
    );
  }
} finally {
  for (const app of apps) await app.stop();
}
