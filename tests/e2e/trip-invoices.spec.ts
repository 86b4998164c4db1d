import { expect, test } from "@playwright/test";
import { axeScan } from "../support/e2e/axe";
import { openPaidTrip } from "../support/e2e/trip-journey";

/**
 * The trip page's invoices, with JavaScript on and off: the simplified invoice
 * issued with the payment is listed and downloads as a PDF; a full invoice is refused with an
 * invalid NIF (the error on its field, focused) and issued with a valid one, which then lists
 * it; the section passes axe and fits 320 px.
 */

test("the paid trip lists its invoice, and a full invoice is issued once with a valid NIF", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openPaidTrip(page, 2);
  const section = page.getByRole("region", { name: "Invoices" });
  const list = page.getByTestId("trip-invoices");
  await expect(list.getByRole("link", { name: /\(PDF\)$/ })).toHaveCount(1);
  const pdf = await page.request.get((await list.getByRole("link").first().getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await section.getByLabel("Name or company name").fill("Viajes Ejemplo S.L.");
  await section.getByLabel("Tax ID (NIF or EU VAT number)").fill("B12345678");
  await section.getByLabel("Address").fill("Calle Mayor 1, 28013 Madrid");
  await section.getByRole("button", { name: "Issue the full invoice" }).click();
  const taxId = page.getByLabel("Tax ID (NIF or EU VAT number)");
  await expect(page.locator("#full-invoice-taxId-error")).toContainText("Enter a valid tax ID");
  await expect(taxId).toHaveAttribute("aria-invalid", "true");
  await expect(taxId).toBeFocused();
  await expect(list.getByRole("link")).toHaveCount(1);

  if (test.info().project.name === "js") expect((await axeScan(page)).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await taxId.fill("B12345674");
  await page.getByLabel("Name or company name").fill("Viajes Ejemplo S.L.");
  await page.getByLabel("Address").fill("Calle Mayor 1, 28013 Madrid");
  await page.getByRole("button", { name: "Issue the full invoice" }).click();
  await expect(page.getByText(/Your full invoice .* is ready to download/).first()).toBeVisible();
  await expect(list.getByRole("link", { name: /\(PDF\)$/ })).toHaveCount(2);
});
