#!/usr/bin/env node
// @ts-check
/**
 * `npm run drills`: the reliability drills (tests/drills, shared with the Vitest suite) against
 * the production build, each on its own fresh database, each printing what it did and what it
 * found. Exits 1 if any fails.
 *
 *   npm run drills [-- --no-build] [a b c d e f]   (letters pick drills; default all)
 *
 * (a) SIGKILL while two clients post bookings   (b) webhook target down, then back
 * (c) one Stripe event delivered 20× at once    (d) 2,000 hostile requests
 * (e) 50 concurrent writers, with and without another process holding the write lock
 * (f) npm run db:backup while two clients post bookings
 * (g) 60 s soak: pages, form posts and the CSV export under sustained load; still up after
 * (h) replication: the machine lost (SIGKILL, data deleted), restored from the replica on start
 * (i) replication: a restore to an instant between two bursts   (j) the S3 store away for 30 s
 */
import { cpus } from "node:os";
import { backupUnderLoadDrill } from "../tests/drills/backup-under-load.mjs";
import { concurrentWritersDrill } from "../tests/drills/concurrent-writers.mjs";
import { hostileRequestsDrill } from "../tests/drills/hostile-requests.mjs";
import { killRestartDrill } from "../tests/drills/kill-restart.mjs";
import { loseTheMachineDrill, pointInTimeDrill, storeOutageDrill } from "../tests/drills/replication.mjs";
import { soakDrill } from "../tests/drills/soak.mjs";
import { stripeReplayDrill } from "../tests/drills/stripe-replay.mjs";
import { webhookOutageDrill } from "../tests/drills/webhook-outage.mjs";
import { buildApp, startApp } from "./bench/app-server.mjs";
import { writeResults } from "./bench/run-record.mjs";

const DRILLS = {
  a: killRestartDrill,
  b: webhookOutageDrill,
  c: stripeReplayDrill,
  d: hostileRequestsDrill,
  e: concurrentWritersDrill,
  f: backupUnderLoadDrill,
  g: soakDrill,
  // Each starts its own store and servers (scripts/start.mjs under Litestream), so ignores `start`.
  h: loseTheMachineDrill,
  i: pointInTimeDrill,
  j: storeOutageDrill,
};

const args = process.argv.slice(2);
const picked = args.filter((arg) => arg in DRILLS);
const letters = /** @type {(keyof typeof DRILLS)[]} */ (picked.length > 0 ? picked : Object.keys(DRILLS));

/** @type {import("../tests/support/drill-support.mjs").StartServer} */
const start = (env = {}, databasePath = undefined) => startApp({ env, databasePath });

if (!args.includes("--no-build")) buildApp();
/** @type {Record<string, unknown>} */
const results = {};
let failures = 0;
for (const letter of letters) {
  const started = Date.now();
  try {
    const result = await DRILLS[letter]({ start });
    results[letter] = { ...result, seconds: (Date.now() - started) / 1000 };
    if (!result.ok) failures += 1;
  } catch (error) {
    failures += 1;
    const message = error instanceof Error ? error.message : String(error);
    results[letter] = { ok: false, error: message };
    console.log(`(${letter}) could not run: ${message.split("\n")[0]}`);
  }
}

const file = writeResults("drills", {
  date: new Date().toISOString(),
  node: process.version,
  machine: { cpus: cpus().length },
  results,
});
console.log(`\n${letters.length - failures} of ${letters.length} drills passed. Written: ${file}`);
process.exit(failures > 0 ? 1 : 0);
