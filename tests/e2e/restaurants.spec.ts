import type { Page } from "@playwright/test";
import { signInAsStaff } from "../support/e2e/admin-pages";
import { axeScan } from "../support/e2e/axe";
import { expect, test } from "../support/e2e/fixtures";
import { openSeedDatabase, seedPaidBooking, uniqueTag } from "../support/factories";
import { seedStaff } from "../support/staff";

/**
 * The restaurant directory as a concierge uses it, with JavaScript on and off (the no-js project
 * runs this same file), at a desk's width and a phone's: from the staff bar to the directory, a
 * restaurant added (a refused form first), then a trip's meal filled from it and saved, and the
 * table in the restaurant's history. axe on every screen; no page scrolls sideways.
 */

async function expectFitsAndClean(page: Page, width: number, javaScriptEnabled: boolean) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  if (javaScriptEnabled) expect((await axeScan(page)).violations).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`at ${width} px a concierge adds a restaurant, then fills a reservation from it`, async ({
    server,
    page,
    context,
    javaScriptEnabled,
  }) => {
    const seed = openSeedDatabase(server.databasePath);
    try {
      const tag = uniqueTag();
      const name = `Casa ${tag}`;
      const person = await seedStaff(seed, { role: "concierge", name: `Marta ${tag}` });
      const booking = seedPaidBooking(seed, {
        name: `Ana ${tag}`,
        cityName: "Madrid",
        regionCode: "ES",
        checkIn: "2037-12-08",
        checkOut: "2037-12-12",
        reservations: 1,
        status: "paid",
      });
      await signInAsStaff(context, server.url, seed, person.id);
      await page.setViewportSize({ width, height: 900 });

      await page.goto(`${server.url}/admin`);
      await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Restaurants" }).click();
      await expect(page.getByRole("heading", { name: "Restaurants", level: 1 })).toBeVisible();
      await expectFitsAndClean(page, width, javaScriptEnabled);

      // A refused form: the error by its field.
      const add = page.getByRole("form", { name: "Add a restaurant" });
      await add.getByLabel("City").selectOption("Madrid");
      await add.getByRole("button", { name: "Add restaurant" }).click();
      const nameField = add.getByLabel("Name", { exact: true });
      await expect(nameField).toHaveAttribute("aria-invalid", "true");
      await expect(nameField).toHaveAccessibleDescription("Enter the restaurant's name");

      await nameField.fill(name);
      await add.getByLabel("Address", { exact: true }).fill(`Calle Cava Baja, ${tag}, Madrid`);
      await add.getByLabel("Map link").fill("https://maps.google.com/?q=Casa+Lucio");
      await add.getByLabel("Cuisine").fill("Castilian");
      await add.getByLabel("Price level").selectOption("3");
      await add.getByLabel("Cancellation terms").fill("Cancel 24 hours ahead or €20 a person is charged.");
      await add.getByLabel("Saturday").check();
      await add.getByRole("button", { name: "Add restaurant" }).click();
      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: "Saturday" })).toBeVisible();
      await expectFitsAndClean(page, width, javaScriptEnabled);

      // The trip's meal, from the directory.
      await page.goto(`${server.url}/admin/bookings/${booking.reference}`);
      await page.getByLabel("From the directory", { exact: true }).selectOption({ label: name });
      await page.getByRole("button", { name: "Fill in" }).click();
      const form = page.getByRole("form", { name: "Reservation for meal 1" });
      await expect(form.getByLabel("Restaurant", { exact: true })).toHaveValue(name);
      await expect(form.getByLabel("Address")).toHaveValue(`Calle Cava Baja, ${tag}, Madrid`);
      await expect(form.getByLabel(/cancellation terms/)).toHaveValue(
        "Cancel 24 hours ahead or €20 a person is charged.",
      );
      await expectFitsAndClean(page, width, javaScriptEnabled);
      await form.getByLabel("Date").fill("2037-12-10");
      await form.getByLabel("Time").fill("21:30");
      await form.getByRole("button", { name: "Save meal 1" }).click();
      await expect(page.getByRole("heading", { name: "Meal 1 · booked" })).toBeVisible();

      await page.goto(`${server.url}/admin/restaurants?city=Madrid&q=${encodeURIComponent(tag)}`);
      await page.getByRole("link", { name }).click();
      const tables = page.getByRole("table", { name: "Tables booked here, oldest first" });
      await expect(tables.getByRole("row").filter({ hasText: `Ana ${tag}` })).toContainText("From the directory");
    } finally {
      seed.$client.close();
    }
  });
}
