import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
/**
 * `npm test` makes the production build once, beside the test build, and names it in
 * PRODUCTION_BUILD_DIR; run alone, this test makes its own in a temp folder (a minute of CPU).
 */
const given = process.env.PRODUCTION_BUILD_DIR ? resolve(root, process.env.PRODUCTION_BUILD_DIR) : undefined;
const buildDir = given ?? mkdtempSync(join(tmpdir(), "sobremesa-prod-build-"));
afterAll(() => {
  if (!given) rmSync(buildDir, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("a production build", () => {
  it("holds no test-only or bench-only page", { timeout: 180_000 }, () => {
    if (!given) {
      const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" };
      delete env.BUILD_TEST_ROUTES;
      const result = spawnSync(process.execPath, [join(root, "node_modules/.bin/react-router"), "build"], {
        cwd: root,
        env,
        encoding: "utf8",
      });
      expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    }
    const files = filesUnder(buildDir);
    expect(files.some((file) => file.endsWith(join("server", "index.js")))).toBe(true);
    const traces = files.filter((file) => /__test|__bench/.test(readFileSync(file, "latin1")));
    expect(traces).toEqual([]);
  });
});
