import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { addDays, todayIso } from "../../app/domain/dates";

/** Helpers for the booking journeys: filling /clients and finding a toast with or without JavaScript. */
export const inDays = (days: number) => addDays(todayIso(), days);

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A toast: Radix's with JavaScript, the inline status/alert box without. */
export function toastWith(page: Page, title: string) {
  return page
    .locator(
      '[data-testid="toast"], main [role="alert"], main [role="status"], #main > [role="alert"], #main > [role="status"]',
    )
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
}

export async function fillBooking(
  page: Page,
  { city, reservations = "4", email }: { city: string; reservations?: string; email: string },
) {
  await page.getByLabel("Destination city").selectOption(city);
  await page.getByLabel("Check-in date").fill(inDays(12));
  await page.getByLabel("Check-out date").fill(inDays(16));
  await page.getByLabel("Number of reservations").selectOption(reservations);
  await page.getByLabel("Full name").fill("Playwright Traveller");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("612 345 678");
}
