import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

/**
 * Every TypeScript file under a folder of app/, with the modules it imports or re-exports
 * (`import … from`, `import type … from`, `export … from`, `import("…")`). A relative path is
 * written as its `~/` path, so `../../services/x` is caught like `~/services/x`.
 */
function importsUnder(folder: string) {
  const dir = join(root, "app", folder);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => {
      const path = join(dir, file);
      const source = readFileSync(path, "utf8");
      const modules = [...source.matchAll(/\bfrom\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']/g)]
        .map((match) => match[1] ?? match[2])
        .map((module) =>
          module.startsWith(".") && !module.startsWith("./+types/")
            ? `~/${relative(join(root, "app"), resolve(dirname(path), module))}`
            : module,
        );
      return { file: relative(root, path), modules };
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
  it("components take their types from the domain, never from a route, a service, the database or server code", () => {
    // A route's server module re-exporting a service's types was the way around this rule: no route at all now.
    expect(offenders("components", /^~\/(services|db|routes)\/|\.server$/)).toEqual([]);
  });

  it("routes pass on nothing of a service or the database: a type a component needs lives in the domain", () => {
    const reExports = (folder: string) =>
      mentions(folder, /\bexport\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+["']~\/(services|db)\/[^"']+["']/);
    expect(reExports("routes")).toEqual([]);
  });

  it("a page reaches the services and the database only through its server module beside it (page.server.ts)", () => {
    const pages = offenders("routes", /^~\/(services|db)\//).filter((line) => /\.tsx imports /.test(line));
    expect(pages).toEqual([]);
  });

  it("server code takes nothing from a component: a shape both need lives in the domain", () => {
    const serverSide = [
      ...offenders("services", /^~\/components\//),
      ...offenders("domain", /^~\/components\//),
      ...offenders("routes", /^~\/components\//).filter((line) => /\.server\.ts imports /.test(line)),
    ];
    expect(serverSide).toEqual([]);
  });

  it("the domain imports nothing from the database, the services, the routes, the HTTP layer or the web framework", () => {
    // Relative paths are checked as their ~/ path (importsUnder), so `../db/schema` is caught too.
    expect(offenders("domain", /^~\/(services|db|routes|http)\/|\.server$|^react-router$|^drizzle-orm/)).toEqual([]);
  });

  it("services import nothing from the web framework or the HTTP layer: they return outcomes or throw domain errors", () => {
    expect(offenders("services", /^react-router$|^@react-router\/|^~\/http\//)).toEqual([]);
  });

  it("services build no HTTP response and read no environment variable themselves", () => {
    expect(mentions("services", /new Response\b|Response\.json|process\.env/)).toEqual([]);
  });
});
