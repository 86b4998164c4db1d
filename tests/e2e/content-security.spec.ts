import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures";
import { openPaidTrip } from "../support/e2e/trip-journey";

/**
 * The pages' CSP forbids eval, and the browser reports every script that tries it, even a try
 * whose failure is caught (zod's probe for compiled parsers did, on the trip page). A traveller
 * never sees the report; Lighthouse's best practices count it, and a real violation would hide
 * among them. The browser's own issue list must stay empty of CSP issues.
 */
async function cspIssues(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  const issues: string[] = [];
  devtools.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(issue.details));
  });
  await devtools.send("Audits.enable");
  return issues;
}

test("the trip page and the booking form raise no CSP issue in the browser", async ({ page }) => {
  await openPaidTrip(page);
  const issues = await cspIssues(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your trip to Madrid" })).toBeVisible();
  await page.goto("/clients");
  await page.getByLabel("Check-in date").fill("2099-01-10");
  await page.keyboard.press("Tab");
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(issues).toEqual([]);
});
