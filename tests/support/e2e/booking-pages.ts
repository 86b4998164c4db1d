import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { requiresPayment } from "../../../app/domain/cities";
import { addDays, todayIso } from "../../../app/domain/dates";
import { uniqueTag } from "../factories";

/** Helpers for the booking journeys: filling /clients and finding a toast with or without JavaScript. */
export const inDays = (days: number) => addDays(todayIso(), days);

/** Expects a toast with exactly this title and description: Radix's with JavaScript, the inline status/alert box without. */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = page
    .locator(
      '[data-testid="toast"], main [role="alert"], main [role="status"], #main > [role="alert"], #main > [role="status"]',
    )
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
  await expect(toast).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

export async function fillBooking(
  page: Page,
  { city, reservations = "4", email }: { city: string; reservations?: string; email: string },
) {
  await page.getByLabel("Destination city").selectOption(city);
  await page.getByLabel("Check-in date").fill(inDays(12));
  await page.getByLabel("Check-out date").fill(inDays(16));
  await page.getByLabel("Number of reservations").selectOption(reservations);
  await page.getByLabel("Full name").fill(`Playwright Traveller ${uniqueTag()}`);
  await page.getByLabel("Email").fill(email);
  // A Spanish mobile: the form refuses a number impossible for the country chosen,
  // and the default country follows the browser's time zone.
  await page.getByLabel("Country code").selectOption("ES");
  await page.getByLabel("Phone number").fill("612 345 678");
  // A destination paid now asks for the service to start within the withdrawal period.
  if (requiresPayment(city)) await page.locator('input[name="startConsent"]').check();
}

/**
 * Runs `journey` while the e2e server's database refuses some writes (a trigger raising an
 * error, as a full disk or a broken file would), then puts the database back.
 */
export async function whileDatabaseRefuses(name: string, trigger: string, journey: () => Promise<void>) {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set (playwright.config.ts sets it)");
  const database = new Database(path, { fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  database.exec(`create trigger ${name} ${trigger} begin select raise(abort, 'refused by the test'); end`);
  try {
    await journey();
  } finally {
    database.exec(`drop trigger if exists ${name}`);
    database.close();
  }
}

/** Holds the matching requests until `release()` is called, so a pending state can be seen. */
export async function holdRequests(page: Page, url: RegExp, method = "GET") {
  let release!: () => void;
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(url, async (route) => {
    if (route.request().method() === method) await released;
    await route.continue();
  });
  return release;
}

export type SubmitMoment = { toast: string; button: string; disabled: boolean };

/**
 * What the page shows at the moment its form is posted: the toast and the submit button, read
 * by a listener that runs after the form's own. (Once a post is on its way Playwright waits for
 * the next page before it reads anything, so the in-between state is caught here.)
 */
export async function watchPosts(page: Page): Promise<SubmitMoment[]> {
  const seen: SubmitMoment[] = [];
  await page.exposeFunction("reportPost", (moment: SubmitMoment) => seen.push(moment));
  await page.addInitScript(() => {
    document.addEventListener("submit", (event) => {
      if (event.defaultPrevented) return;
      const button = (event.target as HTMLFormElement).querySelector<HTMLButtonElement>('button[type="submit"]');
      const report = (window as unknown as { reportPost: (moment: SubmitMoment) => void }).reportPost;
      report({
        toast: document.querySelector('[data-testid="toast"]')?.textContent ?? "",
        button: button?.textContent ?? "",
        disabled: button?.disabled ?? false,
      });
    });
  });
  return seen;
}

/**
 * Waits until React Router has taken over a page that loaded as a document, so a click goes
 * through the app (a navigation that keeps the page) rather than the browser's plain post.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}
