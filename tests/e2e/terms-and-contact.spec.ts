import { expect, test } from "../support/e2e/fixtures";
import {
  attachScreenshots,
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
} from "../support/e2e/public-page-checks";

/**
 * In a browser: the terms of service in the three languages (axe-clean, readable at
 * 320 px, screenshots at 390 and 1280 px) and the support line in the footer; the
 * phone field's extra countries after the spec's 20, the time zone's default, and an impossible
 * number refused on the field.
 */
for (const [path, title, name] of [
  ["/terms", "Terms of Service", "terms-en"],
  ["/es/terms", "Condiciones del servicio", "terms-es"],
  ["/fr/terms", "Conditions générales", "terms-fr"],
] as const) {
  test.describe(path, () => {
    test("names the company and links the support line, with its headings in order", async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectHeadingsInOrder(page);
      const footer = page.getByRole("contentinfo");
      await expect(footer.locator('a[href^="tel:+"]')).toHaveCount(1);
      await expect(footer.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
    });

    test("has no accessibility violations", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "axe runs in the page");
      await page.goto(path);
      await expectNoAxeViolations(page);
    });

    test("fits a 320 px screen without sideways scrolling", async ({ page }) => {
      await expectNoHorizontalScroll(page, path);
    });

    test("screenshots at 390 px and 1280 px", async ({ page }, testInfo) => {
      await attachScreenshots(page, testInfo, path, name);
    });
  });
}

test.describe("the phone field in Dublin", () => {
  test.use({ timezoneId: "Europe/Dublin" });
  test("lists Ireland and India after the spec's 20, and refuses a number impossible for the country", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/clients");
    const select = page.getByLabel("Country code");
    const countries = await select
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(countries.slice(0, 20)).toEqual("US CA GB FR DE ES IT NL CH AT BE DK SE NO FI PT AU JP KR CN".split(" "));
    expect(countries.indexOf("IE")).toBeGreaterThanOrEqual(20);
    expect(countries.indexOf("IN")).toBeGreaterThanOrEqual(20);
    // The spec's rule for Europe: a European zone it does not list means GB.
    if (javaScriptEnabled) await expect(select).toHaveValue("GB");
    await select.selectOption("IE");
    await page.getByLabel("Phone number").fill("612 345 678 90");
    await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
    await expect(page.getByText("This number is not possible for the chosen country", { exact: false })).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("the phone field in /es without a telling time zone", () => {
  test.use({ timezoneId: "UTC" });
  test("defaults to Spain's +34", async ({ page }) => {
    await page.goto("/es/clients");
    await expect(page.getByLabel("Prefijo del país")).toHaveValue("ES");
  });
});
