#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/bench/cpu-scaling.mjs [--processes=1,2] [--seconds=10] [--warmup=3] [--connections=10] [--repeat=1] [--cpu-prof]`:
 * the bench's booking-post row alone, on a fresh server per run with one and then two serving
 * processes (WEB_CONCURRENCY), and the serving processes' CPU per 1,000 bookings stored, measured
 * as the bench measures it (`cpuPerThousand`: after the warm-up, the mail of the window
 * included). CPU per booking hardly depends on what else loads the machine, so this compares
 * process counts on a shared one; the throughput printed beside it does depend on it.
 * `--no-jobs` holds the background jobs' lease elsewhere: the request path alone, no mail.
 * `--as-before` measures as the bench did before decision 0044 (warm-up in, mail after the load out).
 * `--cpu-prof` writes each process's CPU profile (printed folder) for profile-summary reading.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { BookingForm } from "../../tests/support/booking-form.mjs";
import { freshDatabasePath, migrate, productionNodeArgs, requireBuild, startApp } from "./app-server.mjs";
import { cpuPerThousand, outboxSettled } from "./service-rows.mjs";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, "").split("=");
    return [key, value.length ? value.join("=") : "true"];
  }),
);
const PROCESSES = (args.get("processes") ?? "1,2").split(",").map(Number);
const SECONDS = Number(args.get("seconds") ?? 10);
const WARMUP = Number(args.get("warmup") ?? 3);
const CONNECTIONS = Number(args.get("connections") ?? 10);
const REPEAT = Number(args.get("repeat") ?? 1);
const PROFILE = args.has("cpu-prof");
/** The measure as it was before decision 0044: warm-up counted, the window closed as the load ends. */
const AS_BEFORE = args.has("as-before");
/** The background jobs' lease held elsewhere: the serving processes only serve (no mail rendered). */
const NO_JOBS = args.has("no-jobs");

/** A migrated database whose background jobs' lease another holder keeps. */
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

/** The bench's post options: valid no-payment bookings, each with its own email and made-up key. */
async function postOptions(/** @type {string} */ url, /** @type {() => number} */ count) {
  const form = await BookingForm.discover(url);
  await form.calibrate(count);
  if (!form.generateKeys) throw new Error("the form refuses made-up keys: use scripts/bench.mjs");
  return { url, connections: CONNECTIONS, requests: form.bookingLoad(`scale-${Date.now().toString(36)}`) };
}

async function measure(/** @type {number} */ processes) {
  const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), `sobremesa-scale-${processes}-`)) : undefined;
  const app = await startApp({
    env: { ENABLE_TEST_ROUTES: "true", WEB_CONCURRENCY: String(processes) },
    ...(NO_JOBS ? { databasePath: databaseWithoutJobs() } : {}),
    ...(profileDir ? { nodeArgs: [...productionNodeArgs(), "--cpu-prof", `--cpu-prof-dir=${profileDir}`] } : {}),
  });
  const reader = new Database(app.databasePath, { readonly: true });
  const count = () => /** @type {number} */ (reader.prepare("select count(*) from bookings").pluck().get());
  try {
    const options = await postOptions(app.url, count);
    const { result, measure } = await cpuPerThousand(
      app.pid,
      count,
      async (start) => {
        if (AS_BEFORE) await start();
        await autocannon({ ...options, duration: WARMUP });
        if (!AS_BEFORE) await start();
        return autocannon({ ...options, duration: SECONDS });
      },
      AS_BEFORE || NO_JOBS ? undefined : () => outboxSettled(app.databasePath),
    );
    const bad = result.errors + result.timeouts + result["4xx"] + result["5xx"];
    return {
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      bad,
      ...measure,
      profileDir,
    };
  } finally {
    reader.close();
    await app.stop();
  }
}

/**
 * Each profile written (one per process and thread): its sampled time and heaviest functions by
 * self time, to compare what one process and two spend their CPU on.
 */
function summarise(/** @type {string} */ dir) {
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".cpuprofile"))) {
    /** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} */
    const profile = JSON.parse(readFileSync(join(dir, name), "utf8"));
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    /** @type {Map<string, number>} */
    const self = new Map();
    profile.samples.forEach((id, i) => {
      const frame = frames.get(id);
      if (!frame) return;
      const where = frame.url.replace(/.*node_modules\//, "").replace(/^file:\/\/.*\/build[^/]*\//, "build/");
      const key = `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const busy = total - (self.get("(idle) :0") ?? 0);
    console.log(`\n${name}: ${Math.round(busy / 1000)} ms busy of ${Math.round(total / 1000)} ms sampled`);
    self.delete("(idle) :0");
    for (const [key, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 18)) {
      console.log(`${((100 * us) / busy).toFixed(1).padStart(6)}%  ${key}`);
    }
  }
}

requireBuild();
/** @type {Record<number, number[]>} */
const perThousand = {};
for (let round = 1; round <= REPEAT; round++) {
  for (const processes of PROCESSES) {
    const row = await measure(processes);
    perThousand[processes] = [...(perThousand[processes] ?? []), row.cpuSecondsPerThousand ?? Number.NaN];
    console.log(JSON.stringify(row));
    if (row.profileDir) summarise(row.profileDir);
  }
  const [one, two] = [perThousand[PROCESSES[0]]?.at(-1), perThousand[PROCESSES[1]]?.at(-1)];
  if (one && two) console.log(`round ${round}: ${PROCESSES[1]} over ${PROCESSES[0]} = ${(two / one).toFixed(3)}×`);
}
