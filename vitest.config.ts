import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    // Two projects with one set-up each: unit tests need the environment, integration tests also
    // the outbox's handlers (tests/support/setup-outbox.ts says why they are kept apart).
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/support/setup-env.ts"],
          // A worker's unit files share the app's modules, evaluated once: 70 files took 22 s of
          // CPU each in a process of its own and 6 s sharing them, and pass in any order. A unit
          // test leaves the clock and what it changed in a module as it found them; a test of
          // the database or the configuration as the process starts it is an integration test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/support/setup-env.ts", "tests/support/setup-outbox.ts"],
        },
      },
    ],
    // drizzle-orm is run through Vite's module runner, not Node's loader. Node 24's loader
    // parsed drizzle's package.json (179 kB of "exports") again for each of the few hundred
    // files it read from the package: 0.3 s of CPU in every test file that touches the
    // database, the same cost the server build avoids by bundling it (vite.config.ts).
    server: { deps: { inline: ["drizzle-orm"] } },
    // Each file gets its own SQLite file (see setup-env); files run in separate processes.
    pool: "forks",
    // One file per core. Vitest's default for a run is one fewer than the cores: on a 2-core
    // machine, one file at a time, while most files spend their time waiting on a server,
    // a child process or the disk.
    maxWorkers: availableParallelism(),
    // From measured durations: the slowest tests without a time-out of their own (those that
    // start a server of two processes and use it) took 16-25 s on a quiet 2-core machine and
    // 27-34 s at a load of 15, and a two-process server took over 45 s to start at that load; a
    // start waits up to 90 s for /healthz (tests/support/server.ts).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
