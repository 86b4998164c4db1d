import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { Db } from "../../../app/db/client.server";
import { staffCookie } from "../staff";
import { axeScan } from "./axe";
import { E2E_ADMIN_TOKEN } from "./journey";

/** Shared by the admin screens' journeys. */

/**
 * Signs the browser in as a team member: their session's cookie, as the server would have set
 * it, for `url`. Returns the cookie header, for requests made beside the browser.
 */
export async function signInAsStaff(context: BrowserContext, url: string, seed: Db, staffId: number) {
  const header = staffCookie(seed, staffId);
  const at = header.indexOf("=");
  await context.addCookies([{ name: header.slice(0, at), value: header.slice(at + 1), url }]);
  return header;
}

/** A toast: Radix's with JavaScript, the inline status/alert box without. */
export function toast(page: Page, title: string) {
  return page
    .locator(
      '[data-testid="toast"], main [role="alert"], main [role="status"], #main > [role="alert"], #main > [role="status"]',
    )
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
}

/** axe runs as a script in the page, which the no-js project forbids; the markup is the same either way. */
/**
 * How long a browser test waits for the outbox to deliver a record that is due: while the server
 * is saturated (two browsers driving it on two cores) the worker defers records due for less than
 * 30 s, so a wait shorter than that fails on a busy machine while the product works as designed.
 */
export const OUTBOX_WAIT_MS = 45_000;

export const AXE_NEEDS_JS = "axe needs page scripts";
export async function expectNoAxeViolations(page: Page) {
  const results = await axeScan(page);
  expect(results.violations).toEqual([]);
}

export async function unlock(page: Page, path = "/admin", token = E2E_ADMIN_TOKEN) {
  await page.goto(path);
  await page.getByLabel("Admin token").fill(token);
  await page.getByRole("button", { name: "Unlock" }).click();
}

/** Unlocks /admin with the e2e server's token and waits for the database screen, hydrated where scripts run. */
export async function unlockAdmin(page: Page) {
  await unlock(page);
  await expect(page.getByRole("heading", { name: "Internal Database" })).toBeVisible();
  await whenHydrated(page);
}

/**
 * Waits until React has hydrated the page. The server's HTML shows (and its links and forms
 * work) before the scripts run, so a test of what JavaScript adds (a toast, a download that
 * says so) must wait for them: clicked earlier, the same click takes the page's plain path,
 * a form post or the browser's own download, and the toast the test waits for never comes.
 * React keeps no public sign of it; its root fiber's `isDehydrated` turns false when the
 * hydration commits (React 18 and 19 alike). Without JavaScript it returns at once.
 */
export async function whenHydrated(page: Page) {
  // The no-js project's pages are as ready as they will be.
  if (test.info().project.use.javaScriptEnabled === false) return;
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
          const root = key ? (document as unknown as Record<string, { stateNode?: unknown }>)[key] : undefined;
          const state = (root?.stateNode as { current?: { memoizedState?: { isDehydrated?: boolean } } } | undefined)
            ?.current?.memoizedState;
          return state?.isDehydrated === false;
        }),
      { message: "React hydrated the page" },
    )
    .toBe(true);
}
