import { axeScan } from "../support/e2e/axe";
import { expect, test } from "../support/e2e/fixtures";
import { openPaidTrip, updateBooking } from "../support/e2e/trip-journey";

/**
 * The trip page's invoices, with JavaScript on and off: the simplified invoice
 * issued with the payment is listed and downloads as a PDF; each kind of recipient says what it
 * needs; a UK VAT number given as an EU one is refused (the error on its field, focused) and
 * accepted with its country, after which the simplified invoice is listed as replaced; the
 * section passes axe and fits 320 px.
 */

test("the paid trip lists its invoice, and a full invoice is issued once to a UK VAT number", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openPaidTrip(page, 2);
  const section = page.getByRole("region", { name: "Invoices" });
  const list = page.getByTestId("trip-invoices");
  await expect(list.getByRole("link", { name: /\(PDF\)$/ })).toHaveCount(1);
  const simplified = (await list.getByRole("link").first().textContent())?.match(/\d{4}-\d{6}/)?.[0] ?? "";
  const pdf = await page.request.get((await list.getByRole("link").first().getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // What each kind needs is on the page before anything is sent.
  const uk = section.getByRole("radio", { name: /another country/ });
  await expect(uk).toHaveAccessibleDescription(/UK|GB, US, CH/);
  const taxIdLabel = "Tax number or identity document number";
  await section.getByLabel("Name or company name").fill("Example Trading Ltd");
  await section.getByLabel(taxIdLabel).fill("GB123456789");
  await section.getByLabel("Address").fill("1 High Street, London SW1A 1AA");
  // A UK number is not an EU VAT number: chosen as one, it is refused by its field, which says what to do.
  await section.getByRole("radio", { name: /EU VAT number/ }).check();
  await section.getByRole("button", { name: "Issue the full invoice" }).click();
  const taxId = page.getByLabel(taxIdLabel);
  await expect(page.locator("#full-invoice-taxId-error")).toContainText("choose another country");
  await expect(taxId).toHaveAttribute("aria-invalid", "true");
  await expect(taxId).toBeFocused();
  await expect(list.getByRole("link")).toHaveCount(1);

  if (test.info().project.name === "js") expect((await axeScan(page)).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByRole("radio", { name: /another country/ }).check();
  await page.getByLabel("Country of the number").fill("GB");
  await page.getByRole("button", { name: "Issue the full invoice" }).click();
  await expect(page.getByText(/Your full invoice .* is ready to download/).first()).toBeVisible();
  // The full invoice is the one to download; the simplified one is named as replaced by it.
  await expect(list.getByRole("link", { name: /\(PDF\)$/ })).toHaveCount(1);
  await expect(list).toContainText(new RegExp(`Simplified invoice ${simplified}: replaced by \\d{4}-\\d{6}`));
});

test("the invoices section fits 320 px in Spanish too, whose words are longer", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const trip = await openPaidTrip(page, 2);
  updateBooking(trip.reference, { language: "es" });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Facturas" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
