// @ts-check
/**
 * The slowest tests of the last `npm test`, from the JSON reports it leaves in reports/: where a
 * run's time goes, so that a cut is aimed at what costs. Prints one list per runner:
 *
 *   node scripts/slowest-tests.mjs [count=20] [vitest.json] [playwright.json]
 */
import { existsSync, readFileSync } from "node:fs";

const count = Number(process.argv[2] ?? 20);
const vitestFile = process.argv[3] ?? "reports/vitest.json";
const playwrightFile = process.argv[4] ?? "reports/playwright.json";

/** @param {{ seconds: number, status: string, name: string }[]} rows */
function print(rows) {
  rows.sort((a, b) => b.seconds - a.seconds);
  rows.slice(0, count).forEach((row, i) => {
    const rank = `${i + 1}.`.padStart(3);
    console.log(`${rank} ${row.seconds.toFixed(1).padStart(6)} s  ${row.status.padEnd(7)} ${row.name}`);
  });
}

if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, "utf8"));
  /** @type {{ seconds: number, status: string, name: string }[]} */
  const rows = [];
  let fileSeconds = 0;
  for (const file of report.testResults) {
    const path = file.name.slice(file.name.indexOf("tests/"));
    fileSeconds += (file.endTime - file.startTime) / 1000;
    for (const test of file.assertionResults) {
      rows.push({ seconds: (test.duration ?? 0) / 1000, status: test.status, name: `${path} › ${test.title}` });
    }
  }
  const testSeconds = rows.reduce((sum, row) => sum + row.seconds, 0);
  console.log(
    `# Vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped;` +
      ` ${report.testResults.length} files; sum of test durations ${testSeconds.toFixed(0)} s, of file durations ${fileSeconds.toFixed(0)} s`,
  );
  print(rows);
}

if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, "utf8"));
  /** @type {{ seconds: number, status: string, name: string }[]} */
  const rows = [];
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        if (!result) continue;
        rows.push({
          seconds: result.duration / 1000,
          status: result.status,
          name: `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  const { stats } = report;
  const testSeconds = rows.reduce((sum, row) => sum + row.seconds, 0);
  console.log(
    `# Playwright: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped;` +
      ` wall ${(stats.duration / 1000).toFixed(0)} s; sum of test durations ${testSeconds.toFixed(0)} s`,
  );
  print(rows);
}
