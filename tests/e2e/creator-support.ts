import type { Browser } from "@playwright/test";
import Database from "better-sqlite3";
import { insertBookings } from "../integration/admin-seed";
import { E2E_ADMIN_TOKEN } from "./support";

/** Helpers for the creator journey: the admin's approval through /admin, and a seeded request. */

/**
 * Approves the application for this email the way an admin does (unlock /admin, find the
 * signup, press Approve) in a browser of its own, and returns the one-time link it shows.
 */
export async function approveAsAdmin(browser: Browser, email: string, name: string): Promise<string> {
  const admin = await browser.newPage();
  try {
    await admin.goto("/admin");
    await admin.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
    await admin.getByRole("button", { name: "Unlock" }).click();
    await admin.getByRole("heading", { name: "Internal Database" }).waitFor();
    await admin.goto(`/admin?tab=creators&q=${encodeURIComponent(email)}`);
    await admin.getByRole("button", { name: `Approve ${name}` }).click();
    const link = await admin.locator("output").filter({ hasText: "/set-password?token=" }).textContent();
    if (!link) throw new Error(`no set-password link shown for ${email}`);
    const url = new URL(link.trim());
    return url.pathname + url.search;
  } finally {
    await admin.close();
  }
}

/** A paid request for the city, as the booking form and Stripe leave it, with the traveller's preferences. */
export function seedPaidBooking(cityName: string, name: string, preferences: string): void {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set (playwright.config.ts sets it)");
  const database = new Database(path, { fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  try {
    const [id] = insertBookings(database, [{ cityName, name, paymentStatus: "succeeded" }]);
    // The traveller's wishes live per meal; the note carries the text the test looks for.
    database
      .prepare(
        `insert into meals (booking_id, position, meal, vibe, budget_band, party_size, occasion, note)
         values (?, 1, 'dinner', 'casual', '30_60', 2, 'none', ?)`,
      )
      .run(id, preferences);
  } finally {
    database.close();
  }
}
