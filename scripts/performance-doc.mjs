#!/usr/bin/env node
// @ts-check
/**
 * `npm run docs:performance`: renders docs/performance.md from the results files in
 * bench/results/ (the newest bench, Lighthouse and drills runs, and older runs where the page
 * tells what changed) and the prose in scripts/performance-doc.template.md. Every figure on
 * the page is read from a results file: the template refuses digits outside code and
 * placeholders, so a figure is never typed twice and cannot drift from its run.
 *
 *   npm run docs:performance              writes docs/performance.md
 *   npm run docs:performance -- --check   exits 1 when the committed page differs
 *
 * A placeholder is {{source path [format]}}: source is `bench`, `lighthouse`, `drills` or `staff-pages` (the
 * newest plain run of that kind) or a results file's name without `.json`; path is dotted, with
 * `[key=value]` to pick from a list and `$file` for the file's name. {{block name}} inserts a
 * generated table.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fixed, blocks as generatedBlocks, plain } from "./performance-doc/blocks.mjs";
import { mechanismsBlock } from "./performance-doc/mechanisms.mjs";
import { staffPagesBlock } from "./performance-doc/staff-pages.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const TEMPLATE = join(ROOT, "scripts/performance-doc.template.md");
const PAGE = join(ROOT, "docs/performance.md");

/** A plain run is named by kind and time only; anything after the time marks an experiment. */
const PLAIN_RUN = /^(bench|lighthouse|drills|staff-pages|mechanisms)-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/;

/** @typedef {Record<string, any>} Run */
/** @typedef {{ sources: Record<string, Run>, files: Record<string, string>, dir: string }} Results */

/**
 * Every results file in the folder by name (without `.json`), and `bench`, `lighthouse` and
 * `drills` for the newest plain run of each kind (names sort by their UTC time).
 * @param {string} dir
 * @returns {Results}
 */
export function readResults(dir) {
  /** @type {Record<string, Run>} */
  const sources = {};
  /** @type {Record<string, string>} */
  const files = {};
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  for (const name of names) {
    const stem = name.slice(0, -".json".length);
    sources[stem] = JSON.parse(readFileSync(join(dir, name), "utf8"));
    files[stem] = name;
    if (PLAIN_RUN.test(name)) {
      const kind = name.replace(/-\d{4}-.*$/, "");
      sources[kind] = sources[stem];
      files[kind] = name;
    }
  }
  return { sources, files, dir };
}

/** @type {Record<string, (value: any) => string>} */
const FORMATS = {
  0: (v) => fixed(v, 0),
  1: (v) => fixed(v, 1),
  2: (v) => fixed(v, 2),
  date: (v) => String(v).slice(0, 10),
  time: (v) => String(v).slice(11, 16),
  when: (v) => `${String(v).slice(0, 10)} ${String(v).slice(11, 16)} UTC`,
  version: (v) => String(v).replace(/^v/, ""),
  busy: (v) => (v ? "busy" : "quiet"),
  code: (v) => (Array.isArray(v) ? v : [v]).map((part) => `\`${part}\``).join(" "),
};

/**
 * @param {Run} run
 * @param {string} path dotted; `[key=value]` picks the list item whose key has that value
 */
export function pick(run, path) {
  let value = run;
  for (const part of path.match(/[^.[\]]+|\[[^\]]+\]/g) ?? []) {
    if (value == null) break;
    const match = /^\[(\w+)=(.*)\]$/.exec(part);
    value = match ? value.find((/** @type {any} */ item) => String(item[match[1]]) === match[2]) : value[part];
  }
  if (value === undefined) throw new Error(`No ${path} in the results`);
  return value;
}

/**
 * Digits in prose, outside code, links, comments and placeholders: a figure typed by hand.
 * @param {string} template
 */
function typedFigures(template) {
  const prose = template
    .replace(/^```[\s\S]*?^```/gm, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\{\{[^}]*\}\}/g, "")
    .replace(/`[^`\n]*`/g, "")
    .replace(/\]\([^)]*\)/g, "]");
  return prose.match(/(?<![\p{L}\p{N}_-])\d[\d,.]*/gu) ?? [];
}

/**
 * Fills a template's placeholders; refuses a template with a figure typed into its prose.
 * @param {string} template
 * @param {Record<string, Run>} sources
 * @param {{ files?: Record<string, string>, blocks?: Record<string, () => string> }} [extra]
 */
export function renderTemplate(template, sources, { files = {}, blocks = {} } = {}) {
  const typed = typedFigures(template);
  if (typed.length > 0)
    throw new Error(`A typed figure in the template (${typed.join(", ")}): read it from a results file`);
  return template.replace(/\{\{\s*(\S+)\s+(\S+)(?:\s+(\S+))?\s*\}\}/g, (_, source, path, format) => {
    if (source === "block") {
      const block = blocks[path];
      if (!block) throw new Error(`No block ${path}`);
      return block();
    }
    if (!(source in sources)) throw new Error(`No results file ${source}`);
    if (path === "$file") return files[source];
    const value = pick(sources[source], path);
    if (format === undefined) return plain(value);
    const formatter = FORMATS[format];
    if (!formatter) throw new Error(`No format ${format}`);
    return formatter(value);
  });
}

/**
 * The whole page from the results in `dir`.
 * @param {string} dir
 */
export function renderPerformanceDoc(dir) {
  const results = readResults(dir);
  const template = readFileSync(TEMPLATE, "utf8");
  const blocks = {
    ...generatedBlocks(results),
    "staff-pages": () => staffPagesBlock(results.sources["staff-pages"], results.files["staff-pages"]),
    mechanisms: () => mechanismsBlock(results.sources.mechanisms, results.files.mechanisms),
  };
  return renderTemplate(template, results.sources, { files: results.files, blocks });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const page = renderPerformanceDoc(join(ROOT, "bench/results"));
  if (process.argv.includes("--check")) {
    const same = readFileSync(PAGE, "utf8") === page;
    console.log(
      same ? "docs/performance.md is up to date." : "docs/performance.md differs: run npm run docs:performance",
    );
    process.exit(same ? 0 : 1);
  }
  writeFileSync(PAGE, page);
  console.log("Written: docs/performance.md");
}
