// @ts-check
/**
 * The process entry: `node server.js` serves the production build; `--dev` serves the
 * app through Vite with hot reload; `--migrate` only applies the database migrations.
 * Owning the server (rather than react-router-serve) lets one place do start-up once,
 * shut down cleanly on SIGTERM and answer the public pages from memory. The HTTP work is
 * Express with @react-router/express (server/app.ts), as React Router's custom-server
 * template does.
 */
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const dev = process.argv.includes("--dev");
const migrateOnly = process.argv.includes("--migrate");
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
// React and React Router pick their production or development builds from NODE_ENV when
// first imported: without this, `node server.js` served pages with development React
// (several times slower). Set before the build is imported below.
process.env.NODE_ENV ??= dev ? "development" : "production";

/** @typedef {typeof import("./server/app")} AppModule */
/** @typedef {import("node:http").RequestListener} Listener */

/** @returns {Promise<{ app: AppModule, makeListener: () => Listener }>} */
async function load() {
  if (!dev) {
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
  const app = /** @type {AppModule} */ (await viteServer.ssrLoadModule("./server/app.ts"));
  return {
    app,
    makeListener: () => (req, res) =>
      viteServer.middlewares(req, res, async () => {
        try {
          // Reloaded on every request so edits show up without a restart.
          /** @type {AppModule} */
          const fresh = /** @type {AppModule} */ (await viteServer.ssrLoadModule("./server/app.ts"));
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

const { app, makeListener } = await load();
// Configuration is checked (and the process stopped on a bad value) before anything else.
const { env, localCheckout } = app.boot({ migrateOnly });

if (migrateOnly) {
  console.log(`Migrations applied to ${env.DATABASE_PATH}`);
  app.shutdown();
  process.exit(0);
}

const server = createServer({ keepAliveTimeout: 65_000 }, makeListener());
server.listen(env.PORT, env.HOST, () => {
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  // The runtime is part of what was deployed: the logs say which Node served.
  console.log(`Sobremesa is running on http://${shownHost}:${env.PORT} (${env.APP_ENV}, Node ${process.version})`);
  console.log(`Database: ${env.DATABASE_PATH}`);
  // Only a token we generated is printed: one the operator set is theirs already, and stays out of logs.
  if (!process.env.ADMIN_TOKEN) console.log(`Admin token: ${env.ADMIN_TOKEN} (kept in ${secretsHint(env)})`);
  if (localCheckout) console.log("Payments: local TEST checkout (no Stripe key set)");
});

/** @param {{ DATABASE_PATH: string }} env */
function secretsHint(env) {
  return resolve(env.DATABASE_PATH, "..", "secrets.json");
}

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
