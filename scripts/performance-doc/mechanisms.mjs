// @ts-check
/**
 * docs/performance.md's table for `npm run bench:mechanisms`: each speed mechanism off and on in
 * one run, what it costs in code, and whether it earns its place by the rule below.
 */
import { plain } from "./blocks.mjs";

/** A mechanism stays if it gains at least this much on its row… */
const MIN_GAIN = 1.5;
/** …and matters below this multiple of the business's expected peak (beyond it: years of growth away). */
const MAX_LOAD_MULTIPLE = 50;

const cell = (/** @type {unknown} */ value) => plain(value).replaceAll("|", "\\|");

/**
 * The verdict the rule gives a measured mechanism.
 * @param {{ gain: number, mattersAtPerSecond: number | null, expectedPerSecond: number | null }} mechanism
 */
function verdict({ gain, mattersAtPerSecond, expectedPerSecond }) {
  if (gain < MIN_GAIN) return `goes: gains under ${MIN_GAIN}×`;
  if (mattersAtPerSecond != null && expectedPerSecond) {
    const multiple = mattersAtPerSecond / expectedPerSecond;
    if (multiple >= MAX_LOAD_MULTIPLE) return `goes: matters from ${plain(Math.round(multiple))}× the expected peak`;
  }
  return "stays";
}

/**
 * @param {Record<string, any> | undefined} run the newest mechanisms results
 * @param {string | undefined} file its name
 */
export function mechanismsBlock(run, file) {
  if (!run) return "Not measured yet: `npm run bench:mechanisms` writes the figures.";
  const { machine, expected } = run;
  const matters = (/** @type {any} */ m) =>
    m.mattersAtPerSecond == null
      ? "at any load"
      : `${plain(m.mattersAtPerSecond)}/s (expected ${plain(m.expectedPerSecond)}/s)`;
  return [
    `\`npm run bench:mechanisms\` on ${String(run.date).slice(0, 10)} ${String(run.date).slice(11, 16)} UTC, ` +
      `Node ${String(run.node).replace(/^v/, "")}, ${machine.cpus} cores, ${machine.busy ? "busy" : "quiet"} ` +
      `(load ${plain(machine.loadAtStart)} at the start). File: \`bench/results/${file}\`. The expected peak is ` +
      `a generous one for "tens of trips a day" (decision 0007): ${plain(expected.pageViewsPerSecond)} page view a ` +
      `second, a booking a minute. A mechanism stays if it gains at least ${MIN_GAIN}× on its row and matters ` +
      `below ${MAX_LOAD_MULTIPLE}× that peak.`,
    "",
    "| mechanism | row | off | on | gain | lines of code | starts to matter at | verdict |",
    "| --- | --- | ---: | ---: | ---: | ---: | --- | --- |",
    ...run.mechanisms.map(
      (/** @type {any} */ m) =>
        `| ${cell(m.mechanism)} | ${cell(m.row)} | ${cell(m.off)} | ${cell(m.on)} | ${cell(m.gain)}× | ${cell(m.lines)} | ${cell(matters(m))} | ${cell(verdict(m))} |`,
    ),
  ].join("\n");
}
