import type { Page } from "@playwright/test";
import { fillBooking } from "../support/e2e/booking-pages";
import { expect, test } from "../support/e2e/fixtures";
import { seedPaidBooking, uniqueEmail, uniqueTag } from "../support/factories";

/**
 * Forms after they are put right or sent, as a user meets them: the "Please check your information" toast goes
 * once the form is put right and does not sit over the field being fixed on a phone; the
 * creator application and a creator's recommendation form start again empty after a success.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the toast and the live checks need JavaScript");

  test("at 390 px the booking toast stays clear of the field to fix, and goes when the form becomes valid", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/clients");
    await fillBooking(page, { city: "Madrid", email: "not-an-email" });
    // A Spanish number, whatever the browser's time zone chose as the calling code.
    await page.locator('select[name="countryCode"]').selectOption("ES");
    await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Please check your information");
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toBeFocused();
    const toastBox = await toast.boundingBox();
    expect(toastBox).not.toBeNull();
    const id = await email.getAttribute("id");
    expect(overlaps(toastBox as Box, await boxOf(page, `#${id}`))).toBe(false);
    expect(overlaps(toastBox as Box, await boxOf(page, `label[for="${id}"]`))).toBe(false);

    await page.locator('input[name="startConsent"]').check();
    await email.fill("traveller@example.com");
    // Gone at once, not after its 5 s.
    await expect(toast).toHaveCount(0, { timeout: 2_000 });
  });

  test("the creator application starts again empty once it is sent", async ({ page }) => {
    await page.goto("/creator-signup");
    const name = `Applicant ${uniqueTag()}`;
    await page.getByLabel("Full name").fill(name);
    await page.getByLabel("Email").fill(uniqueEmail("applicant"));
    await page.getByLabel("City").fill("Madrid");
    await page.getByLabel("Instagram profile").fill("@applicant");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Application submitted successfully!", { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Instagram profile")).toHaveValue("");
  });

  test("a creator's recommendation form empties after a save", async ({ creatorPage: page, seed }) => {
    const traveller = `Traveller ${uniqueTag()}`;
    seedPaidBooking(seed, { cityName: "Madrid", name: traveller, reservations: 2 });
    await page.reload();
    const card = page.getByRole("article", { name: traveller });
    await card.getByRole("button", { name: /^Accept request/ }).click();
    await expect(page.getByText("Request accepted", { exact: true }).first()).toBeVisible();
    const form = page.getByRole("article", { name: traveller }).getByRole("form");
    await form.getByLabel("For which meal").selectOption("1");
    await form.getByLabel("Restaurant name").fill("Casa Lucio");
    await form.getByLabel("Map link").fill("https://maps.google.com/?q=Casa+Lucio");
    await form.getByLabel("Dish suggestion").fill("Huevos estrellados");
    await form.getByRole("button", { name: "Add Recommendation" }).click();
    await expect(
      page.getByRole("article", { name: traveller }).getByRole("link", { name: "Casa Lucio" }),
    ).toBeVisible();
    await expect(form.getByLabel("Restaurant name")).toHaveValue("");
    await expect(form.getByLabel("Map link")).toHaveValue("");
    await expect(form.getByLabel("Dish suggestion")).toHaveValue("");
    await expect(form.getByLabel("For which meal")).toHaveValue("");
  });
});
