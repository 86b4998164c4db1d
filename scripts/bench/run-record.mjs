// @ts-check
/**
 * What every measuring script records the same way: its `--key=value` flags, the machine it ran
 * on, an autocannon run's figures, and the JSON it writes to bench/results/ (named by kind and
 * UTC time, which scripts/performance-doc.mjs reads back).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { ROOT } from "./app-server.mjs";

/** `--duration=10 --no-build` as a map: `duration` → "10", `no-build` → "true". */
export function benchArgs() {
  return new Map(
    process.argv.slice(2).map((arg) => {
      const [key, ...value] = arg.replace(/^--/, "").split("=");
      return [key, value.length ? value.join("=") : "true"];
    }),
  );
}

/**
 * The machine as a run found it; busy when the load at its start was above half the cores, so
 * the reader knows the figures were shared with other work.
 * @param {number} loadAtStart the one-minute load average when the run began
 */
export function machineAt(loadAtStart) {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryMb: Math.round(totalmem() / 1048576),
    loadAtStart: Number(loadAtStart.toFixed(2)),
    busy: loadAtStart > cpus().length / 2,
  };
}

/**
 * Writes `results` (with its ISO `date`) as bench/results/<kind>-<date>.json; answers the path
 * from the repository's root.
 * @param {string} kind
 * @param {{ date: string } & Record<string, unknown>} results
 */
export function writeResults(kind, results) {
  const dir = join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${kind}-${results.date.replaceAll(":", "-").replace(/\.\d+Z$/, "Z")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file.replace(`${ROOT}/`, "");
}

/**
 * An autocannon run as a row: requests a second, latency, and the answers that failed (errors,
 * time-outs and answers from `failingFrom` up: 400 where a redirect is a success, as after a
 * booking; 300 where it would be a sign-in page).
 * @param {import("autocannon").Result} result
 */
export function loadFigures(result, { failingFrom = 400 } = {}) {
  const failedAnswers = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) >= failingFrom)
    .reduce((sum, [, { count }]) => sum + Number(count), 0);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bad: result.errors + result.timeouts + failedAnswers,
  };
}
