import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { refusingPackages, satisfies } from "../../scripts/check-runtime.mjs";
import { parseDockerfile } from "../support/dockerfile";

/**
 * One runtime everywhere: the Node version is stated in package.json's `engines` and
 * pinned by .nvmrc, the `node` devDependency (what npm scripts run on) and the Docker base
 * image; these tests keep them from drifting apart.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
const pkg = JSON.parse(read("package.json"));
const lock = JSON.parse(read("package-lock.json"));
const nvmrc = read(".nvmrc").trim();

describe("the runtime is stated once and pinned the same everywhere", () => {
  it("engines names Node 24, and .nvmrc and the node devDependency pin the same 24.x release", () => {
    expect(pkg.engines.node).toBe(`^${nvmrc}`);
    expect(nvmrc).toMatch(/^24\.\d+\.\d+$/);
    expect(pkg.devDependencies.node).toBe(nvmrc);
    expect(lock.packages[""].engines.node).toBe(pkg.engines.node);
    expect(lock.packages["node_modules/node"].version).toBe(nvmrc);
  });

  it("the tests themselves run on that Node", () => {
    expect(satisfies(process.versions.node, pkg.engines.node)).toBe(true);
    expect(process.versions.node).toBe(nvmrc);
  });

  it("every Docker stage starts from node:24-bookworm-slim pinned by digest", () => {
    const { args, stages } = parseDockerfile(read("Dockerfile"));
    expect(args.NODE_IMAGE).toMatch(/^node:24-bookworm-slim@sha256:[0-9a-f]{64}$/);
    const bases = stages.map((stage) => stage.base).filter((base) => !stages.some((s) => s.name === base));
    expect(new Set(bases)).toEqual(new Set([args.NODE_IMAGE]));
    expect(`${args.NODE_IMAGE.split(":")[1].split("-")[0]}`).toBe(nvmrc.split(".")[0]);
  });

  it("the SQLite driver is better-sqlite3 13 or later (12 and older abort the process on Node 24.19+)", () => {
    const version = lock.packages["node_modules/better-sqlite3"].version as string;
    expect(Number(version.split(".")[0])).toBeGreaterThanOrEqual(13);
    expect(pkg.dependencies["better-sqlite3"]).toBe(version);
  });

  it("every installed package's engines accept the runtime", () => {
    expect(refusingPackages(process.versions.node)).toEqual([]);
    // … and the check does catch one that does not.
    expect(refusingPackages("20.20.2")).toEqual(expect.arrayContaining([expect.stringMatching(/^vitest@5\./)]));
  });
});

describe("engines ranges, read as npm reads them", () => {
  const cases: [string, string, boolean][] = [
    ["^24.21.0", "24.21.0", true],
    ["^24.21.0", "24.30.1", true],
    ["^24.21.0", "24.20.9", false],
    ["^24.21.0", "25.0.0", false],
    ["^22.12.0 || ^24.0.0 || >=26.0.0", "24.21.0", true],
    ["^22.12.0 || ^24.0.0 || >=26.0.0", "25.1.0", false],
    ["^22.12.0 || ^24.0.0 || >=26.0.0", "20.20.2", false],
    [">=22.19", "22.19.0", true],
    [">=22.19", "22.18.9", false],
    [">= 1.0.0", "24.21.0", true],
    ["^18.17.0 || >=20.5.0", "24.21.0", true],
    ["14 >=14.20 || 16 >=16.20 || >=18", "16.19.0", false],
    ["14 >=14.20 || 16 >=16.20 || >=18", "16.20.0", true],
    ["18 - 22", "22.9.0", true],
    ["18 - 22", "23.0.0", false],
    ["~1.2", "1.2.9", true],
    ["~1.2", "1.3.0", false],
    ["^0.2.3", "0.2.9", true],
    ["^0.2.3", "0.3.0", false],
    ["1.x", "1.9.9", true],
    ["*", "24.21.0", true],
    ["<=24.21", "24.21.5", true],
    ["<=24.21", "24.22.0", false],
    [">24", "24.21.0", false],
    [">24", "25.0.0", true],
  ];
  it.each(cases)("%s accepts %s: %s", (range, version, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
