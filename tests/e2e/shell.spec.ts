import { axeScan } from "../support/e2e/axe";
import { expect, test } from "../support/e2e/fixtures";
import { expectF8ReachesTheToast } from "../support/e2e/toast-keyboard";

test.describe("toasts", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "toasts pop up with JavaScript; without it see the redirect test",
  );

  test("one at a time: a new toast replaces the previous", async ({ page }) => {
    await page.goto("/__test/toast");
    await page.getByRole("button", { name: "Show first" }).click();
    const region = page.getByRole("region", { name: /Notifications/ });
    await expect(region.getByText("First toast", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Show second" }).click();
    await expect(region.getByText("Second toast", { exact: true })).toBeVisible();
    await expect(region.getByText("First toast", { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("toast")).toHaveCount(1);
  });

  test("closes after 5000 ms", async ({ page }) => {
    await page.clock.install();
    await page.goto("/__test/toast");
    await page.getByRole("button", { name: "Show first" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    await page.clock.runFor(4000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1200);
    await expect(toast).toHaveCount(0);
  });

  test("Escape closes it and F8 focuses the region labelled Notification", async ({ page }) => {
    await page.goto("/__test/toast");
    await page.getByRole("button", { name: "Show first" }).click();
    // The same check as on /clients, served without React (booking-validation.spec.ts).
    await expectF8ReachesTheToast(page);
  });

  test("the close button closes it", async ({ page }) => {
    await page.goto("/__test/toast");
    await page.getByRole("button", { name: "Show second" }).click();
    await page.getByTestId("toast").getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("swiping right past 50 px dismisses it", async ({ page }) => {
    await page.goto("/__test/toast");
    await page.getByRole("button", { name: "Show first" }).click();
    const box = await page.getByTestId("toast").boundingBox();
    if (!box) throw new Error("toast not laid out");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, y, { steps: 4 });
    await page.mouse.move(box.x + 120, y, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});

test("a toast set by the server survives a redirect, with or without JavaScript", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/__test/toast");
  await page.getByRole("button", { name: "Redirect with a toast" }).click();
  await expect(page).toHaveURL(/\/__test\/toast$/);
  const message = javaScriptEnabled ? page.getByTestId("toast") : page.getByRole("status");
  await expect(message.getByText("Saved on the server", { exact: true })).toBeVisible();
  // Shown once: a reload does not bring it back.
  await page.reload();
  await expect(page.getByText("Saved on the server", { exact: true })).toHaveCount(0);
});

test("an uncaught render error shows the fallback screen", async ({ page }) => {
  const response = await page.goto("/__test/throw");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(
    page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/__test/throw");
  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown page answers 404 with a way home", async ({ page, javaScriptEnabled }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sobremesa" })).toBeVisible();
  // axe runs as a script in the page, so it can only check with JavaScript on.
  if (javaScriptEnabled) expect((await axeScan(page)).violations).toEqual([]);
  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the shell: language, viewport, title and no console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/__test/toast");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /width=device-width/);
  await expect(page).toHaveTitle("Toast playground · Sobremesa");
  expect(errors).toEqual([]);
});

test("a route change scrolls to the top", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript every link is a fresh page load, which starts at the top");
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto("/clients");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // A client-side navigation started from the bottom of the page, without scrolling to the link first.
  await page.getByRole("link", { name: "Creator Login" }).evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
