// @ts-check
/**
 * Starting and watching the production server for the benchmark, the Lighthouse audit and
 * the drills: `node server.js` on the built app, a fresh temporary database, loopback only.
 * (The Vitest suite has its own `tests/support/server.ts`; the drills accept either.)
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { clockEnv } from "../clock-env.mjs";
import { SERVER_ENV } from "../start.mjs";

export const ROOT = resolve(import.meta.dirname, "../..");
const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR ?? "build");
export const ADMIN_TOKEN = "bench-admin-token-0123456789abcdef";
/** The benchmark server's SESSION_SECRET: the service rows sign their session cookies with it. */
export const SESSION_SECRET = "bench-session-secret-0123456789abcdefghij";

/**
 * @typedef {object} AppServer
 * @property {string} url
 * @property {number} port
 * @property {number} pid
 * @property {string} databasePath
 * @property {() => string} output everything the process printed
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop
 */

/** Builds the app into BUILD_DIR (React Router's production build, with the bench's floor page mounted). */
export function buildApp() {
  console.log(`Building into ${BUILD_DIR} …`);
  const result = spawnSync(process.execPath, [join(ROOT, "node_modules/.bin/react-router"), "build"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR, BUILD_TEST_ROUTES: "true" },
    encoding: "utf8",
  });
  // The build's warnings are noise here; its output only matters when it fails.
  if (result.status !== 0)
    throw new Error(`react-router build failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
}

export function requireBuild() {
  if (!existsSync(join(BUILD_DIR, "server/index.js"))) {
    throw new Error(`No build at ${BUILD_DIR}: run without --no-build, or \`npm run build\` first.`);
  }
}

/** @param {number} port */
function isFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once("error", () => done(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => done(true)));
  });
}

let nextPort = Number(process.env.BENCH_PORT_BASE ?? 3300);

/** The next free loopback port of our range (BENCH_PORT_BASE, default 3300). */
export async function takePort() {
  for (let tries = 0; tries < 100; tries++) {
    const port = nextPort++;
    if (await isFree(port)) return port;
  }
  throw new Error("no free port in the benchmark's range");
}

/** @type {string[]} */
const tempFolders = [];
// The databases are scratch (100,000 seeded bookings weigh ~40 MB): gone when the script ends.
process.on("exit", () => {
  for (const folder of tempFolders) rmSync(folder, { recursive: true, force: true });
});

/** A new empty database path in its own temp folder, removed when this process exits. */
export function freshDatabasePath() {
  const folder = mkdtempSync(join(tmpdir(), "sobremesa-bench-"));
  tempFolders.push(folder);
  return join(folder, "app.db");
}

/** Applies the migrations to a database file without starting the server. */
export function migrate(/** @type {string} */ databasePath) {
  const result = spawnSync(process.execPath, ["server.js", "--migrate"], {
    cwd: ROOT,
    env: { ...baseEnv(), DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`migration failed:\n${result.stdout}${result.stderr}`);
}

function baseEnv() {
  return {
    PATH: process.env.PATH,
    ...clockEnv(),
    BUILD_DIR,
    // As production runs it (scripts/start.mjs).
    ...SERVER_ENV,
    HOST: "127.0.0.1",
    SESSION_SECRET,
    ADMIN_TOKEN,
    LOG_LEVEL: "warn",
    // Every request here comes from one loopback address: the per-client limits would measure themselves.
    PUBLIC_WRITE_LIMIT: "0",
    PAYMENT_LOOKUP_LIMIT: "0",
  };
}

/**
 * The node flags production starts with (package.json's `start`, which the Dockerfile's CMD
 * repeats): the bench measures the server as it ships.
 */
export function productionNodeArgs() {
  const start = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts.start;
  const words = start.split(/\s+/);
  // `node scripts/start.mjs <flags> server.js`: the flags are what start.mjs passes to node.
  return words
    .slice(words.indexOf("node") + 1, words.indexOf("server.js"))
    .filter((/** @type {string} */ word) => word.startsWith("--"));
}

/**
 * Starts `node server.js` (with production's node flags unless told otherwise) and waits for /healthz.
 * @param {{ env?: Record<string, string>, databasePath?: string, port?: number, nodeArgs?: string[], pollMs?: number }} [options]
 * @returns {Promise<AppServer>}
 */
export async function startApp({
  env = {},
  databasePath = freshDatabasePath(),
  port,
  nodeArgs = productionNodeArgs(),
  pollMs = 100,
} = {}) {
  requireBuild();
  const listenPort = port ?? (await takePort());
  let output = "";
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    cwd: ROOT,
    env: { ...baseEnv(), PORT: String(listenPort), DATABASE_PATH: databasePath, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once("exit", done));
  const url = `http://127.0.0.1:${listenPort}`;
  await waitForHealth(
    url,
    () => child.exitCode !== null,
    () => output,
    pollMs,
  );
  return {
    url,
    port: listenPort,
    pid: /** @type {number} */ (child.pid),
    databasePath,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * @param {string} url
 * @param {() => boolean} hasExited
 * @param {() => string} output
 * @param {number} pollMs
 */
async function waitForHealth(url, hasExited, output, pollMs) {
  // Generous: on a machine shared with other work, two processes took over 30 s to start.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (hasExited()) throw new Error(`server exited during start-up:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /healthz within 90 s:\n${output()}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * The process's resident memory now and its peak, from /proc (Linux), in bytes.
 * @param {number} pid
 */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (/** @type {string} */ name) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) * 1024;
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

/**
 * Resets the process's peak-RSS mark (VmHWM) to its current RSS, so the next peak read
 * belongs to what happens after this call. Returns false where the kernel refuses.
 * @param {number} pid
 */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/**
 * Samples RSS every `everyMs` until stopped: a peak that does not depend on clear_refs.
 * @param {number} pid
 * @param {number} [everyMs]
 */
export function sampleRss(pid, everyMs = 20) {
  let max = 0;
  const take = () => {
    try {
      max = Math.max(max, memoryOf(pid).rss);
    } catch {
      // the process is gone
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return () => {
    clearInterval(timer);
    take();
    return max;
  };
}

/**
 * Sends a booking's itinerary from its workspace as the confirmation's form does (its explicit
 * yes: a bare send is refused), signed in with the given session cookie.
 * @param {string} url @param {string} workspacePath @param {string} cookie
 */
export async function sendItineraryFrom(url, workspacePath, cookie) {
  const sent = await fetch(`${url}${workspacePath}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url, cookie },
    body: "intent=send-itinerary&confirm=yes",
  });
  if (sent.status >= 400) throw new Error(`send-itinerary answered ${sent.status}`);
}
