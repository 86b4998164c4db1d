import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { clockEnv } from "../../scripts/clock-env.mjs";

export type RunningServer = {
  url: string;
  port: number;
  databasePath: string;
  /** Everything the process printed, for asserting on log lines. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

/**
 * Starts the production build (`node server.js`) on a free loopback port with its own
 * database file, and waits until /healthz answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const root = resolve(import.meta.dirname, "../..");
  const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
  if (!existsSync(join(buildDir, "server/index.js"))) {
    throw new Error(`No build at ${buildDir}: run \`npm run build\` first (npm test does).`);
  }
  const port = await freePort();
  const databasePath = env.DATABASE_PATH ?? join(mkdtempSync(join(tmpdir(), "sobremesa-server-")), "app.db");
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...clockEnv(),
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "test-session-secret-0123456789abcdefghij",
      ADMIN_TOKEN: "test-admin-token-0123456789",
      LOG_LEVEL: "info",
      // The suites make many bookings from one loopback address; the limit's own tests turn it on.
      PUBLIC_WRITE_LIMIT: "0",
      PAYMENT_LOOKUP_LIMIT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));

  // A wait for /healthz, not a sleep: a healthy start ends it in a few seconds; the margin is
  // for a loaded machine, where two serving processes took more than 45 s to answer. It ends
  // before Vitest's 120 s hook time-out, so a start that fails says why (the server's output).
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    databasePath,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      // The server ends itself within 10 s of SIGTERM (server.js). Once, in a full run on a loaded
      // machine, one did not in 120 s and failed its file's last hook after every test had passed:
      // past 30 s it is killed, and its last output is kept in the run's log to say why.
      const late = setTimeout(() => {
        console.warn(
          `server on ${url} still running 30 s after ${signal}; killed. Its last output:\n${output.slice(-4000)}`,
        );
        child.kill("SIGKILL");
      }, 30_000);
      await exited;
      clearTimeout(late);
    },
  };
}

/** Runs `node server.js` to completion (for configuration errors) and returns its exit code and output. */
export async function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const root = resolve(import.meta.dirname, "../..");
  return new Promise((done) => {
    let output = "";
    const child = spawn(process.execPath, ["server.js"], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        ...clockEnv(),
        BUILD_DIR: resolve(root, process.env.BUILD_DIR ?? "build"),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    // A refused configuration exits within a second or two; under a load of 15 it took over 15 s.
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}
