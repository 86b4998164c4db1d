import { expect } from "@playwright/test";
import { eq } from "drizzle-orm";
import { recommendations } from "../../app/db/schema";
import { restaurants } from "../../app/features/restaurants/restaurant-tables";
import { dedupeKey } from "../../app/features/restaurants/restaurants";
import { toast } from "../support/e2e/admin-pages";
import { axeScan } from "../support/e2e/axe";
import { test } from "../support/e2e/fixtures";
import { seedPaidBooking, uniqueTag } from "../support/factories";

/**
 * A creator picks a restaurant from the directory of their request's city, with JavaScript on
 * (project js: a combobox, suggestions as they type, arrow keys, Escape and Enter) and off
 * (project no-js: the same field as a search form, its results each with "Use this restaurant").
 * Either way the pick is saved with the directory's restaurant. At a phone's width nothing
 * scrolls sideways; axe on the filled form.
 */

test("a creator finds a restaurant in the directory and picks it", async ({
  creatorPage: page,
  creator,
  seed,
}, testInfo) => {
  const tag = uniqueTag();
  const name = `Casa Directorio ${tag}`;
  const traveller = `Traveller ${tag}`;
  const listed = seed
    .insert(restaurants)
    .values({
      cityName: "Madrid",
      name,
      address: `Calle Cava Baja ${tag}, Madrid`,
      mapsUrl: "https://maps.google.com/?q=Casa+Directorio",
      cuisine: "Castilian",
      priceLevel: 3,
      bookingMethod: "phone",
      teamNotes: `Team secret ${tag}`,
      dedupeKey: dedupeKey(name, `Calle Cava Baja ${tag}, Madrid`),
    })
    .returning()
    .get();
  const request = seedPaidBooking(seed, {
    cityName: "Madrid",
    name: traveller,
    reservations: 1,
    status: "curating",
    assignedCreatorId: creator.id,
  });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.reload();
  const card = page.getByRole("article", { name: traveller });
  const cardSelector = `article[aria-labelledby="request-${request.id}"]`;
  const find = card.getByLabel("Restaurant in Madrid");

  if (testInfo.project.name === "no-js") {
    await find.fill(tag);
    await card.getByRole("button", { name: "Search" }).click();
    const results = page.getByRole("article", { name: traveller });
    await expect(results.getByRole("status")).toHaveText("1 restaurant found");
    await expect(results).toContainText(`${name}`);
    await expect(results).not.toContainText(`Team secret ${tag}`);
    await results.getByRole("link", { name: "Use this restaurant" }).click();
  } else {
    // The field becomes a combobox once the page's script runs; typed before, the letters would be lost.
    await expect(find).toHaveAttribute("role", "combobox");
    await find.pressSequentially(tag, { delay: 20 });
    await expect(find).toHaveAttribute("aria-expanded", "true");
    const option = card.getByRole("option", { name: new RegExp(name) });
    await expect(option).toBeVisible();
    await expect(option).toContainText("Castilian");
    expect((await axeScan(page, (axe) => axe.include(cardSelector))).violations).toEqual([]);
    await find.press("Escape");
    await expect(find).toHaveAttribute("aria-expanded", "false");
    await find.press("ArrowDown");
    await expect(find).toHaveAttribute("aria-expanded", "true");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await find.press("Enter");
  }

  const filled = page.getByRole("article", { name: traveller });
  await expect(filled).toContainText(`From the directory: ${name}, Calle Cava Baja ${tag}, Madrid`);
  const form = filled.getByRole("form", { name: `Add a recommendation for ${traveller}, request ${request.id}` });
  await expect(form.getByLabel("Map link")).toHaveValue("https://maps.google.com/?q=Casa+Directorio");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // axe needs the page's scripts; it scans the request's card, which holds the search and the form.
  if (testInfo.project.name !== "no-js")
    expect((await axeScan(page, (axe) => axe.include(cardSelector))).violations).toEqual([]);

  await form.getByLabel("For which meal").selectOption("1");
  await form.getByLabel("Dish suggestion").fill("Huevos rotos");
  await form.getByRole("button", { name: "Add Recommendation" }).click();
  await expect(toast(page, "Recommendation submitted!")).toBeVisible();
  await expect(page.getByRole("article", { name: traveller })).toContainText("1 of 1 meal has a pick");
  const stored = seed.select().from(recommendations).where(eq(recommendations.bookingId, request.id)).all();
  expect(stored).toEqual([expect.objectContaining({ restaurantId: listed.id, restaurantName: name })]);
});
