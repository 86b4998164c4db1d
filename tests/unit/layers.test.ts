import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const app = join(root, "app");

/**
 * The layers, by path (app/features/<feature>/ holds one feature; app/domain/ what several share):
 * - components: app/components/** and app/features/<feature>/components/**;
 * - routes: the route modules (app/routes/**) and the server side of a feature's routes
 *   (app/features/<feature>/routes/**, their loader and action bodies and view builders);
 * - services: a feature's `*.server.ts(x)` beside its rules, its mail templates (mail/) and PDF
 *   documents (pdf/), and the shared infrastructure of app/platform/ (outbox, jobs, mail, PDF pool);
 * - rules: app/domain/** and a feature's own `*.ts(x)` that are not server code (its schemas, rules,
 *   view shapes and words) and its content/; pure, shared by browser and server. A feature's
 *   Drizzle tables (`*-tables.ts`) are the database's, read by drizzle-kit, not rules.
 */
type Layer = "components" | "routes" | "services" | "rules" | "other";

function layerOf(file: string): Layer {
  const path = relative(app, file).replaceAll("\\", "/");
  if (path.startsWith("components/")) return "components";
  if (path.startsWith("routes/")) return "routes";
  if (path.startsWith("platform/")) return "services";
  if (path.startsWith("domain/")) return "rules";
  const feature = /^features\/[^/]+\/(.+)$/.exec(path)?.[1];
  if (!feature) return "other";
  if (feature.startsWith("components/")) return "components";
  if (feature.startsWith("routes/")) return "routes";
  if (/^(mail|pdf)\//.test(feature) || /\.server\.tsx?$/.test(feature)) return "services";
  if (/-tables\.ts$/.test(feature)) return "other";
  return "rules";
}

/** Every TypeScript file of app/ (a folder that does not exist yet holds none). */
function sources(): string[] {
  if (!existsSync(app)) return [];
  return readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts") && !file.includes("+types"))
    .map((file) => join(app, file));
}

/**
 * Every file of a layer, with the modules it imports or re-exports (`import … from`,
 * `import type … from`, `export … from`, `import("…")`). A relative path is written as its `~/`
 * path, so `../../platform/x` is caught like `~/platform/x`.
 */
function importsOf(layer: Layer) {
  return sources()
    .filter((path) => layerOf(path) === layer)
    .map((path) => {
      const source = readFileSync(path, "utf8");
      const modules = [...source.matchAll(/\bfrom\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']/g)]
        .map((match) => match[1] ?? match[2])
        .map((module) =>
          module.startsWith(".") && !module.startsWith("./+types/") && !module.includes("/+types/")
            ? `~/${relative(app, resolve(dirname(path), module)).replaceAll("\\", "/")}`
            : module,
        );
      return { file: relative(root, path), modules };
    });
}

/** Every file of a layer whose source matches the pattern, with what matched. */
const mentions = (layer: Layer, forbidden: RegExp) =>
  sources()
    .filter((path) => layerOf(path) === layer)
    .flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(new RegExp(forbidden, "g"))].map(
        (match) => `${relative(root, path)} mentions ${match[0]}`,
      ),
    );

/** The files of a layer that import a module matching the pattern, with the offending import. */
const offenders = (layer: Layer, forbidden: RegExp) =>
  importsOf(layer).flatMap(({ file, modules }) =>
    modules.filter((module) => forbidden.test(module)).map((module) => `${file} imports ${module}`),
  );

/** A feature's services: its server modules beside its rules, its mail templates and PDF documents. */
const SERVICE = String.raw`~\/platform\/|~\/features\/[^/]+\/(?:[^/]+\.server|(?:mail|pdf)\/.+)$`;
/** The server side of a feature's routes. */
const ROUTE_SIDE = String.raw`~\/features\/[^/]+\/routes\/`;
/** A component, shared or a feature's. */
const COMPONENT = String.raw`~\/components\/|~\/features\/[^/]+\/components\/`;

describe("layers", () => {
  it("sorts the files it checks (the rules would pass on no file at all otherwise)", () => {
    const layers = new Set(sources().map(layerOf));
    expect([...layers].sort()).toEqual(["components", "other", "routes", "rules", "services"]);
  });

  it("components take their types from the rules, never from a route, a service, the database or server code", () => {
    // A route's server module re-exporting a service's types was the way around this rule: no route at all now.
    const forbidden = new RegExp(`^~\\/(db|routes)\\/|${SERVICE}|${ROUTE_SIDE}|\\.server$`);
    expect(offenders("components", forbidden)).toEqual([]);
  });

  it("routes pass on nothing of a service or the database: a type a component needs lives in the rules", () => {
    const reExports = mentions(
      "routes",
      /\bexport\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+["'](?:~\/db\/|~\/platform\/|~\/features\/[^/"']+\/(?:[^/"']+\.server|(?:mail|pdf)\/))[^"']*["']/,
    );
    expect(reExports).toEqual([]);
  });

  it("a page reaches the services and the database only through the server side of its route", () => {
    const forbidden = new RegExp(`^~\\/db\\/|${SERVICE}`);
    const pages = offenders("routes", forbidden).filter((line) => /^app\/routes\/.*\.tsx imports /.test(line));
    expect(pages).toEqual([]);
  });

  it("server code takes nothing from a component: a shape both need lives in the rules", () => {
    const forbidden = new RegExp(COMPONENT);
    const serverSide = [
      ...offenders("services", forbidden),
      ...offenders("rules", forbidden),
      ...offenders("routes", forbidden).filter((line) => /^app\/features\//.test(line)),
    ];
    expect(serverSide).toEqual([]);
  });

  it("the rules import nothing from the database, the services, the routes, the HTTP layer or the web framework", () => {
    // Relative paths are checked as their ~/ path (importsOf), so `../db/schema` is caught too.
    const forbidden = new RegExp(
      `^~\\/(db|routes|http)\\/|${SERVICE}|${ROUTE_SIDE}|\\.server$|^react-router$|^drizzle-orm`,
    );
    expect(offenders("rules", forbidden)).toEqual([]);
  });

  it("what several features share (app/domain) takes nothing from a feature", () => {
    const shared = offenders("rules", /^~\/features\//).filter((line) => line.startsWith("app/domain/"));
    expect(shared).toEqual([]);
  });

  it("services import nothing from the web framework or the HTTP layer: they return outcomes or throw domain errors", () => {
    expect(offenders("services", /^react-router$|^@react-router\/|^~\/http\//)).toEqual([]);
  });

  it("services build no HTTP response and read no environment variable themselves", () => {
    expect(mentions("services", /new Response\b|Response\.json|process\.env/)).toEqual([]);
  });
});
