#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/bench/profile-row.mjs [get-clients|post-clients|floor] [seconds]`: starts the
 * built server with `--cpu-prof`, drives one bench row, stops the server and prints the
 * functions and files with the most self time. For finding where a row's time goes; the bench
 * itself runs without the profiler. `--no-jobs` keeps the background jobs (outbox, mail
 * rendering) out of the server by holding their lease elsewhere, to see the request path alone.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { BookingForm, NO_PAYMENT_CITY, validBooking } from "../../tests/support/booking-form.mjs";
import { freshDatabasePath, migrate, productionNodeArgs, requireBuild, startApp } from "./app-server.mjs";

const noJobs = process.argv.includes("--no-jobs");
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
const app = await startApp({
  databasePath,
  nodeArgs: [...productionNodeArgs(), "--cpu-prof", `--cpu-prof-dir=${dir}`],
});
/** @type {Record<string, unknown>} */
let options = { url: `${app.url}/clients` };
if (row === "floor") options = { url: `${app.url}/__bench/floor` };
if (row === "post-clients") {
  const form = await BookingForm.discover(app.url);
  const reader = new Database(app.databasePath, { readonly: true });
  await form.calibrate(() => /** @type {number} */ (reader.prepare("select count(*) from bookings").pluck().get()));
  let n = 0;
  options = {
    url: app.url,
    requests: [
      {
        method: "POST",
        path: form.action,
        headers: form.headers(),
        setupRequest: (/** @type {Record<string, unknown>} */ request) => {
          n += 1;
          return {
            ...request,
            body: form.encode(
              validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email: `prof-${n}@bench.test` }),
              form.generatedHidden(),
            ),
          };
        },
      },
    ],
  };
}
const result = await autocannon({ ...options, connections: 10, duration: Number(seconds) });
console.log(`${row}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
await app.stop();

const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error(`no profile written in ${dir}`);
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
    if (!frame?.url.includes("/build/server/")) continue;
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
