import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import type { Db } from "../../../app/db/client.server";
import { openSeedDatabase, seedCreatorAccount, uniqueEmail } from "../factories";
import { type RunningServer, startServer } from "../server";
import { unlockAdmin } from "./admin-pages";
import { HYDRATION_PROBLEM } from "./journey";

/**
 * What the journeys share, as Playwright fixtures: the e2e server's database to seed, a
 * server of a worker's own, a browser already past the admin gate, and a logged-in creator.
 * `adminPage` is the test's own `page` (so `context` is its context); `creatorPage` has a
 * context of its own, so one test can hold an admin and a creator side by side. Every test
 * fails when a page it opened did not hydrate cleanly: with JavaScript on, React renders such a
 * page again in the browser and every other assertion still passes.
 */

/** The hydration errors of every page opened in a context, collected while the test runs. */
function hydrationProblems(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on("console", (message) => {
    if (message.type() === "error" && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  context.on("weberror", (error) => {
    if (HYDRATION_PROBLEM.test(error.error().message)) problems.push(error.error().message);
  });
  return problems;
}

type CreatorAccount = Awaited<ReturnType<typeof seedCreatorAccount>>;

type TestFixtures = {
  /** Run for every test: its pages hydrate without errors. */
  hydratesCleanly: undefined;
  /** The test's `page`, unlocked through the real gate with the e2e server's admin token, on /admin. */
  adminPage: Page;
  /** An approved Madrid creator with a password, seeded for this test. */
  creator: CreatorAccount;
  /** A page logged in as `creator` through the real login form, showing the dashboard. */
  creatorPage: Page;
};

type WorkerFixtures = {
  /** The e2e server's own database file, for the factories (tests/support/factories.ts). */
  seed: Db;
  /**
   * A production server of this worker's own (its own port and database), for tests that
   * break what they use; its admin token is the one startServer sets.
   */
  server: RunningServer;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  hydratesCleanly: [
    async ({ context }, use) => {
      const problems = hydrationProblems(context);
      await use(undefined);
      expect(problems, "hydration errors in the browser's console").toEqual([]);
    },
    { auto: true },
  ],

  seed: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const path = process.env.E2E_DB_PATH;
      if (!path) throw new Error("E2E_DB_PATH is not set (playwright.config.ts sets it)");
      const database = openSeedDatabase(path);
      await use(database);
      database.$client.close();
    },
    { scope: "worker" },
  ],

  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],

  adminPage: async ({ page }, use) => {
    await unlockAdmin(page);
    await use(page);
  },

  creator: async ({ seed }, use) => {
    const email = uniqueEmail("creator");
    await use(await seedCreatorAccount(seed, { email, name: `Creator ${email.split("@")[0]}`, city: "Madrid" }));
  },

  creatorPage: async ({ browser, creator }, use) => {
    const context = await browser.newContext();
    const problems = hydrationProblems(context);
    const page = await context.newPage();
    await page.goto("/dashboard");
    await page.getByLabel("Email").fill(creator.email);
    await page.getByLabel("Password").fill(creator.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Creator Dashboard" })).toBeVisible();
    await use(page);
    await context.close();
    expect(problems, "hydration errors in the creator's browser").toEqual([]);
  },
});

export { expect };
