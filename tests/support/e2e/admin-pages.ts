import { expect, type Page } from "@playwright/test";
import { axeScan } from "./axe";
import { E2E_ADMIN_TOKEN } from "./journey";

/** Shared by the admin screens' journeys. */

/** A toast: Radix's with JavaScript, the inline status/alert box without. */
export function toast(page: Page, title: string) {
  return page
    .locator(
      '[data-testid="toast"], main [role="alert"], main [role="status"], #main > [role="alert"], #main > [role="status"]',
    )
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
}

/** axe runs as a script in the page, which the no-js project forbids; the markup is the same either way. */
export const AXE_NEEDS_JS = "axe needs page scripts";
export async function expectNoAxeViolations(page: Page) {
  const results = await axeScan(page);
  expect(results.violations).toEqual([]);
}

export async function unlock(page: Page, path = "/admin", token = E2E_ADMIN_TOKEN) {
  await page.goto(path);
  await page.getByLabel("Admin token").fill(token);
  await page.getByRole("button", { name: "Unlock" }).click();
}

/** Unlocks /admin with the e2e server's token and waits for the database screen. */
export async function unlockAdmin(page: Page) {
  await unlock(page);
  await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
}
