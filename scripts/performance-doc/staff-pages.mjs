// @ts-check
/**
 * docs/performance.md's block for `node scripts/bench/staff-pages.mjs`: the staff's pages over a
 * busy year's seed with one connection, and the search over the large seed with several.
 */
import { fixed, plain } from "./blocks.mjs";

const cell = (/** @type {unknown} */ value) => plain(value).replaceAll("|", "\\|");
const ms = (/** @type {number | undefined} */ value) => (value == null ? "—" : `${fixed(value, 1)} ms`);

/**
 * @param {Record<string, any> | undefined} run the newest staff-pages results
 * @param {string | undefined} file its name
 */
export function staffPagesBlock(run, file) {
  if (!run) return "Not measured yet: `node scripts/bench/staff-pages.mjs` writes the figures.";
  const { seed, settings, machine, pages, searchAtScale: search, targets } = run;
  const goal = (/** @type {string} */ name) =>
    targets.find((/** @type {any} */ t) => t.figure.startsWith(name)) ?? { target: "—", met: false };
  const lines = [
    `\`node scripts/bench/staff-pages.mjs\` on ${String(run.date).slice(0, 10)} ${String(run.date).slice(11, 16)} UTC, ` +
      `Node ${String(run.node).replace(/^v/, "")}, ${machine.cpus} cores, ${machine.busy ? "busy" : "quiet"} ` +
      `(load ${plain(machine.loadAtStart)} at the start). File: \`bench/results/${file}\`. The seed: ` +
      `${plain(seed.bookings)} bookings over a year (${plain(seed.inService)} in service), ${plain(seed.messages)} ` +
      `messages (${plain(seed.unread)} unread), ${plain(seed.reservations)} tables from a directory of ` +
      `${plain(seed.directory)} restaurants. One connection, ${plain(settings.requestsPerPage)} requests a page after ` +
      `${plain(settings.warmupRequests)} unmeasured:`,
    "",
    "| page | p50 | p95 | slowest | target | met |",
    "| --- | ---: | ---: | ---: | --- | --- |",
    ...Object.values(pages).map((/** @type {any} */ row) => {
      const target = goal(row.name);
      return `| ${cell(row.name)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | p95 ${cell(target.target)} | ${target.met ? "met" : "**missed**"} |`;
    }),
    "",
  ];
  if (search) {
    const target = goal("search p99");
    lines.push(
      `${cell(search.name)}: ${plain(search.requests)} answered (${plain(search.bad)} errors or timeouts), ` +
        `${plain(search.rps)} req/s, p50 ${plain(search.p50)} ms, p99 ${plain(search.p99)} ms ` +
        `(target p99 ${target.target}: ${target.met ? "met" : "**missed**"}).`,
    );
  }
  return lines.join("\n");
}
