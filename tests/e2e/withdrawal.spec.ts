import type { Page } from "@playwright/test";
import { axeScan } from "../support/e2e/axe";
import { expectToast, fillBooking } from "../support/e2e/booking-pages";
import { expect, test } from "../support/e2e/fixtures";
import { e2eDb } from "../support/e2e/journey";
import { openPaidTrip } from "../support/e2e/trip-journey";

/**
 * The right of withdrawal, with JavaScript on (project js) and off (project
 * no-js): the box before paying is required, and the trip page's "Withdraw from contract here"
 * leads through a confirmation step to the withdrawal.
 */

const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The document's width, and what sticks out past the screen's right edge (to say why). */
async function pageWidth(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`);
    return `${document.documentElement.scrollWidth} ${wider.join(", ")}`.trim();
  });
}

test("the booking form refuses to go to payment until the box is ticked, with the error on the box and focus on it", async ({
  page,
}) => {
  await page.goto("/clients");
  await fillBooking(page, { city: "ES|Madrid", reservations: "2", email: uniqueEmail("box") });
  const box = page.getByRole("checkbox", { name: /I ask for the service to start now/ });
  await box.uncheck();
  await expect(page.getByText("Seller: Sobremesa", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  const message = "Tick this box to ask for the service to start now: we cannot start it without your request.";
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription(message);
  await expect(box).toBeFocused();

  await box.check();
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  await expect(page.getByRole("button", { name: /^Pay .* \(TEST\)$/ })).toBeVisible();
});

test("withdraws from the trip page through the confirmation step, refunded in full before curating", async ({
  page,
}) => {
  const { reference } = await openPaidTrip(page, 2);
  await page.getByRole("link", { name: "Withdraw from contract here" }).click();
  await expect(page.getByRole("heading", { name: "Withdraw from the contract?" })).toBeVisible();
  await expect(
    page.getByTestId("cancel-or-withdraw").getByText("your €39 service fee is refunded in full", { exact: false }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();

  await expectToast(
    page,
    "You have withdrawn from the contract",
    "€39 is being refunded; we sent you an email acknowledging your withdrawal.",
  );
  await expect(page.getByText("This trip was cancelled.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Withdraw from contract here" })).toHaveCount(0);
  const database = e2eDb();
  try {
    const booking = database.prepare("select id, status from bookings where reference = ?").get(reference) as {
      id: number;
      status: string;
    };
    expect(booking.status).toBe("cancelled");
    expect(database.prepare("select amount_cents from refunds where booking_id = ?").all(booking.id)).toEqual([
      { amount_cents: 3900 },
    ]);
  } finally {
    database.close();
  }
});

test("the confirmation step has no accessibility violations and fits 320 px", async ({ page, javaScriptEnabled }) => {
  await openPaidTrip(page, 2);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole("link", { name: "Withdraw from contract here" }).click();
  await expect(page.getByRole("heading", { name: "Withdraw from the contract?" })).toBeVisible();
  expect(await pageWidth(page)).toBe("320");
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the browser");
  expect((await axeScan(page)).violations).toEqual([]);
});
