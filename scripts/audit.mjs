#!/usr/bin/env node
// @ts-check
/**
 * `npm run audit:prod` (and a step of `npm test`): `npm audit --omit=dev --audit-level=high`
 * over the production dependencies, the ones the container ships. Exits 1 when an advisory
 * of high or critical severity applies; prints what and where.
 *
 * When the audit cannot run at all (the registry refuses the advisory endpoint, as the one
 * these build machines reach does with a 405, or there is no network), it prints one line
 * saying so and exits 0: the audit is a check on the dependencies, and an unreachable
 * advisory service says nothing about them. npm's own exit code cannot tell the two apart
 * (1 for both), so its JSON report decides.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const FAILING = ["high", "critical"];

/**
 * @typedef {{ name: string, severity: string, range?: string, via?: (string | { title?: string, url?: string })[] }} Vulnerability
 * @typedef {{ ran: false, reason: string } | { ran: true, counts: Record<string, number>, failing: Vulnerability[] }} Verdict
 */

/**
 * Reads `npm audit --json` output.
 * @param {string} stdout
 * @returns {Verdict}
 */
export function readAudit(stdout) {
  /** @type {any} */
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { ran: false, reason: stdout.trim() ? "npm audit printed no JSON report" : "npm audit printed nothing" };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== "object") {
    const reason = report?.message || report?.error?.summary || report?.error?.code || "no audit report";
    return { ran: false, reason: String(reason).split("\n")[0] };
  }
  /** @type {Vulnerability[]} */
  const all = Object.values(report.vulnerabilities ?? {});
  return { ran: true, counts, failing: all.filter((v) => FAILING.includes(v.severity)) };
}

/** @param {Vulnerability} v */
function describe(v) {
  const advisories = (v.via ?? [])
    .filter((via) => typeof via === "object")
    .map((via) => `${via.title ?? "advisory"}${via.url ? ` (${via.url})` : ""}`);
  const through = (v.via ?? []).filter((via) => typeof via === "string");
  return `  ${v.severity}: ${v.name} ${v.range ?? ""} — ${advisories.join("; ") || `through ${through.join(", ")}`}`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const npm = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], {
    cwd: resolve(import.meta.dirname, ".."),
    encoding: "utf8",
    timeout: 120_000,
  });
  const verdict = readAudit(npm.stdout ?? "");
  if (!verdict.ran) {
    console.log(
      `npm audit could not run (${verdict.reason}): production dependencies NOT audited; not failing on that.`,
    );
    process.exit(0);
  }
  const summary = Object.entries(verdict.counts)
    .filter(([level, count]) => level !== "total" && count > 0)
    .map(([level, count]) => `${count} ${level}`)
    .join(", ");
  if (verdict.failing.length > 0) {
    console.log(`npm audit: ${summary}. High or critical advisories in production dependencies:`);
    for (const v of verdict.failing) console.log(describe(v));
    process.exit(1);
  }
  console.log(`npm audit: production dependencies have no high or critical advisories (${summary || "none at all"}).`);
}
