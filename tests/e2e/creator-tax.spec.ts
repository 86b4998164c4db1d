import { expect } from "@playwright/test";
import { AXE_NEEDS_JS, expectNoAxeViolations, toast } from "../support/e2e/admin-pages";
import { test } from "../support/e2e/fixtures";

/**
 * A creator gives their tax details from the payout section of the dashboard, on a phone, with
 * JavaScript on (project js) and off (project no-js): a refused number is said under its field,
 * which takes the focus; the saved details show as complete; the page fits 320 px.
 */

test("a creator gives their tax details: a wrong NIF letter is said on its field, then they are saved", async ({
  page,
  creator,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/dashboard");
  await page.getByLabel("Email").fill(creator.email);
  await page.getByLabel("Password").fill(creator.password);
  await page.getByRole("button", { name: "Log in" }).click();
  const payouts = page.getByRole("region", { name: "Payouts" });
  await expect(payouts).toContainText("Tax details: missing");
  await payouts.getByRole("link", { name: "Add your tax details" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Tax details" })).toBeVisible();
  await expect(page.getByRole("region", { name: "What we report to the tax agency, and why" })).toContainText(
    "Directive (EU) 2021/514",
  );
  await page.getByLabel("A person").check();
  await page.getByLabel("Legal name").fill("Zuriñe Etxeberria Goñi");
  await page.getByLabel("Street and number").fill("Calle de Toledo 12");
  await page.getByLabel("Postal code").fill("28005");
  await page.getByLabel("Town or city").fill("Madrid");
  await page.getByLabel("Country", { exact: true }).selectOption("ES");
  await page.getByLabel("Date of birth").fill("1990-04-01");
  await page.getByLabel("Tax identification number").fill("12345678A");
  await page.getByLabel("Country that issued it").selectOption("ES");
  await page.getByLabel("A professional in Spain").check();
  await page.getByLabel("15 %: the general rate").check();
  await page.getByRole("button", { name: "Save tax details" }).click();

  const tin = page.getByLabel("Tax identification number");
  await expect(tin).toHaveAccessibleDescription(/This is not a valid Spanish NIF or NIE/);
  await expect(tin).toBeFocused();
  await expect(tin).toHaveAttribute("aria-invalid", "true");

  await page.setViewportSize({ width: 320, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 900 });

  await tin.fill("12345678Z");
  await page.getByRole("button", { name: "Save tax details" }).click();
  await expect(toast(page, "Tax details saved")).toBeVisible();
  await expect(page.getByRole("region", { name: "Payouts" })).toContainText("Tax details: complete");

  await page.getByRole("link", { name: "See or change your tax details" }).click();
  await expect(page.getByLabel("Tax identification number")).toHaveValue("12345678Z");
  test.skip(testInfo.project.name === "no-js", AXE_NEEDS_JS);
  await expectNoAxeViolations(page);
});
