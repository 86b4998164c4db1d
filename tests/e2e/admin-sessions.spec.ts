import { AXE_NEEDS_JS, expectNoAxeViolations, toast, unlock } from "../support/e2e/admin-pages";
import { expect, test } from "../support/e2e/fixtures";
import { uniqueTag } from "../support/factories";

/** The admin sessions page: who is signed in, and ending a session, with and without JavaScript. */

test("an admin sees the live sessions and ends another browser's", async ({ page, browser }) => {
  // A second browser signs in too: its session is the one to end. Its name is this test's own,
  // so a session of another test running meanwhile is never the one found (or ended).
  const agent = `Other browser ${uniqueTag()}`;
  const other = await browser.newContext({ userAgent: agent });
  const otherPage = await other.newPage();
  await unlock(otherPage);
  await expect(otherPage.getByRole("heading", { name: "Internal Database" })).toBeVisible();

  await unlock(page);
  await page.getByRole("link", { name: "Sessions" }).click();
  await expect(page.getByRole("heading", { name: "Admin Sessions" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: agent });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "This session" })).toHaveCount(1);
  await row.getByRole("button", { name: /^End the session/ }).click();
  await expect(toast(page, "Session ended")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: agent })).toHaveCount(0);

  await otherPage.goto("/admin");
  await expect(otherPage.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await other.close();
});

test("ending one's own session signs out", async ({ adminPage: page }) => {
  await page.goto("/admin/sessions");
  await page.getByRole("row").filter({ hasText: "This session" }).getByRole("button").click();
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await expect(toast(page, "Session ended")).toBeVisible();
});

test("without a session the page sends the admin to the gate", async ({ page }) => {
  await page.goto("/admin/sessions");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
});

test("is axe clean and fits a 320 px screen", async ({ adminPage: page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, AXE_NEEDS_JS);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/admin/sessions");
  await expect(page.getByRole("heading", { name: "Admin Sessions" })).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath("admin-sessions-1280.png"), fullPage: true });
});
