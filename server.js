// @ts-check
/**
 * The process entry: `node server.js` serves the production build; `--dev` serves the
 * app through Vite with hot reload; `--migrate` only applies the database migrations.
 * Owning the server (rather than react-router-serve) lets one place do start-up once,
 * shut down cleanly on SIGTERM and answer the public pages from memory. The HTTP work is
 * Express (server/app.ts, one file per middleware in server/middleware/), with start-up in
 * server/boot.ts; server/index.ts is the bundle's entry.
 *
 * One process serves (decision 0083): a second one per core cost more CPU per booking than it
 * saved at any load the business expects, and a crashed process is started again by the
 * container's restart policy within about a second.
 */
import { createServer } from "node:http";
import module from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

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

await serve();

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
  server.listen(env.PORT, env.HOST, () => {
    // Once listening: the jobs' first runs (a backlog of mail, say) are not the start's (decision 0042).
    app.startJobs();
    const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    const url = `http://${shownHost}:${env.PORT}`;
    // The runtime is part of what was deployed: the logs say which Node served.
    console.log(`Sobremesa is running on ${url} in ${env.APP_ENV} mode (APP_ENV), on Node ${process.version}`);
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
