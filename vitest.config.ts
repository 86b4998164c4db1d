import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/support/setup-env.ts"],
    // Each file gets its own SQLite file (see setup-env); files run in separate processes.
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
