#!/usr/bin/env node
// @ts-check
/**
 * The production entry, `node scripts/start.mjs [node flags] server.js` (the Dockerfile's CMD
 * and `npm start`): runs `node [node flags] server.js`, replicated when a replica is set.
 * Without LITESTREAM_REPLICA_URL it only starts that command and passes signals on. With it
 * (decision 0034):
 *
 *   1. `server.js --litestream-config` checks the configuration with the app's one schema and
 *      writes litestream.yml beside the database (no credentials in it);
 *   2. `litestream restore -if-db-not-exists -if-replica-exists`: a fresh, empty volume gets the
 *      database back from the replica; an existing database, or an empty replica, is left alone;
 *   3. `litestream replicate -exec "node … server.js"`: Litestream supervises the app, so the app
 *      serves only while replication runs (migrations run at the app's start, as always).
 *
 * Litestream's log passes through to ours; this script also reads it to keep the replication
 * status file (scripts/replication-status.mjs) that /healthz/replication and the admin show.
 * The Litestream binary is run directly, not through the npm package's wrapper, which loses the
 * exit code and passes no signal on.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { watchReplication } from "./replication-status.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** What to run: the arguments after this script (package.json's `start`: heap flags and server.js). */
const command = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["server.js"];
const server = resolve(root, command.at(-1) ?? "server.js");

/**
 * The Litestream binary (@flydotio/litestream-linux-x64, an optional dependency: the registry
 * has no other platform's). Throws, saying so, where it is not installed.
 */
export function litestreamBinary() {
  const require = createRequire(import.meta.url);
  const pkg = `@flydotio/litestream-${process.platform}-${process.arch}/package.json`;
  try {
    return resolve(dirname(require.resolve(pkg)), "litestream");
  } catch {
    throw new Error(
      `Litestream is not installed for ${process.platform}-${process.arch} (${pkg}): replication needs linux x64.`,
    );
  }
}

/**
 * What the serving process's environment adds: glibc's malloc keeps at most two arenas (its
 * default is eight per core, each holding freed memory of its own), 10 MB less peak RSS under the
 * bench's load, throughput within the run's noise (decision 0082). A value the operator sets wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

async function main() {
  // An empty value means "not set" (app/env.server.ts): no replication, and no second start-up.
  if (!process.env.LITESTREAM_REPLICA_URL?.trim()) {
    run(process.execPath, command, null);
    return;
  }
  const asked = spawnSync(process.execPath, [server, "--litestream-config"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (asked.status !== 0) process.exit(asked.status ?? 1);
  /** @type {{ database: string, replication: { configPath: string, statusPath: string, target: string } }} */
  const { database, replication } = JSON.parse(asked.stdout.trim().split("\n").at(-1) ?? "{}");
  let litestream;
  try {
    litestream = litestreamBinary();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error} Not starting: LITESTREAM_REPLICA_URL is set.`);
    process.exit(1);
  }
  const hadDatabase = existsSync(database);
  const config = ["-config", replication.configPath, "-no-expand-env"];
  const restore = spawnSync(litestream, ["restore", ...config, "-if-db-not-exists", "-if-replica-exists", database], {
    encoding: "utf8",
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (restore.status !== 0) {
    // Serving an empty database beside a replica that could not be read would start a new,
    // empty history: stop, and let the operator see why.
    console.error(`Restore from the replica (${replication.target}) failed: not starting.`);
    process.exit(restore.status ?? 1);
  }
  const restored = !hadDatabase && existsSync(database);
  if (restored) console.log(`Database restored from the replica (${replication.target})`);
  const exec = [process.execPath, ...command].map(quote).join(" ");
  // Litestream passes its environment to the app: LITESTREAM_SUPERVISED tells the app it may leave checkpoints to it.
  process.env.LITESTREAM_SUPERVISED = "true";
  run(litestream, ["replicate", ...config, "-exec", exec], { statusPath: replication.statusPath, database, restored });
}

/**
 * Runs the child with our stdin and stdout, passes SIGTERM and SIGINT on, and ends with its code.
 * @param {string} command
 * @param {string[]} args
 * @param {null | { statusPath: string, database: string, restored: boolean }} watch
 */
function run(command, args, watch) {
  const child = spawn(command, args, {
    cwd: root,
    // Litestream is a statically linked Go binary: libfaketime's LD_PRELOAD (decision 0030)
    // cannot reach it and it runs at the real time whatever the variables say. They stay in
    // its environment because it passes that on to the app, which keeps a test run's clock.
    env: { ...SERVER_ENV, ...process.env },
    stdio: ["inherit", watch ? "pipe" : "inherit", "inherit"],
  });
  // Litestream logs to stdout; the app it starts shares that stdout, so its lines pass through too.
  const stopWatching = watch && child.stdout ? watchReplication(child.stdout, watch) : () => {};
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => {
    stopWatching();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

/** @param {string} word */
function quote(word) {
  return /^[\w./=-]+$/.test(word) ? word : `"${word.replaceAll(/["\\]/g, "\\$&")}"`;
}
