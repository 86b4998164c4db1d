#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/bench/profile-start.mjs [--due] [--ended] [--bookings=100000] [--outbox=50000] [--no-profile]`:
 * the bench's start row (healthy in under 2 s) alone, with a CPU profile of the starting server.
 * Seeds a migrated database as the bench does (its bookings, then its waiting outbox records:
 * due in an hour, or due now with `--due`, which makes the first drain deliver them all), starts
 * the built server (BUILD_DIR) with `--cpu-prof`, and prints the time to the first 200 on
 * /healthz, the first booking post's time, the CPU-seconds the server spent until it was healthy
 * (from /proc, less dependent on the machine's load than the wall clock), and the functions with
 * the most self time up to that point. With `--due` it also waits for the outbox to empty.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { BookingForm, NO_PAYMENT_CITY, validBooking } from "../../tests/support/booking-form.mjs";
import { freshDatabasePath, migrate, productionNodeArgs, requireBuild, startApp } from "./app-server.mjs";
import { benchArgs } from "./run-record.mjs";
import { seedBookings } from "./seed.mjs";
import { cpuSeconds } from "./service-rows.mjs";
import { seedOutbox } from "./service-seed.mjs";

const args = benchArgs();
const due = args.has("due");
const profile = !args.has("no-profile");
requireBuild();
const databasePath = freshDatabasePath();
migrate(databasePath);
seedBookings(databasePath, Number(args.get("bookings") ?? 100_000));
const outboxRows = Number(args.get("outbox") ?? 50_000);
seedOutbox(databasePath, outboxRows);
if (args.has("ended")) {
  // A site that has run for years: most trips ended long ago (the bench's seed ends them in 2030).
  const sqlite = new Database(databasePath);
  sqlite
    .prepare("update bookings set check_in = '2025-01-01', check_out = '2025-01-04' where status <> 'pending'")
    .run();
  sqlite.close();
}
if (due) {
  const sqlite = new Database(databasePath);
  sqlite.prepare("update outbox set next_attempt_at = ? where delivered_at is null").run(new Date().toISOString());
  sqlite.close();
}

const dir = mkdtempSync(join(tmpdir(), "sobremesa-start-prof-"));
const started = performance.now();
const app = await startApp({
  databasePath,
  env: { ENABLE_TEST_ROUTES: "true" },
  pollMs: 5,
  nodeArgs: [...productionNodeArgs(), ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [])],
});
const healthyMs = performance.now() - started;
const cpuHealthy = cpuSeconds(app.pid);
const form = await BookingForm.discover(app.url);
const cpuBeforePost = cpuSeconds(app.pid);
const postStarted = performance.now();
const answer = await form.post(
  validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email: `first-${Date.now()}@bench.test` }),
);
const postMs = performance.now() - postStarted;
const cpuPost = cpuSeconds(app.pid) - cpuBeforePost;
console.log(
  `start over ${outboxRows} ${due ? "due" : "waiting (due in an hour)"} outbox records: /healthz 200 after ${Math.round(healthyMs)} ms (${cpuHealthy.toFixed(2)} CPU-s); first booking post ${answer.status} in ${Math.round(postMs)} ms (${Math.round(cpuPost * 1000)} CPU-ms, at 10 ms resolution)`,
);
if (due) {
  const reader = new Database(databasePath, { readonly: true });
  const waiting = () =>
    /** @type {number} */ (
      reader.prepare("select count(*) from outbox where delivered_at is null and failed_at is null").pluck().get()
    );
  const drainStarted = performance.now();
  while (waiting() > 0 && performance.now() - drainStarted < 300_000) await new Promise((r) => setTimeout(r, 500));
  console.log(`outbox drained (${waiting()} left) ${Math.round(performance.now() - drainStarted)} ms after the post`);
  reader.close();
}
await app.stop();
if (!profile) process.exit(0);

const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile") && name.split(".")[4] === "0");
if (!file) throw new Error(`no profile written in ${dir}`);
/** @type {{ startTime: number, nodes: { id: number, children?: number[], callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} */
const cpu = JSON.parse(readFileSync(join(dir, file), "utf8"));
const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
/** @type {Map<number, number>} */
const parentOf = new Map();
for (const node of cpu.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const name = (/** @type {number} */ id) => {
  const frame = byId.get(id)?.callFrame;
  if (!frame) return "?";
  const where = frame.url
    .replace(/^file:\/\//, "")
    .replace(process.cwd(), ".")
    .replace(/.*node_modules\//, "");
  return `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}`;
};
/**
 * Self time, and our functions' inclusive time, of the samples between two moments (ms since
 * the server was spawned; the profile starts a few ms later, with node's own start).
 * @param {string} title @param {number} fromMs @param {number} toMs
 */
function summarise(title, fromMs, toMs) {
  /** @type {Map<string, number>} */
  const self = new Map();
  /** @type {Map<string, number>} */
  const inclusive = new Map();
  let elapsed = 0;
  let total = 0;
  cpu.samples.forEach((id, i) => {
    const dt = cpu.timeDeltas[i] ?? 0;
    elapsed += dt;
    if (elapsed < fromMs * 1000 || elapsed > toMs * 1000) return;
    const leaf = name(id);
    if (leaf.startsWith("(idle)")) return;
    total += dt;
    self.set(leaf, (self.get(leaf) ?? 0) + dt);
    const seen = new Set();
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parentOf.get(at)) {
      const frame = name(at);
      if (seen.has(frame) || !/\.\/(build|server|app)|server\.js/.test(frame)) continue;
      seen.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + dt);
    }
  });
  const top = (/** @type {Map<string, number>} */ map, count = 15) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([key, us]) =>
          `  ${(us / 1000).toFixed(0).padStart(6)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`,
      )
      .join("\n");
  console.log(`\n${title}: ${(total / 1000).toFixed(0)} ms sampled (not idle)`);
  console.log(`self time:\n${top(self)}`);
  console.log(`our functions, inclusive:\n${top(inclusive)}`);
}
console.log(`profile: ${join(dir, file)}`);
summarise("until /healthz answered", 0, healthyMs);
