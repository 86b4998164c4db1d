import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No import circle in app/: dependencies go one way, so a module can be read,
 * tested and changed knowing only what is below it, and no module is ever seen half-initialised.
 *
 * A small script over the import graph rather than a dependency (madge, dpdm): it reads every
 * static `import … from`, `export … from` and bare `import "…"` of each file, resolving `~/` to
 * app/ and relative paths, and ignores
 * - type-only imports (`import type`, `export type`, or braces naming only `type` members): they
 *   are erased at build time and order nothing at run time;
 * - dynamic `import()`: it loads when called, after every module is initialised;
 * - packages and React Router's generated `./+types/…`.
 */
const root = join(import.meta.dirname, "../..");
const app = join(root, "app");

const files = readdirSync(app, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
  .map((file) => join(app, file));

const STATEMENT = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;

/** Whether an `import {…} from` names only types (erased like `import type`). */
function onlyTypes(clause: string): boolean {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith("type "));
}

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? join(app, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null;
}

/** Each file of app/ with the files of app/ it imports at run time. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const match of readFileSync(file, "utf8").matchAll(STATEMENT)) {
      const [, , typeOnly, clause, fromSpecifier, bareSpecifier] = match;
      if (typeOnly || (clause !== undefined && onlyTypes(clause))) continue;
      const target = resolveModule(file, fromSpecifier ?? bareSpecifier);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected components of more than one module (or one importing itself): Tarjan's algorithm. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      found.push(component.map((file) => relative(app, file)).sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * Circles not broken yet, each as the modules it joins. This list may only shrink: a new circle,
 * or a module joining a known one, fails the test, and so does an entry no longer a circle
 * (delete it).
 */
const KNOWN: string[][] = [];

describe("the import graph of app/", () => {
  const found = circles(importGraph());

  it("reads the imports it should (the test would pass on an empty graph otherwise)", () => {
    const graph = importGraph();
    const lifecycle = graph.get(join(app, "features/booking/lifecycle.server.ts")) ?? [];
    expect(lifecycle.map((file) => relative(app, file))).toContain("domain/booking-lifecycle.ts");
  });

  it("has no import circle beyond the known ones, which may only shrink", () => {
    const within = (circle: string[]) => KNOWN.some((known) => circle.every((file) => known.includes(file)));
    expect(found.filter((circle) => !within(circle))).toEqual([]);
    expect(KNOWN.filter((known) => !found.some((circle) => circle.every((file) => known.includes(file))))).toEqual([]);
  });
});
