import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * One production server for the run, on its own port and database file. The path is
 * fixed in the runner's environment so every worker (and test) opens the same file.
 */
process.env.E2E_PORT ??= "3210";
process.env.E2E_DB_PATH ??= join(mkdtempSync(join(tmpdir(), "sobremesa-e2e-")), "app.db");
const port = Number(process.env.E2E_PORT);
export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789abcdef";
/** The e2e server's own output (its JSON log), for the summary after a failed run. */
export const E2E_SERVER_LOG = "test-results/e2e-server.log";

const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One browser per core: each worker's Chromium and the server it talks to keep a core busy.
  workers: availableParallelism(),
  // From measured durations (decision 0030): the slowest journeys (the workspace, the
  // itinerary, the creator's) took 15-30 s on this 2-core machine at a load of 20, and an axe
  // scan or a page under that load took more than the old 30 s and 5 s limits. Three times
  // that is room enough for a loaded machine to give a slow run, not a red one; every wait is
  // on what a user would wait for (a heading, a toast), never a fixed sleep.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Debian's headless shell, not the full browser: the same Blink and V8 without the desktop
    // browser around them. On this 2-core machine the suite's 368 tests took 6.3 min with it
    // and 14 min with `/usr/bin/chromium` (public-pages.spec.ts alone: 35 s of CPU against 82).
    // Lighthouse, which scores a real browser, keeps the full one (scripts/lighthouse.mjs).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: chromiumFlags,
    },
    // No trace by default: recording one for every test cost a fifth of the browser suite's CPU
    // (booking + admin specs, 39 tests: 121-129 s of CPU with traces, 95 s without), and CI
    // keeps only the printed output. To see a failing test step by step, run it again with
    // `npx playwright test <spec> --trace on` and open test-results/ with `npx playwright show-trace`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    // The server's log (a JSON line per request, every warning and error) is kept in a file:
    // a test that fails once in many runs needs it, and CI keeps only the printed output's end,
    // where scripts/test-summary.js prints its errors after a failure. The folder
    // is made here because Playwright empties test-results/ before it starts the server.
    command: `mkdir -p test-results && exec node server.js >>${E2E_SERVER_LOG}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // A wait for /healthz (about a second on a quiet machine), with room for a loaded one.
    timeout: 120_000,
    // stdout goes to the file above; what Node itself prints (a crash, a warning) is shown.
    stderr: "pipe",
    env: {
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: process.env.E2E_DB_PATH,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      SESSION_SECRET: "e2e-session-secret-0123456789abcdefghijkl",
      ENABLE_TEST_ROUTES: "true",
      // Each request's line (status, time) says what a timed-out test's page was answered.
      LOG_LEVEL: "info",
      // One browser client makes every booking of the run; the limits have their own tests.
      PUBLIC_WRITE_LIMIT: "0",
      PAYMENT_LOOKUP_LIMIT: "0",
      TRIP_LINK_REQUEST_LIMIT: "0",
    },
  },
});
