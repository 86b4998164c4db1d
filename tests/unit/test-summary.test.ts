import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** scripts/test-summary.js, run as CI runs it, on reports written here. */
function summary(playwrightStatus: "expected" | "unexpected", serverLog: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), "summary-"));
  const vitest = join(dir, "vitest.json");
  const playwright = join(dir, "playwright.json");
  const log = join(dir, "e2e-server.log");
  writeFileSync(vitest, JSON.stringify({ numPassedTests: 3, numFailedTests: 0, testResults: [] }));
  const failed = playwrightStatus === "unexpected";
  writeFileSync(
    playwright,
    JSON.stringify({
      stats: { expected: failed ? 1 : 2, unexpected: failed ? 1 : 0, flaky: 0, skipped: 0 },
      suites: [
        {
          title: "csv.spec.ts",
          specs: [
            {
              file: "csv.spec.ts",
              line: 93,
              title: "a CSV download that starts says so",
              tests: [
                { status: playwrightStatus, results: [{ error: { message: "Test timeout of 90000ms exceeded." } }] },
              ],
            },
          ],
        },
      ],
    }),
  );
  writeFileSync(log, serverLog);
  const script = resolve(import.meta.dirname, "../../scripts/test-summary.js");
  try {
    return execFileSync(process.execPath, [script, vitest, playwright, log], { encoding: "utf8" }).trim().split("\n");
  } catch (error) {
    return String((error as { stdout: string }).stdout)
      .trim()
      .split("\n");
  }
}

const request = JSON.stringify({ level: 30, msg: "request", path: "/admin", status: 200 });
const failure = JSON.stringify({ level: 50, msg: "export failed", export: "bookings csv" });
const warning = JSON.stringify({ level: 40, msg: "webhook delivery failed", type: "booking" });

describe("the closing summary of a test run", () => {
  it("after a failed browser test, shows the e2e server's errors above the closing line, not its warnings", () => {
    const lines = summary(
      "unexpected",
      `Sobremesa is running\n${request}\n${warning}\n${failure}\nTypeError: boom\n${request}\n`,
    );
    expect(lines.at(-1)).toBe("4 passed, 1 failed, 0 skipped");
    const at = lines.findIndex((line) => line.startsWith("The e2e server logged 2 errors"));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines.slice(at + 1, at + 3)).toEqual([`  ${failure}`, "  TypeError: boom"]);
    expect(lines.join("\n")).not.toMatch(/"msg":"request"|webhook delivery failed|Sobremesa is running/);
  });

  it("names the requests the server had not answered after 10 s when their browser left", () => {
    const closed = (ms: number) =>
      JSON.stringify({ level: 30, msg: "request closed before its answer", method: "GET", path: "/admin.data", ms });
    const lines = summary("unexpected", `${request}\n${closed(40)}\n${closed(88_000)}\n`);
    const at = lines.findIndex((line) => line.startsWith("Requests left unanswered for 10 s or more: 1"));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toBe(`  ${closed(88_000)}`);
    expect(lines.join("\n")).not.toContain('"ms":40');
  });

  it("says nothing of the server when every browser test passed", () => {
    const lines = summary("expected", `${failure}\n`);
    expect(lines).toEqual(["5 passed, 0 failed, 0 skipped"]);
  });
});
