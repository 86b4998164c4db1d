#!/usr/bin/env node
// @ts-check
/**
 * The runtime check: the Node running this must satisfy our package.json `engines`, and so
 * must every installed package's `engines` — npm's `engine-strict` rule, applied to the
 * Node the code actually runs on. Then it loads the native addons the server needs, on
 * this Node, so an addon built for another Node fails here rather than at the first request.
 *
 * Why not npm's own `engine-strict`: npm judges `engines` against the Node that runs npm.
 * On a machine whose own Node is 20, `npm ci` runs on 20 while every script then runs on
 * the Node 24 the `node` devDependency installs as node_modules/.bin/node; npm's check
 * would judge the wrong Node and refuse to install at all. So npm only warns
 * (EBADENGINE) and this script, run on node_modules/.bin/node after every install
 * (`postinstall`) and at the start of `npm test`, decides.
 *
 * No dependencies: it also runs after `npm ci --omit=dev` (the Docker image's install).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");

/** @param {string} text "24", "24.1", "24.1.2", "v24.1.2", with x or * wildcards: [major, minor, patch], undefined where left open */
function parts(text) {
  const [major, minor, patch] = text
    .replace(/^[v=]/, "")
    .split("-")[0]
    .split(".")
    .map((p) => (p === "" || /^[x*]$/i.test(p) ? undefined : Number(p)));
  return /** @type {(number | undefined)[]} */ ([major, minor, patch]);
}

/** @param {number[]} a @param {number[]} b @returns {number} negative, 0 or positive */
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The first version past a partial one: 1 → 2.0.0, 1.2 → 1.3.0. */
const past = (/** @type {(number | undefined)[]} */ [major = 0, minor]) =>
  minor === undefined ? [major + 1, 0, 0] : [major, minor + 1, 0];

/**
 * One comparator of a range ("^22.12.0", ">=20", "~1.2", "1.x", "*") against a version,
 * with npm's meanings (the node-semver rules for versions without prerelease tags).
 * @param {number[]} v [major, minor, patch]
 * @param {string} comparator
 */
function matches(v, comparator) {
  const [, op = "", rest = ""] = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(comparator) ?? [];
  const p = parts(rest);
  const [major, minor, patch] = p;
  if (major === undefined) return op !== "<" && op !== ">";
  const low = [major, minor ?? 0, patch ?? 0];
  const full = patch !== undefined;
  const within = (/** @type {number[]} */ high) => compare(v, low) >= 0 && compare(v, high) < 0;
  switch (op) {
    case "^":
      if (major > 0 || minor === undefined) return within([major + 1, 0, 0]);
      if (minor > 0 || !full) return within([0, minor + 1, 0]);
      return within([0, 0, patch + 1]);
    case "~":
      return within(past([major, minor]));
    case ">=":
      return compare(v, low) >= 0;
    case ">":
      return full ? compare(v, low) > 0 : compare(v, past(p)) >= 0;
    case "<":
      return compare(v, low) < 0;
    case "<=":
      return full ? compare(v, low) <= 0 : compare(v, past(p)) < 0;
    default:
      return full ? compare(v, low) === 0 : within(past(p));
  }
}

/**
 * Whether a version satisfies an npm `engines` range: `||` alternatives of space-separated
 * comparators, hyphen ranges ("18 - 22"), carets, tildes and x-ranges.
 * @param {string} version e.g. "24.21.0"
 * @param {string} range
 */
export function satisfies(version, range) {
  const v = parts(version).map((n) => n ?? 0);
  return range.split("||").some((alternative) => {
    const text = alternative.trim().replace(/(\^|~|>=|<=|>|<|=)\s+/g, "$1");
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
    const comparators = hyphen ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`] : text.split(/\s+/).filter(Boolean);
    return comparators.length === 0 || comparators.every((c) => matches(v, c));
  });
}

/**
 * The installed packages whose `engines.node` refuses `version`, read from npm's record of
 * what it installed (node_modules/.package-lock.json).
 * @param {string} version
 * @param {string} [root]
 */
export function refusingPackages(version, root = ROOT) {
  const installed = join(root, "node_modules/.package-lock.json");
  if (!existsSync(installed)) return [];
  /** @type {{ packages: Record<string, { version?: string, engines?: unknown }> }} */
  const lock = JSON.parse(readFileSync(installed, "utf8"));
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const wanted = /** @type {{ node?: unknown } | undefined} */ (entry.engines)?.node;
    if (typeof wanted !== "string" || satisfies(version, wanted)) return [];
    return [`${path.replace(/^.*node_modules\//, "")}@${entry.version} wants node ${wanted}`];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  const wanted = pkg.engines.node;
  const running = process.versions.node;
  const problems = [];
  if (!satisfies(running, wanted)) {
    problems.push(
      `Sobremesa runs on Node ${wanted}; this is Node ${running} (${process.execPath}).\n` +
        "  `npm ci` installs it as node_modules/.bin/node (the `node` devDependency) and npm scripts run on it;\n" +
        "  outside npm, put node_modules/.bin first on PATH or use the version in .nvmrc.",
    );
  }
  const refusing = refusingPackages(running);
  if (refusing.length > 0)
    problems.push(`Installed packages that do not support Node ${running}:\n  ${refusing.join("\n  ")}`);
  const require = createRequire(join(ROOT, "package.json"));
  /** @type {string[]} */
  const addons = [];
  for (const [name, use] of /** @type {[string, (module: any) => string][]} */ ([
    [
      "better-sqlite3",
      (Database) => `SQLite ${new Database(":memory:").prepare("select sqlite_version()").pluck().get()}`,
    ],
    ["@node-rs/argon2", (argon2) => (typeof argon2.hash === "function" ? "argon2id" : "no hash function")],
  ])) {
    try {
      addons.push(`${name} ${require(`${name}/package.json`).version} (${use(require(name))})`);
    } catch (error) {
      problems.push(`${name} does not load on Node ${running}: ${error instanceof Error ? error.message : error}`);
    }
  }
  if (problems.length > 0) {
    console.error(`Runtime check failed.\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `Runtime: Node ${running} (${wanted} wanted); every installed package's engines accept it; loaded ${addons.join(", ")}.`,
  );
  // npm names the Node it runs on in its user agent ("npm/11.6.2 node/v20.19.0 linux x64 …").
  const npmNode = /\bnode\/v?(\d+\.\d+\.\d+)/.exec(process.env.npm_config_user_agent ?? "")?.[1];
  if (npmNode && npmNode !== running) {
    console.log(
      `npm itself ran on Node ${npmNode}: any EBADENGINE warnings above judged that Node, not this one, and are expected.`,
    );
  }
}
