import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures";
import { daysAgo, openPaidTrip, updateBooking } from "../support/e2e/trip-journey";

/**
 * On a phone the trip page is long and its one "Cancel or withdraw" button sits far down: after
 * the tap, the confirmation must be where the traveller looks, its heading focused, with
 * JavaScript on (project js: a client navigation) and off (project no-js: a reload landing on
 * the fragment).
 */

const PHONE = { width: 390, height: 844 };

async function tapAndExpectConfirmation(page: Page, button: string, heading: string, confirm: string) {
  const section = page.getByTestId("cancel-or-withdraw");
  await expect(section.getByRole("link")).toHaveText([button]);
  await section.getByRole("link", { name: button }).click();
  const title = page.getByRole("heading", { name: heading });
  await expect(title).toBeInViewport();
  await expect(title).toBeFocused();
  await expect(page.getByRole("button", { name: confirm })).toBeInViewport();
}

test("while the right lasts: the withdrawal's confirmation comes into view with focus on its heading", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openPaidTrip(page, 2);
  await tapAndExpectConfirmation(
    page,
    "Withdraw from contract here",
    "Withdraw from the contract?",
    "Confirm withdrawal",
  );
});

test("after the right ended: the cancellation's confirmation comes into view with focus on its heading", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { reference } = await openPaidTrip(page, 2);
  updateBooking(reference, { paid_at: daysAgo(20) });
  await page.reload();
  await tapAndExpectConfirmation(page, "Cancel my trip", "Cancel this trip?", "Yes, cancel my trip");
  // "Keep my trip" goes back to the section, not to the top of the page.
  await page.getByRole("link", { name: "Keep my trip" }).click();
  await expect(page.getByRole("heading", { name: "Cancel or withdraw" })).toBeInViewport();
});
