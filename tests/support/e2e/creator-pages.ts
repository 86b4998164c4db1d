import type { Browser } from "@playwright/test";
import { unlockAdmin } from "./admin-pages";

/** Helpers for the creator journey: the admin's approval through /admin. */

/**
 * Approves the application for this email the way an admin does (unlock /admin, find the
 * signup, press Approve) in a browser of its own, and returns the one-time link it shows.
 */
export async function approveAsAdmin(browser: Browser, email: string, name: string): Promise<string> {
  const admin = await browser.newPage();
  try {
    await unlockAdmin(admin);
    await admin.goto(`/admin?tab=creators&q=${encodeURIComponent(email)}`);
    await admin.getByRole("button", { name: `Approve ${name}` }).click();
    // Shown under the creator's row, in a read-only field named for them.
    const link = await admin.getByRole("textbox", { name: `Set-password link for ${name}` }).inputValue();
    if (!link) throw new Error(`no set-password link shown for ${email}`);
    const url = new URL(link.trim());
    return url.pathname + url.search;
  } finally {
    await admin.close();
  }
}
