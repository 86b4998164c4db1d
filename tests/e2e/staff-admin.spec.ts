import type { BrowserContext } from "@playwright/test";
import { AXE_NEEDS_JS, expectNoAxeViolations, signInAsStaff, toast } from "../support/e2e/admin-pages";
import { expect, test } from "../support/e2e/fixtures";
import { openSeedDatabase } from "../support/factories";
import { seedStaff } from "../support/staff";

/**
 * The owners' pages for the team in a browser, with and without JavaScript: the team page's
 * invitation and deactivation, and axe and a 320 px screen on /admin/staff, /admin/audit and
 * /admin/sessions. They run on the worker's own server: creating an owner ends the admin token's
 * use for pages, which the shared e2e database must keep.
 */

/** Signs the context in as a new person of that role on `serverUrl`, the way the server would after both steps. */
async function signIn(context: BrowserContext, serverUrl: string, databasePath: string, role: "owner" | "concierge") {
  const database = openSeedDatabase(databasePath);
  try {
    const person = await seedStaff(database, { role });
    await signInAsStaff(context, serverUrl, database, person.id);
    return person;
  } finally {
    database.$client.close();
  }
}

test("an owner invites someone, is shown the first mistake, and deactivates a concierge", async ({
  page,
  context,
  server,
}) => {
  await signIn(context, server.url, server.databasePath, "owner");
  const database = openSeedDatabase(server.databasePath);
  const concierge = await seedStaff(database, { role: "concierge" });
  database.$client.close();

  await page.goto(`${server.url}/admin/staff`);
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Audit" })).toBeVisible();

  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Enter their name.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  const email = `invitee-${Date.now()}@example.com`;
  await page.getByLabel("Name", { exact: true }).fill("Inès Invitée");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Language of their emails").selectOption("fr");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, "Invitation sent")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Invited");

  await page.getByRole("button", { name: `Deactivate ${concierge.name}` }).click();
  await expect(toast(page, "Deactivated")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: concierge.email })).toContainText("Deactivated");
});

for (const path of ["/admin/staff", "/admin/audit", "/admin/sessions"]) {
  test(`${path} is axe clean and fits a 320 px screen`, async ({ page, context, server, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, AXE_NEEDS_JS);
    await signIn(context, server.url, server.databasePath, "owner");
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("a concierge's sessions page shows their own, marks this browser, and offers no owner pages", async ({
  page,
  context,
  server,
}) => {
  const me = await signIn(context, server.url, server.databasePath, "concierge");
  await page.goto(`${server.url}/admin/sessions`);
  await expect(page.getByRole("heading", { name: `Your sessions (${me.name}, concierge)` })).toBeVisible();
  await expect(page.getByText("This browser")).toBeVisible();
  const bar = page.getByRole("navigation", { name: "Staff" });
  await expect(bar.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(bar.getByRole("link", { name: "Audit" })).toHaveCount(0);
});
