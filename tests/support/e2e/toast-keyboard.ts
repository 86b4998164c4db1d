import { expect, type Page } from "@playwright/test";

/**
 * The toast region as a keyboard user meets it, on a React page (Radix's viewport) and on a
 * page served without React (the standalone toast) alike: with a toast showing, F8 moves
 * focus to the region named 'Notifications (F8)', Tab goes into the toast, Escape closes it.
 */
export async function expectF8ReachesTheToast(page: Page) {
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  await page.keyboard.press("F8");
  const region = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(region.locator("ol")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect.poll(() => toast.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(toast).toHaveCount(0);
}
