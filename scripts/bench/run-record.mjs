// @ts-check
/**
 * What every measuring script records the same way: its `--key=value` flags, the machine it ran
 * on, and the JSON it writes to bench/results/ (named by kind and UTC time, which
 * scripts/performance-doc.mjs reads back).
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
