// @ts-check
/**
 * Sums Vitest's and Playwright's JSON reports into one closing line: "N passed, N failed".
 * Above it, each failed test by file and name with its error's first line: CI shows only the
 * end of a long run, and a failure that happens once in many runs must be named there.
 * An optional third argument, the e2e server's log, adds its errors after a failed
 * browser test.
 */
import { existsSync, readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {string[]} */
const failures = [];
const [vitestFile, playwrightFile, serverLog] = process.argv.slice(2);
let playwrightFailed = false;

/** @param {unknown} message */
function firstLine(message) {
  return stripVTControlCharacters(String(message ?? ""))
    .split("\n")
    .find((line) => line.trim() !== "")
    ?.trim()
    .slice(0, 240);
}

if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const path = String(file.name ?? "").replace(`${process.cwd()}/`, "");
    const tests = (file.assertionResults ?? []).filter((/** @type {any} */ t) => t.status === "failed");
    for (const test of tests) {
      failures.push(`vitest ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that fails before its tests run (an import error, a hook) has no failed test.
    if (tests.length === 0 && file.status === "failed") {
      failures.push(`vitest ${path}: ${firstLine(file.message)}`);
      failed += report.numFailedTests ? 0 : 1;
    }
  }
} else {
  failed += 1;
  failures.push(`no Vitest report at ${vitestFile}: Vitest did not run or did not finish`);
}

/** @param {any} suite @param {string[]} titles */
function walk(suite, titles) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "unexpected" || test.status === "flaky") {
        playwrightFailed = true;
        const error = (test.results ?? []).find((/** @type {any} */ r) => r.error)?.error?.message;
        failures.push(
          `playwright ${spec.file}:${spec.line} › ${[...here, spec.title].join(" › ")} (${test.status}): ${firstLine(error)}`,
        );
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, here);
}

if (playwrightFile && existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, "utf8"));
  const { stats } = report;
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  skipped += stats.skipped ?? 0;
  for (const suite of report.suites ?? []) walk(suite, []);
} else {
  failed += 1;
  failures.push(`no Playwright report at ${playwrightFile}: Playwright did not run or did not finish`);
}

/**
 * After a failed browser test, the e2e server's last errors (its log is in a file,
 * playwright.config.ts): a test that fails once in many runs must say what the server saw.
 * Warnings are left out: the e2e server warns all along (no webhook URL is configured).
 * Lines that are not the app's JSON count when they read like trouble (a crash's stack).
 * @param {string} file
 */
function serverTrouble(file) {
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
  const trouble = lines.filter((line) => {
    try {
      return Number(JSON.parse(line).level) >= 50;
    } catch {
      // Not the app's JSON: the start-up banner, or what Node printed of a crash.
      return /error|warn|exception|^\s+at /i.test(line);
    }
  });
  return { total: trouble.length, last: trouble.slice(-15).map((line) => line.slice(0, 300)) };
}

/**
 * Requests the e2e server was still working on after 10 s when their browser left: a browser
 * test that waited in vain for an answer shows here, where the server's errors say nothing.
 * Shorter ones are pages closed at a test's end.
 * @param {string} file
 */
function unanswered(file) {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => {
      try {
        const entry = JSON.parse(line);
        return entry.msg === "request closed before its answer" && Number(entry.ms) >= 10_000;
      } catch {
        return false;
      }
    });
}

if (playwrightFailed && serverLog && existsSync(serverLog)) {
  const { total, last } = serverTrouble(serverLog);
  console.log(`The e2e server logged ${total} errors (all its output: ${serverLog})${total ? "; the last:" : "."}`);
  for (const line of last) console.log(`  ${line}`);
  const hung = unanswered(serverLog);
  if (hung.length > 0) {
    console.log(`Requests left unanswered for 10 s or more: ${hung.length}; the last:`);
    for (const line of hung.slice(-10)) console.log(`  ${line.slice(0, 300)}`);
  }
}

if (failures.length > 0) {
  console.log("Failed:");
  for (const line of new Set(failures)) console.log(`  ${line}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
