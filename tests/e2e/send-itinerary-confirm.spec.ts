import { expect } from "@playwright/test";
import { toast } from "../support/e2e/admin-pages";
import { test } from "../support/e2e/fixtures";
import { seedBookedTrip, uniqueEmail } from "../support/factories";

/**
 * Sending the itinerary ends the traveller's right of withdrawal, so the workspace asks first,
 * where the button was: with JavaScript (project js) in place, without a reload; without it
 * (project no-js) the page comes back at the confirmation. Either way its heading has the focus,
 * "Cancel" goes back, and only "Yes, send the itinerary" sends.
 */

const PHONE = { width: 390, height: 844 };

test("the confirmation opens in place with focus, cancels back, then sends", async ({
  adminPage: page,
  seed,
}, testInfo) => {
  const email = uniqueEmail("send-confirm");
  const { booking } = seedBookedTrip(seed, { email, name: `Inês ${email.split("@")[0].slice(-6)}` });
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/bookings/${booking.reference}`);
  const js = testInfo.project.name !== "no-js";
  // A mark on the window survives only if the page is not reloaded.
  if (js) await page.evaluate(() => Object.assign(window, { stayedHere: true }));

  await page.locator("#next-action").getByRole("link", { name: "Send itinerary" }).click();
  const heading = page.getByRole("heading", { name: "Send the itinerary now?" });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(page.getByText(/^Sending ends the traveller's right of withdrawal: /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, send the itinerary" })).toBeInViewport();
  if (js) expect(await page.evaluate(() => "stayedHere" in window)).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole("link", { name: "Cancel", exact: true }).click();
  await expect(heading).toBeHidden();
  const again = page.locator("#next-action").getByRole("link", { name: "Send itinerary" });
  await expect(again).toBeVisible();
  if (js) await expect(again).toBeFocused();

  await again.click();
  await page.getByRole("button", { name: "Yes, send the itinerary" }).click();
  await expect(toast(page, "Itinerary sent")).toBeVisible();
  await expect(page.locator("#itinerary").getByText(/^v1, /)).toBeVisible();
});
