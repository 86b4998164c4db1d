import { expect, type Page } from "@playwright/test";
import { AXE_NEEDS_JS, expectNoAxeViolations, toast } from "../support/e2e/admin-pages";
import { test } from "../support/e2e/fixtures";
import { seedBookedTrip, uniqueEmail } from "../support/factories";

/**
 * The itinerary, sent from the workspace and opened from the trip link, with JavaScript on
 * (project js) and off (project no-js): the downloads, the web twin, axe and 320 px.
 */

function bookedMadrid(seed: Parameters<typeof seedBookedTrip>[0]) {
  const email = uniqueEmail("itinerary");
  return seedBookedTrip(seed, { email, name: `Inês ${email.split("@")[0].slice(-6)}` });
}

/**
 * The PDF renders in the background within a second or two on a quiet machine, and much later on
 * a loaded one (the worker shares two cores with browsers and servers): reload until it shows.
 */
async function waitForPdf(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(page.locator("#itinerary").getByText(/version 1, [\d.]+ kB/)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 45_000 });
}

test("the concierge sends the itinerary and the traveller opens it, downloads the PDF and the calendar", async ({
  adminPage: page,
  seed,
}) => {
  const { booking, trip } = bookedMadrid(seed);
  await page.goto(`/admin/bookings/${booking.reference}`);
  await page.getByRole("link", { name: "Send itinerary" }).click();
  await page.getByRole("button", { name: "Yes, send the itinerary" }).click();
  await expect(toast(page, "Itinerary sent")).toBeVisible();
  await expect(page.locator("#history").getByText("Booked → Itinerary ready · admin")).toBeVisible();
  await waitForPdf(page);

  await page.goto(trip);
  await expect(page.getByRole("heading", { name: "Your itinerary" })).toBeVisible();
  const pdf = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the PDF" }).click();
  expect((await pdf).suggestedFilename()).toBe("sobremesa-madrid-2037-12-09-to-2037-12-12.pdf");
  const calendar = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add every meal to your calendar" }).click();
  expect((await calendar).suggestedFilename()).toBe("sobremesa-madrid-2037-12-09-to-2037-12-12.ics");

  await page.getByRole("link", { name: "Read your itinerary" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Madrid" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Day 2/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "21:30 · Dinner at Casa Lucio" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "14:00 · Lunch at Sacha" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open Casa Lucio in Maps" })).toHaveAttribute(
    "href",
    "https://maps.google.com/?q=Casa+Lucio",
  );
});

test("the itinerary page is axe clean and fits 320 px", async ({ adminPage: page, seed }, testInfo) => {
  const { booking, trip } = bookedMadrid(seed);
  await page.goto(`/admin/bookings/${booking.reference}`);
  await page.getByRole("link", { name: "Send itinerary" }).click();
  await page.getByRole("button", { name: "Yes, send the itinerary" }).click();
  await expect(toast(page, "Itinerary sent")).toBeVisible();
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [`${trip}/itinerary`, trip]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  test.skip(testInfo.project.name === "no-js", AXE_NEEDS_JS);
  await page.goto(`${trip}/itinerary`);
  await expectNoAxeViolations(page);
  await page.goto(trip);
  await expectNoAxeViolations(page);
});
