// @ts-check
/**
 * What the replication drills (h, i, j in replication.mjs) share: an S3-compatible store on
 * loopback (s3rver, started and stopped by the drill itself), the production server started the
 * way the container starts it (scripts/start.mjs, Litestream supervising `node server.js`),
 * killed like a lost machine (SIGKILL to the whole process group), and Litestream's own CLI for
 * the restores the README describes.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { clockEnv } from "../../scripts/clock-env.mjs";
import { litestreamBinary } from "../../scripts/start.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
/** The bucket tests/drills/s3-store.mjs creates. */
const BUCKET = "sobremesa";

/** A free loopback port. */
function freePort() {
  return new Promise(
    /** @param {(port: number) => void} done */ (done, fail) => {
      const probe = createServer();
      probe.once("error", fail);
      probe.listen(0, "127.0.0.1", () => {
        const address = /** @type {import("node:net").AddressInfo} */ (probe.address());
        probe.close(() => done(address.port));
      });
    },
  );
}

/**
 * s3rver (tests/drills/s3-store.mjs, a process of its own at the real time) keeping its objects
 * in `directory`; started again on the same port and folder after `stop`, it serves what it
 * held (the store "comes back").
 * @param {string} directory
 */
export async function startStore(directory, port = 0) {
  const listenPort = port || (await freePort());
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  const start = async () => {
    const started = spawn(
      process.execPath,
      [join(import.meta.dirname, "../drills/s3-store.mjs"), directory, String(listenPort)],
      {
        env: realTimeEnv(),
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    child = started;
    await new Promise((ready, fail) => {
      started.stdout?.on("data", (chunk) => String(chunk).includes("ready") && ready(undefined));
      started.once("exit", (code) => fail(new Error(`the S3 store exited (${code})`)));
    });
  };
  await start();
  return {
    endpoint: `http://127.0.0.1:${listenPort}`,
    /** The store goes away at once: its process is killed, its connections dropped. */
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((done) => running.once("exit", done));
      running.kill("SIGKILL");
      await exited;
    },
    start,
  };
}

/** This process's environment without libfaketime's variables: the store keeps the real time. */
function realTimeEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "LD_PRELOAD" && !name.startsWith("FAKETIME")),
  );
}

/**
 * The replica configuration of the drills: the env a machine needs to find its replica.
 * @param {string} endpoint
 */
export function replicaEnv(endpoint, path = "app") {
  return {
    LITESTREAM_REPLICA_URL: `s3://${BUCKET}/${path}`,
    LITESTREAM_ENDPOINT: endpoint,
    LITESTREAM_ACCESS_KEY_ID: "S3RVER",
    LITESTREAM_SECRET_ACCESS_KEY: "S3RVER",
  };
}

/**
 * `node scripts/start.mjs <production flags> server.js` in its own process group (so that
 * SIGKILL to the group takes Litestream and the app down together, as a dying machine does),
 * waiting for /healthz.
 * @param {{ databasePath: string, env: Record<string, string> }} options
 */
export async function startReplicated({ databasePath, env }) {
  const buildDir = resolve(ROOT, process.env.BUILD_DIR ?? "build");
  if (!existsSync(join(buildDir, "server/index.js"))) throw new Error(`No build at ${buildDir}: build first.`);
  const port = await freePort();
  let output = "";
  // package.json's `start` without its leading `node`: what the container's CMD runs.
  const start = /** @type {string} */ (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts.start);
  const args = start.split(/\s+/).slice(1);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    env: {
      PATH: process.env.PATH,
      ...clockEnv(),
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "drill-session-secret-0123456789abcdefghij",
      ADMIN_TOKEN: "drill-admin-token-0123456789",
      LOG_LEVEL: "warn",
      PUBLIC_WRITE_LIMIT: "0",
      PAYMENT_LOOKUP_LIMIT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once("exit", done));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = /** @type {number} */ (child.pid);
  return {
    url,
    databasePath,
    output: () => output,
    /** The machine dies: every process of the group at once. */
    async kill() {
      process.kill(-pid, "SIGKILL");
      await exited;
    },
    /** A clean stop: SIGTERM to start.mjs, which passes it on; the group is killed if it lingers. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => process.kill(-pid, "SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
    /** /healthz/replication's answer. */
    async replication() {
      const response = await fetch(`${url}/healthz/replication`);
      return { status: response.status, ...(await response.json()) };
    },
  };
}

/**
 * Litestream's CLI on the drill's replica, with the credentials in its environment only.
 * Asynchronous: the store answers from this very process, so a synchronous spawn would wait forever.
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @returns {Promise<string>}
 */
export function litestream(args, env) {
  const child = spawn(litestreamBinary(), args, { env: { PATH: process.env.PATH, ...env } });
  let output = "";
  let errors = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (errors += chunk));
  return new Promise((done, fail) =>
    child.on("exit", (code) =>
      code === 0 ? done(output) : fail(new Error(`litestream ${args.join(" ")} failed (${code}):\n${output}${errors}`)),
    ),
  );
}

/**
 * The replica's WAL segments' creation times, on the store's clock (what `restore -timestamp`
 * compares with), through litestream.yml as scripts/start.mjs wrote it beside the database.
 * @param {string} databasePath
 * @param {Record<string, string>} env
 */
export async function segmentTimes(databasePath, env) {
  return (await litestream(["wal", "-config", `${databasePath}-litestream.yml`, databasePath], env))
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/).at(-1) ?? "")
    .filter((created) => /^\d{4}-\d\d-\d\dT/.test(created))
    .map((created) => Date.parse(created));
}
