import type { Page } from "@playwright/test";
import type { Db } from "../../app/db/client.server";
import { signInAsStaff } from "../support/e2e/admin-pages";
import { axeScan } from "../support/e2e/axe";
import { expect, test } from "../support/e2e/fixtures";
import { openSeedDatabase, seedPaidBooking, seedReservation, uniqueTag } from "../support/factories";
import { seedStaff } from "../support/staff";

/**
 * "Tonight's tables" as a concierge uses it, with JavaScript on and off (the no-js project runs
 * this same file): from the staff bar to the day's tables, a date typed into the form, the days
 * either side, a table's link to its booking, a date that is not one, axe, and a phone's width.
 * The people and trips are seeded into the worker's own server (no owner there, so the shared
 * e2e database keeps its token gate); the trips are in 2037, ahead of any day this runs.
 */

const DAY = "2037-12-31";

/** A paid trip with one table at `localDate localTime` in the city (its UTC instant given). */
function tripWithTable(
  seed: Db,
  name: string,
  city: { cityName: string; regionCode: string; timeZone: string },
  table: { localDate: string; localTime: string; startsAt: string; restaurantName: string },
) {
  const booking = seedPaidBooking(seed, {
    name,
    cityName: city.cityName,
    regionCode: city.regionCode,
    checkIn: "2037-12-29",
    checkOut: "2038-01-03",
    reservations: 1,
    status: "booked",
  });
  seedReservation(seed, { bookingId: booking.id, timeZone: city.timeZone, partySize: 3, ...table });
  return booking;
}

const MADRID = { cityName: "Madrid", regionCode: "ES", timeZone: "Europe/Madrid" };
const LISBON = { cityName: "Lisbon", regionCode: "EU", timeZone: "Europe/Lisbon" };

function seedDay(seed: Db, tag: string) {
  return {
    late: tripWithTable(seed, `Lucía ${tag}`, MADRID, {
      localDate: DAY,
      localTime: "23:30",
      startsAt: "2037-12-31T22:30:00.000Z",
      restaurantName: `Sala ${tag}`,
    }),
    night: tripWithTable(seed, `Nora ${tag}`, MADRID, {
      localDate: "2038-01-01",
      localTime: "00:30",
      startsAt: "2037-12-31T23:30:00.000Z",
      restaurantName: `Noche ${tag}`,
    }),
    lisbon: tripWithTable(seed, `Inês ${tag}`, LISBON, {
      localDate: DAY,
      localTime: "21:00",
      startsAt: "2037-12-31T21:00:00.000Z",
      restaurantName: `Tasca ${tag}`,
    }),
  };
}

/** The page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
}

test("a concierge opens the day's tables from the staff bar, picks a date and walks to the next day and a booking", async ({
  server,
  page,
  context,
}) => {
  const seed = openSeedDatabase(server.databasePath);
  try {
    const tag = uniqueTag();
    const person = await seedStaff(seed, { role: "concierge", name: `Marta ${tag}` });
    const trips = seedDay(seed, tag);
    await signInAsStaff(context, server.url, seed, person.id);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${server.url}/admin`);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Tonight's tables" }).click();
    await expect(page.getByRole("heading", { name: "Tonight's tables", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toContainText("today");

    await page.getByLabel("Day", { exact: true }).fill(DAY);
    await page.getByRole("button", { name: "Show tables" }).click();
    await expect(page).toHaveURL(/\/admin\/today\?date=2037-12-31$/);
    await expect(page.getByRole("heading", { level: 2 })).toContainText(/31 Dec 2037/);

    // Lisbon's table at Lisbon's time, Madrid's at Madrid's; the 00:30 supper is not this day's.
    const lisbon = page.getByRole("table", { name: /^Lisbon, .*31 Dec 2037: times in Lisbon \(Europe\/Lisbon\)$/ });
    await expect(lisbon.getByRole("row").filter({ hasText: `Inês ${tag}` })).toContainText(
      new RegExp(`21:00 WET.*Inês ${tag}.*${trips.lisbon.readableReference}.*3.*Tasca ${tag}.*CL-4821.*Not scheduled`),
    );
    const madrid = page.getByRole("table", { name: /^Madrid, / });
    await expect(madrid.getByRole("row").filter({ hasText: `Lucía ${tag}` })).toContainText(`23:30 CET`);
    await expect(page.getByText(`Nora ${tag}`)).toHaveCount(0);

    await page
      .getByRole("navigation", { name: "Days" })
      .getByRole("link", { name: /^Next day/ })
      .click();
    await expect(page).toHaveURL(/\?date=2038-01-01$/);
    const next = page.getByRole("table", { name: /^Madrid, .*1 Jan 2038/ });
    await expect(next.getByRole("row").filter({ hasText: `Nora ${tag}` })).toContainText("00:30 CET");
    await expect(page.getByText(`Lucía ${tag}`)).toHaveCount(0);

    await page.getByRole("link", { name: `Nora ${tag}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Nora ${tag} · Madrid`);
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${trips.night.readableReference}$`));
  } finally {
    seed.$client.close();
  }
});

test("the day's tables fit a phone, pass axe, say so on an empty day and refuse a date that is not one", async ({
  server,
  page,
  context,
  javaScriptEnabled,
}) => {
  const seed = openSeedDatabase(server.databasePath);
  try {
    const tag = uniqueTag();
    const person = await seedStaff(seed, { role: "concierge", name: `Marta ${tag}` });
    seedDay(seed, tag);
    await signInAsStaff(context, server.url, seed, person.id);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/admin/today?date=${DAY}`);
      const madrid = page.getByRole("region", { name: /^Madrid, / });
      await expect(madrid.getByRole("row").filter({ hasText: `Lucía ${tag}` })).toBeVisible();
      // A table wider than the phone scrolls inside its own box, which the keyboard reaches.
      await expect(madrid).toHaveAttribute("tabindex", "0");
      await expectNoSidewaysScroll(page, width);
      if (javaScriptEnabled) expect((await axeScan(page)).violations).toEqual([]);
    }

    await page.goto(`${server.url}/admin/today?date=2037-06-15`);
    await expect(page.getByText("No tables recorded for this day.")).toBeVisible();
    await expectNoSidewaysScroll(page, 390);

    const refused = await page.goto(`${server.url}/admin/today?date=2037-02-30`);
    expect(refused?.status()).toBe(400);
    const field = page.getByLabel("Day", { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      "Enter the day as a date between 2000 and 2100, such as 2026-12-31.",
    );
    await expectNoSidewaysScroll(page, 390);
    if (javaScriptEnabled) expect((await axeScan(page)).violations).toEqual([]);
    await page.getByRole("link", { name: /^Show today's tables/ }).click();
    await expect(page.getByRole("heading", { level: 2 })).toContainText("today");
  } finally {
    seed.$client.close();
  }
});
