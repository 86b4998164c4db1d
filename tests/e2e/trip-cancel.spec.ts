import { expectToast } from "../support/e2e/booking-pages";
import { expect, test } from "../support/e2e/fixtures";
import { e2eDb } from "../support/e2e/journey";
import { daysAgo, openPaidTrip, updateBooking } from "../support/e2e/trip-journey";

/**
 * The traveller cancels from the trip page, with JavaScript on (project js) and off (project
 * no-js): "Cancel my trip" is the page's one button once the withdrawal right has ended.
 */

test("cancels a paid trip before curating, after a confirmation step, and is refunded in full", async ({ page }) => {
  const { reference } = await openPaidTrip(page, 2);
  updateBooking(reference, { paid_at: daysAgo(20) });
  await page.reload();
  await expect(page.getByText("Cancel before your concierge starts curating")).toBeVisible();
  await expect(page.getByRole("link", { name: "Withdraw from contract here" })).toHaveCount(0);
  await page.getByRole("link", { name: "Cancel my trip" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this trip?" })).toBeVisible();
  await expect(page.getByText("Your €39 service fee is refunded in full to the card you paid with.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, cancel my trip" }).click();

  await expectToast(page, "Trip cancelled", "Your €39 fee is being refunded; we sent you an email.");
  await expect(page.getByText("This trip was cancelled.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel my trip" })).toHaveCount(0);
  const database = e2eDb();
  try {
    const booking = database.prepare("select id, status from bookings where reference = ?").get(reference) as {
      id: number;
      status: string;
    };
    expect(booking.status).toBe("cancelled");
    const refunds = database.prepare("select amount_cents, status from refunds where booking_id = ?").all(booking.id);
    expect(refunds).toEqual([{ amount_cents: 3900, status: "succeeded" }]);
  } finally {
    database.close();
  }
});

test("offers no cancellation once curating has started", async ({ page }) => {
  const { reference } = await openPaidTrip(page, 2);
  updateBooking(reference, { status: "curating", paid_at: daysAgo(20) });
  await page.reload();
  await expect(page.getByRole("link", { name: "Cancel my trip" })).toHaveCount(0);
  await expect(page.getByTestId("cancel-or-withdraw")).toHaveCount(0);
});

test("while the withdrawal right lasts, the one button is the withdrawal's, not a second cancel", async ({ page }) => {
  await openPaidTrip(page, 2);
  const section = page.getByTestId("cancel-or-withdraw");
  await expect(section.getByRole("heading", { name: "Cancel or withdraw" })).toBeVisible();
  await expect(section.getByRole("link")).toHaveText(["Withdraw from contract here"]);
  await expect(page.getByRole("link", { name: "Cancel my trip" })).toHaveCount(0);
});
