import * as build from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";

/**
 * The server bundle's entry (vite.config.ts), and all server.js uses of it: start-up and
 * shutdown (boot.ts), the Express application (app.ts) and React Router's build, bundled in;
 * the logger, for a test that runs the handler in its own process and reads what it logs.
 */
export const serverBuild = build as unknown as ServerBuild;
export { logger } from "~/logger.server";
export { replicationSummary } from "~/platform/replication/replication-status.server";
export { createApp } from "./app";
export { type BootInfo, boot, replicationConfig, runDueJobs, shutdown, startJobs } from "./boot";
export { startLines } from "./start-lines";
