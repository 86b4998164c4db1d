import { expect } from "@playwright/test";
import { AXE_NEEDS_JS, expectNoAxeViolations, toast } from "../support/e2e/admin-pages";
import { test } from "../support/e2e/fixtures";
import { seedApprovedCreator, seedMeal, seedPaidBooking, seedRecommendation, uniqueEmail } from "../support/factories";

/** The concierge's workspace for one booking, with JavaScript on (project js) and off (project no-js). */

function paidMadridBooking(seed: Parameters<typeof seedPaidBooking>[0]) {
  const email = uniqueEmail("workspace");
  const booking = seedPaidBooking(seed, {
    email,
    name: `Ana ${email.split("@")[0].slice(-6)}`,
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2037-12-09",
    checkOut: "2037-12-12",
    reservations: 2,
    status: "preferences_received",
    amountPaidCents: 3900,
  });
  seedMeal(seed, booking.id, { position: 1, date: "2037-12-10", meal: "dinner", partySize: 2 });
  seedMeal(seed, booking.id, { position: 2, date: "2037-12-11", meal: "lunch", partySize: 2 });
  return booking;
}

test("from the Internal Database: preferences, a creator, a table per meal, booked", async ({
  adminPage: page,
  seed,
}) => {
  const booking = paidMadridBooking(seed);
  const creator = seedApprovedCreator(seed, { city: "Madrid", name: `Lucía ${booking.id}` });
  seedRecommendation(seed, {
    bookingId: booking.id,
    creatorId: creator.id,
    mealPosition: 1,
    restaurantName: "Sobrino de Botín",
    dishSuggestion: "Cochinillo asado",
  });

  await page.getByLabel(/^Search by name/).fill(booking.email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: booking.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${booking.name} · Madrid` })).toBeVisible();
  await expect(page.getByText("2037-12-10 · Dinner")).toBeVisible();

  await page.getByLabel("Creator in Madrid").selectOption(String(creator.id));
  await page.getByRole("button", { name: "Save creator" }).click();
  await expect(toast(page, "Creator assigned")).toBeVisible();
  // The creator section says so, and the internal notes keep it under the concierge's name.
  await expect(page.locator("#creator").getByText(`Assigned to ${creator.name}.`)).toBeVisible();
  await expect(page.locator("#notes").getByText(`Assigned to ${creator.name}.`)).toBeVisible();

  await page.getByRole("button", { name: "Move to Curating" }).click();
  await expect(toast(page, "Status changed")).toBeVisible();

  await page.getByRole("link", { name: "Use this pick for meal 1" }).click();
  const meal1 = page.getByRole("form", { name: "Reservation for meal 1" });
  await expect(meal1.getByLabel("Restaurant", { exact: true })).toHaveValue("Sobrino de Botín");
  await meal1.getByLabel("Address").fill("Calle de Cuchilleros, 17, Madrid");
  await meal1.getByLabel("Time").fill("21:30");
  await meal1.getByLabel("Confirmation code").fill("SB-221");
  await meal1.getByRole("button", { name: "Save meal 1" }).click();
  await expect(toast(page, "Reservation saved")).toBeVisible();

  const meal2 = page.getByRole("form", { name: "Reservation for meal 2" });
  await meal2.getByLabel("Restaurant", { exact: true }).fill("Casa Lucio");
  await meal2.getByLabel("Address").fill("Calle Cava Baja, 35, Madrid");
  await meal2.getByLabel("Time").fill("14:00");
  await meal2.getByRole("button", { name: "Save meal 2" }).click();
  await expect(toast(page, "Reservation saved")).toBeVisible();

  await page.getByRole("button", { name: "Mark as booked" }).click();
  await expect(toast(page, "Marked as booked")).toBeVisible();
  await expect(page.locator("#history").getByText("Curating → Booked · admin")).toBeVisible();
});

test("a reservation outside the stay is refused by its field, focused", async ({ adminPage: page, seed }) => {
  const booking = paidMadridBooking(seed);
  await page.goto(`/admin/bookings/${booking.reference}`);
  const meal1 = page.getByRole("form", { name: "Reservation for meal 1" });
  await meal1.getByLabel("Restaurant", { exact: true }).fill("Casa Lucio");
  await meal1.getByLabel("Address").fill("Calle Cava Baja, 35, Madrid");
  await meal1.getByLabel("Date").fill("2037-12-20");
  await meal1.getByLabel("Time").fill("21:00");
  await meal1.getByRole("button", { name: "Save meal 1" }).click();
  await expect(page.getByText("Pick a date within the stay (2037-12-09 to 2037-12-12)")).toBeVisible();
  await expect(page.getByRole("form", { name: "Reservation for meal 1" }).getByLabel("Date")).toBeFocused();
});

test("the workspace is axe clean and fits 320 px", async ({ adminPage: page, seed }, testInfo) => {
  const booking = paidMadridBooking(seed);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/admin/bookings/${booking.reference}`);
  await expect(page.getByRole("heading", { name: "Meals and reservations" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  test.skip(testInfo.project.name === "no-js", AXE_NEEDS_JS);
  await expectNoAxeViolations(page);
});
