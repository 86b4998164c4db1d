import { expect, test } from "../support/e2e/fixtures";

/** §2: with JavaScript the calling code follows the browser's time zone; without, it stays +1 US. */

for (const [timezoneId, country, code] of [
  ["Europe/Paris", "FR", "+33"],
  ["America/Toronto", "CA", "+1"],
  ["Asia/Tokyo", "JP", "+81"],
] as const) {
  test.describe(timezoneId, () => {
    test.use({ timezoneId });
    test(`preselects ${code} ${country}`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "needs JavaScript");
      await page.goto("/clients");
      const select = page.getByLabel("Country code");
      await expect(select).toHaveValue(country);
      await expect(select.locator("option:checked")).toHaveText(new RegExp(`\\${code} ${country}`));
    });
  });
}

test.describe("a time zone of no country", () => {
  // Set, not inherited: Chromium takes the machine's zone (TZ) by default, so on a machine set to
  // Europe/Madrid this test saw +34 ES (found by a run with TZ=Europe/Madrid).
  test.use({ timezoneId: "UTC" });
  test("defaults to +1 US without JavaScript or a known time zone", async ({ page }) => {
    await page.goto("/clients");
    await expect(page.getByLabel("Country code")).toHaveValue("US");
  });
});

test.describe("a traveller's own choice wins", () => {
  test.use({ timezoneId: "Europe/Paris" });
  test("after an error the chosen code is kept", async ({ page }) => {
    await page.goto("/clients");
    await page.getByLabel("Country code").selectOption("JP");
    await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
    await expect(page.getByText("Valid phone number is required", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Country code")).toHaveValue("JP");
  });
});
