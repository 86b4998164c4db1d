// @ts-check
/**
 * The process entry: `node server.js` serves the production build; `--dev` serves the
 * app through Vite with hot reload; `--migrate` only applies the database migrations.
 * Owning the server (rather than react-router-serve) lets one place do start-up once,
 * shut down cleanly on SIGTERM and answer the public pages from memory. The HTTP work is
 * Express (server/app.ts, one file per middleware in server/middleware/), with start-up in
 * server/boot.ts; server/index.ts is the bundle's entry.
 *
 * One process per core: with WEB_CONCURRENCY above 1 (the default on a deployed site is the
 * number of cores) this process only supervises. It applies the migrations once, then forks
 * that many serving processes on the same port and the same SQLite file (WAL), and replaces
 * any that dies. The once-per-site jobs run in whichever serving process holds their lease in
 * the database (app/platform/background/job-lease.server.ts), not in a process chosen here.
 */
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { createServer } from "node:http";
import module from "node:module";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dev = process.argv.includes("--dev");
const migrateOnly = process.argv.includes("--migrate");
// scripts/start.mjs asks for litestream.yml (written from the checked configuration) before it starts Litestream.
const litestreamConfig = process.argv.includes("--litestream-config");
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
// React and React Router pick their production or development builds from NODE_ENV when
// first imported: without this, `node server.js` served pages with development React
// (several times slower). Set before the build is imported below.
process.env.NODE_ENV ??= dev ? "development" : "production";

/** @typedef {typeof import("./server/index")} AppModule */
/** @typedef {import("node:http").RequestListener} Listener */

/** @returns {Promise<{ app: AppModule, makeListener: () => Listener }>} */
async function load() {
  if (!dev) {
    // V8's compiled code for the bundle and its modules, kept on disk (the OS's temp folder)
    // from one start to the next: compiling them was a seventh of a start (decision 0042). A
    // folder that cannot be written only means no cache.
    module.enableCompileCache?.();
    /** @type {AppModule} */
    const app = await import(pathToFileURL(resolve(buildDir, "server/index.js")).href);
    return {
      app,
      makeListener: () =>
        app.createApp({ clientDir: resolve(buildDir, "client"), build: app.serverBuild, mode: "production" }),
    };
  }
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  /** @type {AppModule} */
  const app = /** @type {AppModule} */ (await viteServer.ssrLoadModule("./server/index.ts"));
  return {
    app,
    makeListener: () => (req, res) =>
      viteServer.middlewares(req, res, async () => {
        try {
          // Reloaded on every request so edits show up without a restart.
          /** @type {AppModule} */
          const fresh = /** @type {AppModule} */ (await viteServer.ssrLoadModule("./server/index.ts"));
          fresh.createApp({ build: fresh.serverBuild, mode: "development" })(req, res);
        } catch (error) {
          if (error instanceof Error) viteServer.ssrFixStacktrace(error);
          console.error(error);
          res.statusCode = 500;
          res.end("Internal Server Error");
        }
      }),
  };
}

/**
 * How many serving processes: WEB_CONCURRENCY when set (checked again, with a clear message,
 * by the configuration), else one per core on a deployed site and one in development.
 */
function processCount() {
  if (dev || migrateOnly || litestreamConfig) return 1;
  const asked = process.env.WEB_CONCURRENCY?.trim();
  if (asked && /^\d+$/.test(asked)) return Math.max(1, Number(asked));
  const deployed = process.env.APP_ENV === "production" || process.env.APP_ENV === "staging";
  return deployed ? availableParallelism() : 1;
}

const processes = processCount();
if (cluster.isPrimary && processes > 1) {
  supervise(processes);
} else {
  await serve();
}

/** @param {number} count */
function supervise(count) {
  // Migrations (and the configuration check) once, before any serving process opens the file.
  const migrate = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--migrate"], {
    stdio: "inherit",
  });
  if (migrate.status !== 0) process.exit(migrate.status ?? 1);
  console.log(`Serving with ${count} processes (WEB_CONCURRENCY)`);
  let stopping = false;
  /** @type {number[]} */
  let recentDeaths = [];
  for (let index = 1; index <= count; index++) cluster.fork({ SERVING_PROCESS: String(index) });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    recentDeaths = [...recentDeaths.filter((at) => now - at < 60_000), now];
    console.error(`Serving process ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
    // A process that dies again and again (a bad deploy) must not be restarted forever.
    if (recentDeaths.length > 10) {
      console.error("Serving processes keep dying: stopping");
      process.exit(1);
    }
    cluster.fork({ SERVING_PROCESS: "replacement" });
  });
  const stopAll = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 15_000).unref();
  };
  process.on("SIGTERM", stopAll);
  process.on("SIGINT", stopAll);
}

async function serve() {
  const { app, makeListener } = await load();
  if (litestreamConfig) {
    console.log(JSON.stringify(app.replicationConfig()));
    process.exit(0);
  }
  // Configuration is checked (and the process stopped on a bad value) before anything else.
  const { env, localCheckout } = app.boot();

  if (migrateOnly) {
    console.log(`Migrations applied to ${env.DATABASE_PATH}`);
    app.shutdown();
    process.exit(0);
  }

  const server = createServer({ keepAliveTimeout: 65_000 }, makeListener());
  // With several serving processes each says it is up (any of them may answer first); the
  // details once, from the first.
  const serving = process.env.SERVING_PROCESS;
  server.listen(env.PORT, env.HOST, () => {
    // Once listening: the jobs' first runs (a backlog of mail, say) are not the start's (decision 0042).
    app.startJobs();
    const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    const url = `http://${shownHost}:${env.PORT}`;
    // The runtime is part of what was deployed: the logs say which Node served.
    console.log(
      `Sobremesa is running on ${url} in ${env.APP_ENV} mode (APP_ENV), on Node ${process.version}${serving ? `, serving process ${serving}` : ""}`,
    );
    if (serving !== undefined && serving !== "1") return;
    const facts = {
      url,
      localCheckout,
      tokenGenerated: !process.env.ADMIN_TOKEN,
      replication: app.replicationSummary(),
    };
    for (const line of app.startLines(env, facts)) console.log(line);
  });

  let closing = false;
  function stop() {
    if (closing) return;
    closing = true;
    server.close(() => {
      app.shutdown();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  }
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
