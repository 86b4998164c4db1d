import { expectToast } from "../support/e2e/booking-pages";
import { expect, test } from "../support/e2e/fixtures";
import { e2eDb } from "../support/e2e/journey";
import { openPaidTrip, updateBooking } from "../support/e2e/trip-journey";

/**
 * "Your data" from the trip page, with JavaScript on (project js) and off (project no-js): the
 * page shows what is held, refuses the erasure while the trip is delivered, and once it is over
 * erases after a confirmation step, landing on the privacy page with a notice.
 */

test("shows the traveller's data and erases it after a confirmation, once the trip is over", async ({ page }) => {
  const { email, reference } = await openPaidTrip(page, 2);
  const tripUrl = page.url();
  await page.getByRole("link", { name: "See your data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download it all as a file (JSON)" })).toBeVisible();
  // While the trip is being delivered there is nothing to press.
  await expect(page.getByTestId("erase-not-yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Erase my data…" })).toHaveCount(0);

  updateBooking(reference, { status: "completed" });
  await page.reload();
  await page.getByRole("link", { name: "Erase my data…" }).click();
  await expect(page.getByRole("heading", { name: "Erase your data for good?" })).toBeVisible();
  await expect(page.getByText(`We'll send one last email to ${email}`)).toBeVisible();
  // "No" goes back without erasing anything.
  await page.getByRole("link", { name: "No, keep my data" }).click();
  await expect(page.getByRole("heading", { name: "Erase your data for good?" })).toHaveCount(0);
  await page.getByRole("link", { name: "Erase my data…" }).click();
  await page.getByRole("button", { name: "Yes, erase my data" }).click();

  await expect(page).toHaveURL(/\/privacy#your-rights$/);
  await expectToast(
    page,
    "Your data is erased",
    "We've emailed you what we erased and what we keep, and why. Your trip link no longer works.",
  );
  const database = e2eDb();
  try {
    const booking = database.prepare("select name, email from bookings where reference = ?").get(reference);
    expect(booking).toEqual({ name: "[erased]", email: "[erased]" });
  } finally {
    database.close();
  }
  const gone = await page.goto(tripUrl);
  expect(gone?.status()).toBe(404);
});
