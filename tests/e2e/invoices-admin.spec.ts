import type { BrowserContext } from "@playwright/test";
import { asBookingBrowser, postForm, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { AXE_NEEDS_JS, expectNoAxeViolations, signInAsStaff } from "../support/e2e/admin-pages";
import { expect, test } from "../support/e2e/fixtures";
import { openSeedDatabase } from "../support/factories";
import { seedStaff } from "../support/staff";

/**
 * The owner's invoice ledger in a browser, with and without JavaScript: a trip
 * paid through the local TEST checkout and partly refunded, filtered to its corrective invoice,
 * its record opened; axe and a 320 px screen. On the worker's own server: it creates an owner.
 */

/** Signs the context in as a new owner; the Cookie header, for the refund posted as them. */
async function signInOwner(context: BrowserContext, serverUrl: string, databasePath: string) {
  const database = openSeedDatabase(databasePath);
  try {
    const person = await seedStaff(database, { role: "owner" });
    const header = await signInAsStaff(context, serverUrl, database, person.id);
    return header;
  } finally {
    database.$client.close();
  }
}

/** A €57 trip paid, then cancelled with a €20 refund: a simplified and a corrective invoice. */
async function paidAndRefunded(serverUrl: string, cookie: string) {
  const booked = await postForm(`${serverUrl}/clients`, validBooking({ reservations: "6" }));
  const reference = referenceFrom(booked.headers.get("location"))!;
  expect(
    (await postForm(`${serverUrl}/checkout/test/${reference}`, { intent: "pay" }, asBookingBrowser(booked))).status,
  ).toBe(303);
  const refunded = await postForm(
    `${serverUrl}/admin/bookings/${reference}`,
    { intent: "cancel", refund: "partial", amount: "20", confirm: "yes" },
    { Cookie: cookie, Origin: serverUrl },
  );
  expect(refunded.status).toBe(302);
}

test("an owner filters the ledger to the corrective invoice and opens its record", async ({
  page,
  context,
  server,
}) => {
  const cookie = await signInOwner(context, server.url, server.databasePath);
  await paidAndRefunded(server.url, cookie);
  await page.goto(`${server.url}/admin`);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Invoices" }).click();
  await expect(page.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Totals per quarter, newest first" })).toContainText("€37.00");

  await page.getByLabel("Type").selectOption("corrective");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/type=corrective/);
  const rows = page.getByRole("table", { name: "Invoices, newest first" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Corrective");
  await expect(rows.nth(1)).toContainText("−€20.00");
  await rows.nth(1).getByText("not submitted").click();
  await expect(rows.nth(1).getByText("R5", { exact: true })).toBeVisible();
});

test("/admin/invoices is axe clean and fits a 320 px screen", async ({ page, context, server, javaScriptEnabled }) => {
  const cookie = await signInOwner(context, server.url, server.databasePath);
  await paidAndRefunded(server.url, cookie);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${server.url}/admin/invoices`);
  await expect(page.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  test.skip(!javaScriptEnabled, AXE_NEEDS_JS);
  await expectNoAxeViolations(page);
});
