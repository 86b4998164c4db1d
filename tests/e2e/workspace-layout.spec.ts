import { expect, type Page } from "@playwright/test";
import { AXE_NEEDS_JS, expectNoAxeViolations, toast } from "../support/e2e/admin-pages";
import { test } from "../support/e2e/fixtures";
import { attachScreenshots } from "../support/e2e/public-page-checks";
import { seedMeal, seedPaidBooking, seedReservation, uniqueEmail } from "../support/factories";

/**
 * The workspace laid out around the next action, in three states (waiting to
 * be curated, curating with tables to record, booked with the itinerary to send). At 390 px
 * nothing is wider than the screen and axe finds nothing; screenshots at 390 and 1280 px. The
 * cancellation takes a confirmation stating the amount, with JavaScript on and off.
 */

type Seed = Parameters<typeof seedPaidBooking>[0];

function madrid(seed: Seed, status: "preferences_received" | "curating" | "booked", tables: number) {
  const email = uniqueEmail("layout");
  const booking = seedPaidBooking(seed, {
    email,
    name: `Ana ${email.split("@")[0].slice(-6)}`,
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2037-12-09",
    checkOut: "2037-12-12",
    reservations: 3,
    status,
    amountPaidCents: 4800,
    paymentIntentId: `pi_local_${email.split("@")[0]}`,
  });
  for (const position of [1, 2, 3]) seedMeal(seed, booking.id, { position, date: `2037-12-1${position - 1}` });
  for (let meal = 1; meal <= tables; meal++) seedReservation(seed, { bookingId: booking.id, mealPosition: meal });
  return booking;
}

async function widest(page: Page) {
  return page.evaluate(() => {
    const over = [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}#${element.id}.${element.className}`.slice(0, 120));
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, over: over.slice(0, 5) };
  });
}

const STATES = [
  { status: "preferences_received", tables: 0, primary: "Move to Curating" },
  { status: "curating", tables: 1, primary: "Record tables" },
  { status: "booked", tables: 3, primary: "Send itinerary" },
] as const;

for (const state of STATES) {
  test(`the workspace, ${state.status}: the primary action first, fits 390 px, axe clean`, async ({
    adminPage: page,
    seed,
  }, testInfo) => {
    const booking = madrid(seed, state.status, state.tables);
    const path = `/admin/bookings/${booking.reference}`;
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    const header = page.locator("#status");
    await expect(header.getByRole("heading", { level: 1, name: `${booking.name} · Madrid` })).toBeVisible();
    await expect(
      page
        .locator("#next-action")
        .getByRole(["Record tables", "Send itinerary"].includes(state.primary) ? "link" : "button"),
    ).toHaveText(state.primary);
    // The header comes before the meals, and the cancellation is last, closed.
    const order = await page.evaluate(() => [...document.querySelectorAll("main > section")].map((s) => s.id));
    expect(order[0]).toBe("status");
    const at = (id: string) => order.indexOf(id);
    expect(at("meals")).toBeGreaterThan(0);
    for (const later of ["history", "payment", "notes"]) expect(at(later), later).toBeGreaterThan(at("meals"));
    expect(order.at(-1)).toBe("cancel");
    await expect(page.getByRole("radio", { name: /Full refund/ })).toBeHidden();
    expect(await widest(page)).toEqual({ overflow: 0, over: [] });
    if (testInfo.project.name !== "no-js") await expectNoAxeViolations(page);
    await attachScreenshots(page, testInfo, path, `workspace-${state.status}`);
  });
}

test("Record tables leads to the first meal without a table; Mark as booked follows the last one", async ({
  adminPage: page,
  seed,
}) => {
  const booking = madrid(seed, "curating", 2);
  await page.goto(`/admin/bookings/${booking.reference}`);
  await page.locator("#next-action").getByRole("link", { name: "Record tables" }).click();
  await expect(page).toHaveURL(/#meal-3$/);
  const meal3 = page.getByRole("form", { name: "Reservation for meal 3" });
  await meal3.getByLabel("Restaurant", { exact: true }).fill("Casa Lucio");
  await meal3.getByLabel("Address").fill("Calle Cava Baja, 35, Madrid");
  await meal3.getByLabel("Time").fill("21:00");
  await meal3.getByRole("button", { name: "Save meal 3" }).click();
  await expect(toast(page, "Reservation saved")).toBeVisible();
  await expect(page.locator("#next-action").getByRole("button")).toHaveText("Mark as booked");
});

test("cancelling: nothing chosen for you, a confirmation that states the amount, then cancelled", async ({
  adminPage: page,
  seed,
}, testInfo) => {
  const booking = madrid(seed, "curating", 0);
  await page.goto(`/admin/bookings/${booking.reference}`);
  const cancel = page.locator("#cancel");
  await cancel.getByText("Cancel or refund…").click();
  for (const name of [/Full refund \(€48\)/, "Partial refund", "No refund"]) {
    await expect(cancel.getByRole("radio", { name })).not.toBeChecked();
  }
  await cancel.getByRole("radio", { name: "Partial refund" }).check();
  await cancel.getByLabel(/Partial refund, in euros/).fill("15");
  await cancel.getByRole("button", { name: "Review the cancellation…" }).click();
  await expect(
    page.locator("#cancel").getByText("Cancel this booking and refund €15 to the traveller?", { exact: false }),
  ).toBeVisible();
  await expect(page.locator("#status").getByText("Curating", { exact: true })).toBeVisible();
  if (testInfo.project.name !== "no-js") await expectNoAxeViolations(page);
  await page.locator("#cancel").getByRole("button", { name: "Yes, cancel and refund €15" }).click();
  await expect(toast(page, "Booking cancelled")).toBeVisible();
  await expect(page.locator("#status").getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.locator("#cancel")).toHaveCount(0);
});

test("the Internal Database fits its columns at 1280 px: an email is cut short, whole on hover", async ({
  adminPage: page,
  seed,
}, testInfo) => {
  const email = `a-very-long-traveller-address-${uniqueEmail("database")}`;
  seedPaidBooking(seed, { email, name: "Ana Ortega" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel(/^Search by name/).fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  const cell = page.getByTitle(email);
  await expect(cell).toBeVisible();
  // One line: no letter-by-letter wrapping of the address in its column.
  const lines = await cell.evaluate((element) => Math.round(element.getBoundingClientRect().height / 20));
  expect(lines).toBeLessThanOrEqual(1);
  const table = await page.evaluate(() => {
    const box = document.querySelector("table")?.parentElement;
    return box ? box.scrollWidth - box.clientWidth : -1;
  });
  expect(table).toBeLessThanOrEqual(0);
  test.skip(testInfo.project.name === "no-js", AXE_NEEDS_JS);
  await testInfo.attach("database-1280", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
});
