import type { Page } from "@playwright/test";
import { validBooking } from "../support/booking-form.mjs";
import { unlockAdmin } from "../support/e2e/admin-pages";
import { expect, test } from "../support/e2e/fixtures";
import { uniqueTag } from "../support/factories";

/**
 * What a traveller, an admin and a keyboard user see of the spec's contract: the /success
 * Booking Reference finds the booking in the admin search (it is the readable reference, not the
 * spec's last 8 characters of the payment session: decision 0058), a toast's action is reachable
 * from the keyboard, and a CSV download that starts says so.
 */
/** A toast by its title: Radix's with JavaScript, the inline status box without. */
const toast = (page: Page, title: string) =>
  page
    .locator('[data-testid="toast"], main [role="status"], main [role="alert"]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();

test("the admin finds a paid booking by the Booking Reference the traveller reads from /success", async ({
  page,
  browser,
  request,
}) => {
  const run = uniqueTag();
  const name = `Reference ${run} Traveller`;
  const booking = validBooking({
    city: "ES|Barcelona",
    reservations: "5",
    name,
    email: `reference-${run}@example.com`,
    countryCode: "+33",
    phoneNumber: "612 34 56 78",
  });
  const saved = await request.post("/api/save-booking", { data: booking });
  expect(saved.status()).toBe(201);
  const { bookingId } = await saved.json();
  // The client proves the booking is its own with the key it saved it with (decision 0045).
  const session = await request.post("/api/create-payment-session", {
    data: { bookingData: { id: bookingId, idempotencyKey: booking.idempotencyKey } },
  });
  await page.goto((await session.json()).url);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "You're all set." })).toBeVisible();
  // Decision 0058: the Booking Reference is the readable one (SBM-…), the one every email and PDF
  // shows, instead of the spec's last 8 characters of the payment session.
  const reference = (await page.getByTestId("booking-reference").textContent())?.trim() ?? "";
  expect(reference).toMatch(/^SBM-[A-Z2-9]{4}-[A-Z2-9]{3}$/);
  const sessionId = new URL(page.url()).searchParams.get("session_id") ?? "";
  expect(sessionId).toMatch(/^cs_/);
  await expect(page.getByText(sessionId.slice(-8).toUpperCase())).toHaveCount(0);

  const admin = await browser.newPage();
  try {
    await unlockAdmin(admin);
    await admin.getByLabel("Search by name, email, phone or reference").fill(reference);
    await admin.getByRole("button", { name: "Search" }).click();
    await admin.waitForURL((url) => url.searchParams.get("q") === reference);
    const rows = admin.getByRole("table", { name: "Client bookings, newest first" }).locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    // The concierge calls within 24 h: the phone and the number of meals are on the row.
    await expect(rows.first().getByRole("link", { name: "+33 612 34 56 78" })).toHaveAttribute(
      "href",
      "tel:+33612345678",
    );
    // The Reservations column by its place (the 7th): a cell named "5" was also the ID cell
    // whenever the booking was the database's fifth (a run of this file alone, twice in 13).
    await expect(rows.first().getByRole("cell").nth(6)).toHaveText("5");
  } finally {
    await admin.close();
  }
});

test("'Refresh failed' offers a Retry that the keyboard reaches and that refreshes", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "toasts raised in the browser need JavaScript; without it Refresh is a plain post");
  // The refresh gets no answer once, the way a dropped connection looks.
  let dropped = false;
  await page.route("**/admin.data**", (route) => {
    if (route.request().method() !== "POST" || dropped) return route.fallback();
    dropped = true;
    return route.abort("internetdisconnected");
  });
  await page.getByRole("button", { name: "Refresh" }).click();
  const failed = toast(page, "Refresh failed");
  await expect(failed).toContainText("Network error:");
  const retry = failed.getByRole("button", { name: "Retry" });
  await expect(retry).toBeVisible();

  // F8 moves focus to the notification region; Tab then reaches the action.
  await page.keyboard.press("F8");
  for (let presses = 0; presses < 4 && !(await retry.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press("Tab");
  }
  await expect(retry).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Success").getByText(/^Loaded \d+ bookings? and \d+ creators?$/)).toBeVisible();
});

test("a CSV download that starts says so; without JavaScript the download is the confirmation", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  // A failed download says so in a toast that leaves after 5 s: its words become this test's
  // error, rather than a wait for a download that never comes (once, 90 s and no clue).
  const failed = toast(page, "Download failed");
  // A download that never comes says what the page showed instead, well before the test's limit.
  const noDownload = async () => {
    const shown = await page.locator('[data-testid="toast"], [role="status"], [role="alert"]').allInnerTexts();
    return new Error(`No download within 45 s on ${page.url()}; the page showed: ${JSON.stringify(shown)}`);
  };
  const [download] = await Promise.all([
    Promise.race([
      page.waitForEvent("download", { timeout: 45_000 }).catch(async () => {
        throw await noDownload();
      }),
      failed.waitFor({ timeout: 45_000 }).then(
        async () => {
          throw new Error(`The page said: ${await failed.innerText()}`);
        },
        () => new Promise<never>(() => {}),
      ),
    ]),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  if (!javaScriptEnabled) return;
  const started = toast(page, "Download started");
  await expect(started).toBeVisible();
  await expect(started.getByText(download.suggestedFilename(), { exact: true })).toBeVisible();
});
