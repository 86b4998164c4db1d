import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/support/setup-env.ts"],
    // Each file gets its own SQLite file (see setup-env); files run in separate processes.
    pool: "forks",
    // One file per core. Vitest's default for a run is one fewer than the cores: on a 2-core
    // machine, one file at a time, while most files spend their time waiting on a server,
    // a child process or the disk.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
