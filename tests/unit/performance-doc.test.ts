import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { renderPerformanceDoc, renderTemplate } from "../../scripts/performance-doc.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const RESULTS = join(ROOT, "bench/results");

describe("docs/performance.md", () => {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  });

  it("is exactly what `npm run docs:performance` renders from the newest results files", () => {
    const committed = readFileSync(join(ROOT, "docs/performance.md"), "utf8");
    expect(committed).toBe(renderPerformanceDoc(RESULTS));
  });

  it("shows the newest bench run's figures, not an older run's or an experiment's", () => {
    scratch = mkdtempSync(join(tmpdir(), "performance-doc-"));
    for (const file of readdirSync(RESULTS)) copyFileSync(join(RESULTS, file), join(scratch, file));
    const newest = readdirSync(RESULTS)
      .filter((file) => /^bench-[\dT-]+Z\.json$/.test(file))
      .sort()
      .at(-1)!;
    const run = JSON.parse(readFileSync(join(RESULTS, newest), "utf8"));
    run.date = "2031-01-02T03:04:05.000Z";
    run.rows.post.rps = 98765;
    writeFileSync(join(scratch, "bench-2031-01-02T03-04-05Z.json"), JSON.stringify(run));
    // A variant measured later under another name is an experiment, not the latest run.
    writeFileSync(join(scratch, "bench-2032-01-01T00-00-00Z-experiment.json"), JSON.stringify({ ...run, date: "x" }));

    const page = renderPerformanceDoc(scratch);
    const latest = page.slice(page.indexOf("## Latest figures"), page.indexOf("## Every bench run"));
    expect(latest).toContain("File: `bench/results/bench-2031-01-02T03-04-05Z.json`");
    expect(latest).toContain("| 98,765 |");
    expect(latest).not.toContain("experiment");
    // Every run, the experiment too, is listed in the history.
    expect(page).toContain("`bench-2032-01-01T00-00-00Z-experiment.json`");
  });

  it("refuses a figure typed into the template instead of read from a results file", () => {
    const results = { bench: { node: "v24.21.0" } };
    expect(renderTemplate("Runs on Node {{bench node}}.", results)).toBe("Runs on Node v24.21.0.");
    expect(() => renderTemplate("Peak RSS was 246 MB.", results)).toThrow(/typed figure/);
    // Code and file names may hold digits: they are not measurements.
    expect(renderTemplate("See `bench-2026-11-25T22-12-48Z.json` and p99.", results)).toContain("p99");
  });
});
