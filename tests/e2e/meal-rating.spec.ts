import { createHmac, hkdfSync } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { mealFeedback } from "../../app/db/schema";
import { axeScan } from "../support/e2e/axe";
import { expect, test } from "../support/e2e/fixtures";
import { seedBookedTrip } from "../support/factories";

/**
 * "How was it" in the browser, JavaScript on and off, at 320 px: the email's link
 * opens the page with its rating chosen, the save button keeps it with a comment, another choice
 * saved changes it, in each of the three languages; a forged link shows a page that says so.
 * Every page passes axe.
 */

/** The e2e server's secret (playwright.config.ts): the link is signed as the app signs it. */
const SECRET = "e2e-session-secret-0123456789abcdefghijkl";
const ratingToken = (booking: { id: number; reference: string }, meal: number) => {
  const key = Buffer.from(hkdfSync("sha256", SECRET, "", "meal-rating-link", 32));
  const mac = createHmac("sha256", key).update(`${booking.id}:${meal}:${booking.reference}`).digest("base64url");
  return `${booking.id}-${meal}-${mac.slice(0, 32)}`;
};

const WORDS = {
  en: {
    heading: "How was dinner at Casa Lucio?",
    four: "4 stars",
    five: "5 stars",
    saved: "your rating of 5 stars out of 5 is saved",
    save: "Save my rating",
  },
  es: {
    heading: "¿Qué tal la cena en Casa Lucio?",
    four: "4 estrellas",
    five: "5 estrellas",
    saved: "hemos guardado su valoración de 5 estrellas sobre 5",
    save: "Guardar mi valoración",
  },
  fr: {
    heading: "Comment s'est passé le dîner chez Casa Lucio ?",
    four: "4 étoiles",
    five: "5 étoiles",
    saved: "votre note de 5 étoiles sur 5 est enregistrée",
    save: "Enregistrer ma note",
  },
} as const;

const fits320 = async (page: import("@playwright/test").Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (test.info().project.name === "js") expect((await axeScan(page)).violations).toEqual([]);
};

for (const language of ["en", "es", "fr"] as const) {
  test(`a rating link opens its choice, saving keeps it with a comment, another saved choice changes it (${language})`, async ({
    page,
    seed,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const { booking } = seedBookedTrip(seed, { language });
    const words = WORDS[language];
    await page.goto(`/rate/${ratingToken(booking, 1)}?score=4`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("radio", { name: new RegExp(`^${words.four}`) })).toBeChecked();
    await expect(page.getByRole("status")).toHaveCount(0);
    await fits320(page);

    await page.getByRole("radio", { name: new RegExp(`^${words.five}`) }).check();
    await page.getByRole("textbox").fill("Huevos rotos perfectos.");
    await page.getByRole("button", { name: words.save }).click();
    await expect(page.getByRole("status")).toContainText(words.saved);
    await expect(page.getByRole("radio", { name: new RegExp(`^${words.five}`) })).toBeChecked();
    await expect(page.getByRole("textbox")).toHaveValue("Huevos rotos perfectos.");
    await fits320(page);
  });
}

/** The five stars' names, the legend around them and the saved notice for 4, in each language. */
const STARS = {
  en: {
    legend: "Choose a rating:",
    current: "(your rating)",
    names: ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"],
    savedFour: "your rating of 4 stars out of 5 is saved",
  },
  es: {
    legend: "Elija una valoración:",
    current: "(su valoración)",
    names: ["1 estrella", "2 estrellas", "3 estrellas", "4 estrellas", "5 estrellas"],
    savedFour: "hemos guardado su valoración de 4 estrellas sobre 5",
  },
  fr: {
    legend: "Choisissez une note :",
    current: "(votre note)",
    names: ["1 étoile", "2 étoiles", "3 étoiles", "4 étoiles", "5 étoiles"],
    savedFour: "votre note de 4 étoiles sur 5 est enregistrée",
  },
} as const;

for (const language of ["en", "es", "fr"] as const) {
  test(`the rating is five stars, 4 chosen with the arrow keys and saved from the keyboard (${language})`, async ({
    page,
    seed,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const { booking } = seedBookedTrip(seed, { language });
    const words = STARS[language];
    await page.goto(`/rate/${ratingToken(booking, 2)}`);
    const stars = page.getByRole("group", { name: words.legend }).getByRole("radio");
    await expect(stars).toHaveCount(5);
    for (const [index, name] of words.names.entries()) {
      await expect(stars.nth(index)).toHaveAccessibleName(name);
      await expect(stars.nth(index)).not.toBeChecked();
    }
    // Drawn as stars: a star shape in each, none filled before a choice.
    const fills = () =>
      page.locator(".star-choice svg").evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).fill));
    expect(new Set(await fills())).toEqual(new Set(["rgba(0, 0, 0, 0)"]));

    // From the heading, Tab enters the group on its first star; each arrow moves the choice one star on.
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Tab");
    await expect(stars.first()).toBeFocused();
    for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
    await expect(stars.nth(3)).toBeChecked();
    await expect(stars.nth(3)).toBeFocused();
    // The focus ring is on the star, and stars 1 to 4 are filled, the fifth not.
    await expect(page.locator(".star-choice").nth(3)).toHaveCSS("outline-style", "solid");
    const filled = await fills();
    expect(filled.slice(0, 4).every((fill) => fill !== "rgba(0, 0, 0, 0)")).toBe(true);
    expect(filled[4]).toBe("rgba(0, 0, 0, 0)");
    if (test.info().project.name === "js") expect((await axeScan(page)).violations).toEqual([]);

    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText(words.savedFour);
    // The legend now offers to change it, and the fourth star is named as the rating given.
    await expect(page.getByRole("radio", { name: `${words.names[3]} ${words.current}` })).toBeChecked();
    const stored = seed
      .select({ rating: mealFeedback.rating })
      .from(mealFeedback)
      .where(and(eq(mealFeedback.bookingId, booking.id), eq(mealFeedback.mealPosition, 2)))
      .get();
    expect(stored?.rating).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test("a forged rating link is refused with a page that says so", async ({ page, seed }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const { booking } = seedBookedTrip(seed);
  const response = await page.goto(`/rate/${booking.id}-1-${"A".repeat(32)}?score=4`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await expect(page.getByRole("alert")).toContainText("incomplete or has been changed");
  await fits320(page);
});
