import { axeScan } from "../support/e2e/axe";
import { expectToast, inDays } from "../support/e2e/booking-pages";
import { expect, test } from "../support/e2e/fixtures";
import { expectF8ReachesTheToast } from "../support/e2e/toast-keyboard";

/** §5's rules as a traveller meets them, with JavaScript on and off. */

const REQUIRED: Array<[string, string]> = [
  ["Destination city", "Destination city is required"],
  ["Check-in date", "Check-in date is required"],
  ["Check-out date", "Check-out date is required"],
  ["Number of reservations", "Number of reservations is required (1–10)."],
  ["Full name", "Full name must be at least 2 characters"],
  ["Email", "Valid email address is required"],
  ["Phone number", "Valid phone number is required"],
];

test("an empty submit shows every required message on its field, the toast, and focuses the city", async ({ page }) => {
  await page.goto("/clients");
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  await expectToast(page, "Please check your information", "Some fields need to be corrected before submitting.");
  for (const [label, message] of REQUIRED) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[().]/g, "\\$&")));
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Destination city")).toBeFocused();
});

test("F8 focuses the notification region and Tab reaches the toast, as on the React pages", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the toast pops up with JavaScript; without it the message is part of the page");
  await page.goto("/clients");
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  // The same check as on a React page (shell.spec.ts).
  await expectF8ReachesTheToast(page);
});

for (const rendering of ["hydrated", "server-rendered"] as const) {
  test(`the ${rendering} form has no accessibility violations with its errors shown`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // axe runs inside the page, so the no-JS markup is checked by withholding the app's scripts instead.
    test.skip(!javaScriptEnabled, "axe needs JavaScript in the browser");
    if (rendering === "server-rendered") await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/clients");
    await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
    await expect(page.getByText("Valid phone number is required", { exact: true })).toBeVisible();
    const results = await axeScan(page);
    expect(results.violations).toEqual([]);
  });
}

test("dates: bookings start 7 days ahead, and check-out comes after check-in", async ({ page }) => {
  await page.goto("/clients");
  await expect(page.getByLabel("Check-in date")).toHaveAttribute("min", inDays(7));
  await expect(page.getByLabel("Check-out date")).toHaveAttribute("min", inDays(8));
  await page.getByLabel("Check-in date").fill(inDays(2));
  await page.getByLabel("Check-out date").fill(inDays(2));
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  await expect(
    page.getByText("To secure great tables, bookings start 7 days from today.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("Your check-out date must be after your check-in date.", { exact: true })).toBeVisible();
});

test("check-out's minimum is one day after the chosen check-in", async ({ page, javaScriptEnabled }) => {
  await page.goto("/clients");
  await page.getByLabel("Check-in date").fill(inDays(20));
  // With JavaScript it follows at once; without, the server's answer to a submit carries it.
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  await expect(page.getByLabel("Check-out date")).toHaveAttribute("min", inDays(21));
});

test("email and phone shapes, with the values kept", async ({ page }) => {
  await page.goto("/clients");
  await page.getByLabel("Full name").fill("A");
  await page.getByLabel("Email").fill("ana @example.com");
  await page.getByLabel("Phone number").fill("12345");
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  await expect(page.getByText("Full name must be at least 2 characters", { exact: true })).toBeVisible();
  await expect(page.getByText("Valid email address is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Valid phone number is required", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("ana @example.com");
  await expect(page.getByLabel("Phone number")).toHaveValue("12345");
});

test("with JavaScript, errors update live after the first submit", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "needs JavaScript");
  await page.goto("/clients");
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  await expect(page.getByText("Full name must be at least 2 characters", { exact: true })).toBeVisible();
  await page.getByLabel("Full name").fill("Ana");
  await expect(page.getByText("Full name must be at least 2 characters", { exact: true })).toBeHidden();
  await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid", "true");
});

test("the fee follows the reservation count", async ({ page }) => {
  await page.goto("/clients");
  await expect(page.getByTestId("service-fee-total").filter({ visible: true })).toHaveText("€39");
  await page.getByLabel("Destination city").selectOption("ES|Valencia");
  for (const [count, total] of [
    ["1", "€39"],
    ["4", "€39"],
    ["5", "€48"],
    ["10", "€93"],
  ]) {
    await page.getByLabel("Number of reservations").selectOption(count);
    await expect(page.getByTestId("service-fee-total").filter({ visible: true })).toHaveText(total);
  }
});
