import type { BrowserContext } from "@playwright/test";
import { AXE_NEEDS_JS, expectNoAxeViolations, signInAsStaff, whenHydrated } from "../support/e2e/admin-pages";
import { expect, test } from "../support/e2e/fixtures";
import { openSeedDatabase, seedCreatorAccount } from "../support/factories";
import { seedStaff } from "../support/staff";
import { seedTaxFixtures } from "../support/tax-fixtures";

/**
 * The owner's tax reports in a browser, with and without JavaScript: the quarter and the DAC7
 * year chosen with the page's GET forms, the warning for a creator paid without tax details, a
 * file downloaded; axe and a 320 px screen. On the worker's own server: it creates an owner.
 */

/** Signs the context in as a new owner, with the fixture creators paid in 2026. */
async function ownerWithFigures(context: BrowserContext, serverUrl: string, databasePath: string) {
  const database = openSeedDatabase(databasePath);
  try {
    const person = await seedStaff(database, { role: "owner" });
    await signInAsStaff(context, serverUrl, database, person.id);
    const creator = await seedCreatorAccount(database, { city: "Madrid" });
    await seedTaxFixtures(database, creator.id);
  } finally {
    database.$client.close();
  }
}

test("an owner chooses a quarter and a DAC7 year, sees who lacks tax details, and downloads the XML", async ({
  page,
  context,
  server,
}) => {
  await ownerWithFigures(context, server.url, server.databasePath);
  await page.goto(`${server.url}/admin`);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Tax reports" }).click();
  await expect(page.getByRole("heading", { name: "Tax reports", level: 1 })).toBeVisible();

  await page.getByLabel("Year", { exact: true }).fill("2026");
  await page.getByLabel("Quarter", { exact: true }).selectOption("1");
  await page.getByRole("button", { name: "Show the quarter" }).click();
  await expect(page).toHaveURL(/year=2026&quarter=1/);
  const vat = page.getByRole("region", { name: "Self-billed VAT in 2026-Q1" });
  await expect(vat).toContainText("Spanish professionals: VAT charged, deductible");
  await expect(page.getByRole("link", { name: "Withholdings 2026-Q1 (CSV)" })).toBeVisible();

  await page.getByLabel("Year paid").fill("2026");
  await page.getByRole("button", { name: "Show the year" }).click();
  await expect(page).toHaveURL(/dac7=2026/);
  // The quarter chosen before is kept.
  await expect(page).toHaveURL(/quarter=1/);
  await expect(page.getByText(/Missing tax details: \d+ creators? (was|were) paid in 2026/)).toBeVisible();
  await expect(page.getByText(/Nora Nodetails/).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Creators paid in 2026" })).toContainText("Bistro Berlin GmbH");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "DAC7 2026 (XML)" }).click();
  expect((await download).suggestedFilename()).toBe("dac7-2026.xml");
});

test("a year that is not one is refused by its field", async ({ page, context, server }) => {
  await ownerWithFigures(context, server.url, server.databasePath);
  await page.goto(`${server.url}/admin/tax-reports`);
  // Typed before hydration, the year went back to its default once (React set up the form).
  await whenHydrated(page);
  await page.getByLabel("Year paid").fill("1900");
  await page.getByRole("button", { name: "Show the year" }).click();
  await expect(page.getByLabel("Year paid")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/Enter a year from 2023 to \d{4}/)).toBeVisible();
});

test("/admin/tax-reports is axe clean and fits a 320 px screen", async ({
  page,
  context,
  server,
  javaScriptEnabled,
}) => {
  await ownerWithFigures(context, server.url, server.databasePath);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${server.url}/admin/tax-reports?year=2026&quarter=1&dac7=2026`);
  await expect(page.getByRole("heading", { name: "Tax reports", level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  test.skip(!javaScriptEnabled, AXE_NEEDS_JS);
  await expectNoAxeViolations(page);
});
