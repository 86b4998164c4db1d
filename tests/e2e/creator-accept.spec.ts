import { expect } from "@playwright/test";
import { AXE_NEEDS_JS, expectNoAxeViolations, toast } from "../support/e2e/admin-pages";
import { test } from "../support/e2e/fixtures";
import { seedCreatorAccount, seedMeal, seedPaidBooking, uniqueEmail } from "../support/factories";

/** Creators of a city take on its open requests, with JavaScript on (project js) and off (project no-js). */

test("a creator accepts a request, another no longer sees it, and picks go to named meals", async ({
  creatorPage: page,
  seed,
  browser,
}, testInfo) => {
  const traveller = `Traveller ${uniqueEmail("accept").split("@")[0]}`;
  const request = seedPaidBooking(seed, { cityName: "Madrid", name: traveller, reservations: 2 });
  seedMeal(seed, request.id, { position: 1, date: null, meal: "dinner" });
  seedMeal(seed, request.id, { position: 2, date: null, meal: "lunch" });

  // A second creator of Madrid has the same open request on their dashboard.
  const rival = await seedCreatorAccount(seed, { email: uniqueEmail("rival"), city: "Madrid" });
  const rivalContext = await browser.newContext();
  const rivalPage = await rivalContext.newPage();
  await rivalPage.goto("/dashboard");
  await rivalPage.getByLabel("Email").fill(rival.email);
  await rivalPage.getByLabel("Password").fill(rival.password);
  await rivalPage.getByRole("button", { name: "Log in" }).click();
  await expect(rivalPage.getByRole("button", { name: `Accept request ${request.id} from ${traveller}` })).toBeVisible();

  await page.reload();
  await page.getByRole("button", { name: `Accept request ${request.id} from ${traveller}` }).click();
  await expect(toast(page, "Request accepted")).toBeVisible();
  const card = page.getByRole("article", { name: traveller });
  await expect(card).toContainText("0 of 2 meals have a pick");

  // The rival's page is stale: pressing Accept tells them it was taken.
  await rivalPage.getByRole("button", { name: `Accept request ${request.id} from ${traveller}` }).click();
  await expect(toast(rivalPage, "Not possible")).toContainText("This request was just accepted by another creator.");
  await rivalPage.goto("/dashboard");
  await expect(rivalPage.getByRole("article", { name: traveller })).toHaveCount(0);
  await rivalContext.close();

  const form = card.getByRole("form", { name: `Add a recommendation for ${traveller}, request ${request.id}` });
  await form.getByLabel("For which meal").selectOption("2");
  await form.getByLabel("Restaurant name").fill("Casa Lucio");
  await form.getByLabel("Map link").fill("https://maps.google.com/?q=Casa+Lucio");
  await form.getByLabel("Dish suggestion").fill("Huevos rotos");
  await form.getByRole("button", { name: "Add Recommendation" }).click();
  await expect(toast(page, "Recommendation submitted!")).toBeVisible();
  const updated = page.getByRole("article", { name: traveller });
  await expect(updated).toContainText("1 of 2 meals have a pick");
  await expect(updated.getByRole("listitem").filter({ hasText: "Meal 1 —" })).toContainText("No pick yet");
  await expect(updated.getByRole("listitem").filter({ hasText: "Meal 2 —" })).toContainText("Casa Lucio");

  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  test.skip(testInfo.project.name === "no-js", AXE_NEEDS_JS);
  await expectNoAxeViolations(page);
});

test("three picks typed one right after another are all saved, none lost to the form starting again", async ({
  creatorPage: page,
  seed,
}) => {
  const traveller = `Traveller ${uniqueEmail("three").split("@")[0]}`;
  const request = seedPaidBooking(seed, { cityName: "Madrid", name: traveller, reservations: 3 });
  await page.reload();
  await page.getByRole("button", { name: `Accept request ${request.id} from ${traveller}` }).click();
  const card = page.getByRole("article", { name: traveller });
  await expect(card).toContainText("0 of 3 meals have a pick");
  const form = card.getByRole("form", { name: `Add a recommendation for ${traveller}, request ${request.id}` });
  // As a quick typist does: the next pick is started the moment "Add Recommendation" is pressed,
  // while the last one is still being saved (a saved pick used to empty the form under their hands).
  for (const meal of [1, 2, 3]) {
    await form.getByLabel("For which meal").selectOption(String(meal));
    await form.getByLabel("Restaurant name").pressSequentially(`Pick number ${meal}`, { delay: 40 });
    await form.getByLabel("Map link").fill(`https://maps.google.com/?q=Pick+${meal}`);
    await form.getByLabel("Dish suggestion").fill(`Dish ${meal}`);
    await form.getByRole("button", { name: "Add Recommendation" }).click();
  }
  await expect(card).toContainText("3 of 3 meals have a pick");
  for (const meal of [1, 2, 3]) {
    await expect(card.getByRole("listitem").filter({ hasText: `Meal ${meal}` })).toContainText(`Pick number ${meal}`);
  }
});
