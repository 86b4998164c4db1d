import type { KnipConfig } from "knip";

/**
 * What really runs, for `npx knip` (a step of `npm test`): an export no other file imports, a
 * file nothing reaches or a dependency nothing uses fails the run. The plugins find most entries
 * themselves: React Router's (app/routes.ts, every route module it names, app/root.tsx,
 * app/entry.*.tsx), Vite's (server/index.ts and server/pdf-worker.ts, the server build's two
 * inputs), Vitest's and Playwright's (the test files, their set-up and configs) and the
 * package.json scripts (server.js, scripts/*.mjs). Listed here is what they cannot see.
 *
 * Route modules import their types from ./+types/<route>, which `BUILD_TEST_ROUTES=true
 * react-router typegen` writes: run it first (scripts/test.sh does), or those imports are
 * reported unresolved.
 */
const config: KnipConfig = {
  entry: [
    // Named in app/routes.ts only when BUILD_TEST_ROUTES=true, which the build for tests sets.
    "app/routes/test/*.{ts,tsx}",
    // Started by path by another script, or run by hand as docs/ and the README say.
    "scripts/bench/{ab-builds,ceiling-server,mechanisms,memory-probe,profile-row,profile-start,staff-pages}.mjs",
    "scripts/itinerary/preview.mjs",
    // Loaded through Vite's ssrLoadModule by scripts/itinerary/load.mjs, by path.
    "scripts/itinerary/sample.ts",
    "scripts/make-gallery-images.mjs",
    "scripts/page-weight.mjs",
    "scripts/slowest-tests.mjs",
    "scripts/test-summary.js",
    // The S3 store the replication drills start as a process of its own.
    "tests/drills/s3-store.mjs",
  ],
  // Debian's poppler-utils, which tests and scripts run to read the PDFs: not npm's. (Chromium is
  // started by its path, CHROMIUM_PATH, which knip does not take for a binary.)
  ignoreBinaries: ["pdftotext", "pdfinfo", "pdfimages", "pdftoppm"],
  // scripts/lighthouse.mjs starts Chromium with chrome-launcher, the launcher Lighthouse's own
  // documentation uses and a dependency of lighthouse, so it comes with the lighthouse devDependency.
  ignoreDependencies: ["chrome-launcher"],
};

export default config;
