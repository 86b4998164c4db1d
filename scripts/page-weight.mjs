#!/usr/bin/env node
// @ts-check
/**
 * What a first visit to a page downloads: fetches the page's HTML from a running server,
 * follows every script, module preload, module import and stylesheet it references, and
 * sums their sizes raw and gzipped (level 9, what a static pre-compressor would ship).
 *
 *   node scripts/page-weight.mjs http://127.0.0.1:3000/ [more URLs…] [--json] [--max-js-kb=110]
 *
 * With --max-js-kb it exits 1 when a page's JavaScript is heavier than that (gzip, kB = 1000 bytes).
 */
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const urls = args.filter((arg) => !arg.startsWith("--"));
const asJson = args.includes("--json");
const maxJsKb = Number(args.find((arg) => arg.startsWith("--max-js-kb="))?.split("=")[1] ?? Number.NaN);

if (urls.length === 0) {
  console.error("usage: node scripts/page-weight.mjs <page URL> [more URLs] [--json] [--max-js-kb=110]");
  process.exit(2);
}

/** @param {string} url */
async function fetchText(url) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const gzipBytes = (/** @type {string} */ text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const rawBytes = (/** @type {string} */ text) => Buffer.byteLength(text);

/** Every asset URL the HTML names, by kind; static `import "…"` inside inline module scripts included. */
function assetsOf(/** @type {string} */ html, /** @type {string} */ base) {
  /** @type {{ js: Set<string>, css: Set<string> }} */
  const found = { js: new Set(), css: new Set() };
  const resolve = (/** @type {string} */ href) => new URL(href.replaceAll("&amp;", "&"), base).href;
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    if (!href || !rel) continue;
    if (rel === "modulepreload" || (rel === "preload" && /\bas="script"/.test(tag))) found.js.add(resolve(href));
    if (rel === "stylesheet") found.css.add(resolve(href));
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.js.add(resolve(src));
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body.matchAll(/import\s*(?:[^"';]*?from\s*)?["']([^"']+)["']/g)) found.js.add(resolve(spec));
  }
  return found;
}

/** Follows static imports between modules so a chunk the HTML forgot to preload still counts. */
async function withImports(/** @type {Set<string>} */ entries) {
  /** @type {Map<string, string>} */
  const bodies = new Map();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift());
    if (bodies.has(url)) continue;
    const body = await fetchText(url);
    bodies.set(url, body);
    for (const [, spec] of body.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["']([^"']+)["']/g)) {
      if (spec.startsWith(".") || spec.startsWith("/")) queue.push(new URL(spec, url).href);
    }
  }
  return bodies;
}

async function weigh(/** @type {string} */ pageUrl) {
  const html = await fetchText(pageUrl);
  const { js, css } = assetsOf(html, pageUrl);
  const scripts = await withImports(js);
  /** @type {Map<string, string>} */
  const styles = new Map();
  for (const url of css) styles.set(url, await fetchText(url));
  const list = (/** @type {Map<string, string>} */ files) =>
    [...files].map(([url, body]) => ({ path: new URL(url).pathname, raw: rawBytes(body), gzip: gzipBytes(body) }));
  const sum = (/** @type {{ raw: number, gzip: number }[]} */ files) =>
    files.reduce((total, file) => ({ raw: total.raw + file.raw, gzip: total.gzip + file.gzip }), { raw: 0, gzip: 0 });
  const jsFiles = list(scripts);
  const cssFiles = list(styles);
  return {
    url: pageUrl,
    html: { raw: rawBytes(html), gzip: gzipBytes(html) },
    js: { ...sum(jsFiles), files: jsFiles },
    css: { ...sum(cssFiles), files: cssFiles },
  };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const results = [];
for (const url of urls) results.push(await weigh(url));

if (asJson) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const page of results) {
    console.log(`${page.url}`);
    console.log(`  HTML  ${kb(page.html.gzip).padStart(9)} gzip  (${kb(page.html.raw)} raw)`);
    console.log(
      `  JS    ${kb(page.js.gzip).padStart(9)} gzip  (${kb(page.js.raw)} raw, ${page.js.files.length} files)`,
    );
    for (const file of page.js.files) console.log(`        ${kb(file.gzip).padStart(9)}  ${file.path}`);
    console.log(
      `  CSS   ${kb(page.css.gzip).padStart(9)} gzip  (${kb(page.css.raw)} raw, ${page.css.files.length} files)`,
    );
  }
}

const tooHeavy = results.filter((page) => page.js.gzip > maxJsKb * 1000);
for (const page of tooHeavy) console.error(`${page.url}: JavaScript ${kb(page.js.gzip)} gzip is over ${maxJsKb} kB`);
process.exit(tooHeavy.length > 0 ? 1 : 0);
