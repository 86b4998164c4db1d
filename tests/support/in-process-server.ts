import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { RunningServer } from "./server";

type AppModule = typeof import("../../server/index");

/**
 * The production build's request handler in this test process, on a loopback port, against
 * the test file's own SQLite file (setup-env). For tests that look inside a request (the
 * statements it runs) or need no process of their own: start-up, signals, the cluster, the PDF
 * worker and replication are tested with `startServer`, which runs `node server.js`.
 *
 * Module state lives in the process, so a test file gets one such server, with the
 * environment it had when this was first called; the background jobs do not run.
 */
export async function startInProcess(env: Record<string, string> = {}): Promise<RunningServer> {
  Object.assign(process.env, { LOG_LEVEL: "warn", PUBLIC_WRITE_LIMIT: "0", PAYMENT_LOOKUP_LIMIT: "0", ...env });
  const root = resolve(import.meta.dirname, "../..");
  const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
  const app: AppModule = await import(pathToFileURL(join(buildDir, "server/index.js")).href);
  app.boot();
  const listener = app.createApp({ clientDir: join(buildDir, "client"), build: app.serverBuild, mode: "production" });
  const server = createServer(listener);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    databasePath: process.env.DATABASE_PATH ?? "",
    output: () => "",
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
