import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

/** Every TypeScript file under a folder of app/, with the modules it imports. */
function importsUnder(folder: string) {
  const dir = join(root, "app", folder);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => {
      const source = readFileSync(join(dir, file), "utf8");
      const modules = [...source.matchAll(/\bfrom\s+["']([^"']+)["']/g)].map((match) => match[1]);
      return { file: relative(root, join(dir, file)), modules };
    });
}

/** Every TypeScript file under a folder of app/ whose source matches the pattern, with what matched. */
const mentions = (folder: string, forbidden: RegExp) => {
  const dir = join(root, "app", folder);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), "utf8").matchAll(new RegExp(forbidden, "g"))].map(
        (match) => `${relative(root, join(dir, file))} mentions ${match[0]}`,
      ),
    );
};

/** The files that import a module matching the pattern, with the offending import. */
const offenders = (folder: string, forbidden: RegExp) =>
  importsUnder(folder).flatMap(({ file, modules }) =>
    modules.filter((module) => forbidden.test(module)).map((module) => `${file} imports ${module}`),
  );

describe("layers", () => {
  it("components take their types from the domain or their route, never from a service or the database", () => {
    expect(offenders("components", /^~\/(services|db)\//)).toEqual([]);
  });

  it("the domain imports nothing from the database, the services or the web framework", () => {
    expect(offenders("domain", /^~\/(services|db)\/|^\.\.\/|^react-router$|^drizzle-orm/)).toEqual([]);
  });

  it("services import nothing from the web framework or the HTTP layer: they return outcomes or throw domain errors", () => {
    expect(offenders("services", /^react-router$|^@react-router\/|^~\/http\//)).toEqual([]);
  });

  it("services build no HTTP response and read no environment variable themselves", () => {
    expect(mentions("services", /new Response\b|Response\.json|process\.env/)).toEqual([]);
  });
});
