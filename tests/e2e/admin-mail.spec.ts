import type { Page } from "@playwright/test";
import { validBooking } from "../support/booking-form.mjs";
import { AXE_NEEDS_JS, expectNoAxeViolations, OUTBOX_WAIT_MS, unlock } from "../support/e2e/admin-pages";
import { axeScan } from "../support/e2e/axe";
import { expect, test } from "../support/e2e/fixtures";
import { uniqueEmail, uniqueTag } from "../support/factories";

/**
 * The embedded default's mail viewer (the e2e server has no SMTP_URL): a Paris request's
 * "request received" email is stored, listed on /admin/mail and shown as it looks.
 */

async function parisRequest(request: import("@playwright/test").APIRequestContext) {
  const email = uniqueEmail("mail-viewer");
  const saved = await request.post("/api/save-booking", {
    data: validBooking({ city: "EU|Paris", reservations: "3", name: `Camille Martin ${uniqueTag()}`, email }),
  });
  expect(saved.status()).toBe(201);
  return email;
}

test("an admin finds a request's email on /admin/mail and reads it as it would look", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const email = await parisRequest(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await unlock(page);
  await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Mail" }).click();
  await expect(page.getByRole("heading", { name: "Mail", exact: true })).toBeVisible();
  await expect(page.getByText("Not sent: no SMTP server configured.")).toBeVisible();

  // The outbox worker stores it within a moment of the request (a saturated server waits up to 30 s).
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: OUTBOX_WAIT_MS });
  await row.getByRole("link", { name: "Request received: a concierge is checking availability in Paris" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Request received: a concierge is checking availability in Paris",
  );
  await expect(page.getByText("Not sent: no SMTP server configured")).toBeVisible();
  const frame = page.frameLocator("iframe[sandbox='']");
  await expect(frame.getByRole("heading", { name: "Request received" })).toBeVisible();
  await expect(frame.locator("p").filter({ hasText: "A concierge is checking availability in Paris" })).toBeVisible();
  await expect(page.locator("pre")).toContainText("Hello Camille");
  await expect(page.getByText("No attachments.")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (javaScriptEnabled) await expectNoAxeViolationsAroundTheMessage(page);
});

/**
 * axe cannot run inside the sandboxed frame (it allows no scripts, by design), so the page is
 * checked around it, and the email's own HTML on a page of its own.
 */
async function expectNoAxeViolationsAroundTheMessage(page: Page) {
  const around = await axeScan(page, (axe) => axe.exclude("iframe"));
  expect(around.violations).toEqual([]);
  const html = await page.locator("iframe").getAttribute("srcdoc");
  const alone = await page.context().newPage();
  await alone.setContent(html ?? "");
  // WCAG rules only: landmarks (one <main>, every part in a region) are a web page's
  // best practice and mean nothing inside a mail client's own window.
  const message = await axeScan(alone, (axe) => axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]));
  expect(message.violations).toEqual([]);
  await alone.close();
}

test("axe finds nothing on the list at 390 px", async ({ page, request, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, AXE_NEEDS_JS);
  await parisRequest(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await unlock(page);
  await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
  await page.goto("/admin/mail");
  await expect(page.getByRole("heading", { name: "Mail", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("without a session /admin/mail sends the visitor to the gate", async ({ page }) => {
  await page.goto("/admin/mail");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
});
