import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { RunningServer } from "./server";

type AppModule = typeof import("../../server/index");

/**
 * The production build's request handler in this test process, on a loopback port, against
 * the test file's own SQLite file (setup-env). The way to test a request: start-up, signals,
 * the cluster, the PDF worker and replication are tested with `startServer`, which runs
 * `node server.js`.
 *
 * Module state lives in the process, so a test file gets one such server, with the
 * environment it had when this was first called. What the app logs is kept for `output()`,
 * as a process's output would be. The background jobs (the outbox's mail among them) run
 * with `jobs`, as they do in the one process of a server that holds their lease.
 */
export async function startInProcess(
  env: Record<string, string> = {},
  { jobs = false }: { jobs?: boolean } = {},
): Promise<RunningServer> {
  // Listening first, so the app reads its port where `node server.js` would: in PORT, from
  // which its default public address (the links in its mail) is made.
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    PORT: String(port),
    LOG_LEVEL: "warn",
    PUBLIC_WRITE_LIMIT: "0",
    PAYMENT_LOOKUP_LIMIT: "0",
    ...env,
  });
  const root = resolve(import.meta.dirname, "../..");
  const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
  const app: AppModule = await import(pathToFileURL(join(buildDir, "server/index.js")).href);
  let output = "";
  // pino's documented symbol for a logger's destination; its child loggers share it.
  Object.assign(app.logger, { [pino.symbols.streamSym]: { write: (line: string) => (output += line) } });
  app.boot();
  if (jobs) app.startJobs();
  server.on(
    "request",
    app.createApp({ clientDir: join(buildDir, "client"), build: app.serverBuild, mode: "production" }),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    databasePath: process.env.DATABASE_PATH ?? "",
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          if (jobs) app.shutdown();
          done();
        });
      }),
  };
}
