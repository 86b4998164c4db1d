import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures";
import {
  attachScreenshots,
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectPublicFooter,
  headingOutline,
} from "../support/e2e/public-page-checks";

test.describe("landing page", () => {
  test("shows every section in the spec's order, with its title and description", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Sobremesa · Your dining concierge for Spain and beyond");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /€39 flat per trip/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sobremesa" })).toBeVisible();

    const outline = (await headingOutline(page)).filter((line) => !line.startsWith("h3"));
    expect(outline).toEqual([
      "h1 We book, you enjoy the best.",
      "h2 How it works",
      "h2 See what lands in your inbox",
      "h2 Everything handled, down to the dish",
      "h2 Tables they still talk about",
      "h2 Better tables for less than a tour",
      "h2 One flat fee per trip",
      "h2 Why travellers love it",
      "h2 Questions travellers ask",
      "h2 Your table is waiting.",
    ]);
    await expectHeadingsInOrder(page);
    await expect(page.getByRole("region", { name: "Sample Madrid itinerary pages" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
  });

  test("states the product's facts: three steps, testimonials, comparison and pricing", async ({ page }) => {
    await page.goto("/");
    const steps = page.getByRole("region", { name: "How it works" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("the flat fee (€39 for up to 4 reservations)");
    await expect(steps.nth(1)).toContainText("A local food creator recommends");

    const testimonials = page.getByRole("region", { name: "Tables they still talk about" }).locator("figure");
    await expect(testimonials).toHaveCount(3);
    for (const who of ["Priya", "Marcus", "Sophie"]) await expect(testimonials.getByText(who)).toBeVisible();

    const table = page.getByRole("table", { name: "Ways to plan where you eat, with their price" });
    const price = (option: string) =>
      table
        .getByRole("row", { name: new RegExp(`^${option}`) })
        .getByRole("cell")
        .first();
    await expect(price("DIY research")).toContainText("Free");
    await expect(price("Food tours")).toHaveText("€90+ per person");
    await expect(price("Luxury concierge")).toHaveText("About €500 per trip");
    await expect(price("Sobremesa")).toHaveText("€39 per trip");
    await expect(table).toContainText("Under €10 per reservation");

    const pricing = page.getByRole("region", { name: "One flat fee per trip" });
    await expect(pricing).toContainText("€39");
    for (const point of [
      "Covers up to 4 reservations",
      "€9 for each extra reservation, up to 10",
      "Restaurants paid directly at the meal, never in advance",
      "No group-size limit: the fee is per trip, not per person",
    ]) {
      await expect(pricing.getByText(point)).toBeVisible();
    }
  });

  test("every call to action leads to /clients", async ({ page }) => {
    await page.goto("/");
    const ctas = page.getByRole("link", { name: "Get My Dining Concierge" });
    await expect(ctas).toHaveCount(3);
    await expect(
      page
        .getByRole("region", { name: "We book, you enjoy the best." })
        .getByRole("link", { name: "Get My Dining Concierge" }),
    ).toHaveAttribute("href", "/clients");
    await expect(page.getByRole("banner").getByRole("link", { name: "Get started" })).toHaveAttribute(
      "href",
      "/clients",
    );
    // Every link in the page body that leaves it (in-page anchors aside) goes to the booking form.
    const hrefs = await page
      .getByRole("main")
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const leaving = hrefs.filter((href) => !href?.startsWith("#"));
    expect(leaving.length).toBeGreaterThanOrEqual(3);
    expect(new Set(leaving)).toEqual(new Set(["/clients"]));

    await ctas.first().click();
    await expect(page).toHaveURL(/\/clients$/);
  });

  test("ends with the footer: contact, about, privacy, Madrid and the 2025 copyright", async ({ page }) => {
    await page.goto("/");
    await expectPublicFooter(page);
  });

  test("has no accessibility violations, enhanced or not", async ({ page, javaScriptEnabled }) => {
    test.skip(
      !javaScriptEnabled,
      "axe runs in the page; the no-JavaScript markup is checked below with the script blocked",
    );
    await page.goto("/");
    await expect(page.locator("[data-gallery][data-enhanced]")).toHaveCount(1);
    await expectNoAxeViolations(page);
    // With the FAQ open and the gallery on its second page, too.
    await page.getByText("Is the €39 fee per person?").click();
    await page.getByRole("button", { name: "Show itinerary page 2" }).click();
    await expectNoAxeViolations(page);

    // The markup a browser without JavaScript gets: the gallery's script never runs.
    await page.route("**/assets/gallery-standalone-*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Show itinerary page 2" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("fits a 320 px screen without sideways scrolling", async ({ page }) => {
    await expectNoHorizontalScroll(page, "/");
  });

  test("screenshots at 390 px and 1280 px", async ({ page }, testInfo) => {
    await attachScreenshots(page, testInfo, "/", "landing");
  });
});

/**
 * What "How it works" says happens, in the order it happens: the traveller fills in the form on
 * the trip page, then a local food creator recommends, then the concierge books and sends the
 * itinerary; nowhere does it say the concierge asks for the preferences.
 */
const HOW_IT_WORKS = {
  en: {
    title: "How it works",
    order: ["form on your trip page", "food creator recommends", "concierge books every table"],
    never: "gets in touch",
  },
  es: {
    title: "Cómo funciona",
    order: [
      "formulario de tu página del viaje",
      "creador gastronómico local recomienda",
      "concierge reserva cada mesa",
    ],
    never: "se pone en contacto",
  },
  fr: {
    title: "Comment ça marche",
    order: [
      "formulaire de votre page de voyage",
      "créateur culinaire local recommande",
      "concierge réserve chaque table",
    ],
    never: "vous contacte",
  },
} as const;

for (const language of ["en", "es", "fr"] as const) {
  test(`"How it works" names the form on the trip page first, then the creator, then the concierge (${language})`, async ({
    page,
  }) => {
    await page.goto(language === "en" ? "/" : `/${language}`);
    const words = HOW_IT_WORKS[language];
    const steps = page.getByRole("region", { name: words.title }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    const texts = await steps.allInnerTexts();
    const stepOf = (phrase: string) => texts.findIndex((text) => text.includes(phrase));
    expect(words.order.map(stepOf)).toEqual([0, 1, 2]);
    expect(texts.join("\n")).not.toContain(words.never);
  });
}

test.describe("gallery images", () => {
  test("both itinerary pages are optimised images with size and alt text", async ({ page }) => {
    await page.goto("/");
    // Located by tag: with JavaScript the page not on show is hidden from assistive technology.
    const images = page.getByRole("region", { name: "Sample Madrid itinerary pages" }).locator("img");
    await expect(images).toHaveCount(2);
    for (const [index, image] of (await images.all()).entries()) {
      await expect(image).toHaveAttribute("alt", new RegExp(`^Sample Madrid itinerary, page ${index + 1}:`));
      await expect(image).toHaveAttribute("width", "480");
      await expect(image).toHaveAttribute("height", "679");
      await expect(image).toHaveAttribute("src", /\.webp$/);
      await expect(image).toHaveAttribute("loading", /lazy|eager/);
      expect(await image.evaluate((img: HTMLImageElement) => img.previousElementSibling?.getAttribute("type"))).toBe(
        "image/avif",
      );
    }
    await expect(images.nth(1)).not.toHaveAttribute("fetchpriority", "high");
  });

  test("without JavaScript both pages are reachable from the page links", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the no-JavaScript fallback");
    await page.goto("/");
    const gallery = page.getByRole("region", { name: "Sample Madrid itinerary pages" });
    await expect(gallery.getByRole("button")).toHaveCount(0);
    await gallery.getByRole("link", { name: "Show itinerary page 2" }).click();
    await expect(gallery.getByRole("img").nth(1)).toBeInViewport({ ratio: 0.9 });
    expect(
      await gallery
        .getByRole("img")
        .nth(1)
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await gallery.getByRole("link", { name: "Show itinerary page 1" }).click();
    await expect(gallery.getByRole("img").first()).toBeInViewport({ ratio: 0.9 });
  });
});

test.describe("gallery rotation", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

  const dot = (page: Page, n: number) => page.getByRole("button", { name: `Show itinerary page ${n}` });
  const expectShowing = async (page: Page, n: number) => {
    await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
    await expect(dot(page, n === 1 ? 2 : 1)).not.toHaveAttribute("aria-current");
    await expect(page.getByRole("img").and(page.locator(`#itinerary-page-${n} img`))).toBeInViewport();
  };

  /** A frozen clock: time moves only when the test says so. */
  async function openWithClock(page: Page) {
    await page.clock.install({ time: new Date("2026-03-14T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-03-14T12:00:01Z"));
    await page.goto("/");
    await expect(page.locator("[data-gallery][data-enhanced]")).toHaveCount(1);
    await page.getByRole("region", { name: "Sample Madrid itinerary pages" }).scrollIntoViewIfNeeded();
  }

  test("starts at the first page, holds it 8000 ms, then 2500 ms per page, in a loop", async ({ page }) => {
    await openWithClock(page);
    await expectShowing(page, 1);
    await page.clock.runFor(7999);
    await expectShowing(page, 1);
    await page.clock.runFor(1);
    await expectShowing(page, 2);
    await page.clock.runFor(2499);
    await expectShowing(page, 2);
    await page.clock.runFor(1);
    await expectShowing(page, 1);
    await page.clock.runFor(8000);
    await expectShowing(page, 2);
  });

  test("a manual change pauses rotation; the pause lifts 10,000 ms after it", async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(3000);
    await page.getByRole("button", { name: "Next itinerary page" }).click();
    await expectShowing(page, 2);
    await page.clock.runFor(9999);
    await expectShowing(page, 2);
    // Paused flag resets at 10,000 ms; the page then stays its usual 2500 ms.
    await page.clock.runFor(1);
    await page.clock.runFor(2499);
    await expectShowing(page, 2);
    await page.clock.runFor(1);
    await expectShowing(page, 1);

    await page.getByRole("button", { name: "Previous itinerary page" }).click();
    await expectShowing(page, 2);
    await dot(page, 1).click();
    await expectShowing(page, 1);
    await page.clock.runFor(10_000 + 7999);
    await expectShowing(page, 1);
    await page.clock.runFor(1);
    await expectShowing(page, 2);
  });

  test("arrows, dots and the stop button work from the keyboard", async ({ page }) => {
    await openWithClock(page);
    await page.getByRole("button", { name: "Next itinerary page" }).focus();
    await page.keyboard.press("Enter");
    await expectShowing(page, 2);
    await dot(page, 1).focus();
    await page.keyboard.press("Space");
    await expectShowing(page, 1);

    await page.getByRole("button", { name: "Stop automatic rotation" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Start automatic rotation" })).toBeFocused();
    await page.clock.runFor(60_000);
    await expectShowing(page, 1);
    await page.keyboard.press("Enter");
    await page.clock.runFor(8000);
    await expectShowing(page, 2);
  });

  test("rotates after a client-side navigation from a page React runs", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-03-14T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-03-14T12:00:01Z"));
    await page.goto("/dashboard");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("banner").getByRole("link", { name: "Sobremesa" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Still the same document: React rendered the landing, so the component's effect enhanced it.
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await expect(page.locator("[data-gallery][data-enhanced]")).toHaveCount(1);
    await page.getByRole("region", { name: "Sample Madrid itinerary pages" }).scrollIntoViewIfNeeded();
    await page.clock.runFor(8000);
    await expectShowing(page, 2);
  });

  test("does not rotate by itself when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openWithClock(page);
    await page.clock.runFor(60_000);
    await expectShowing(page, 1);
    await expect(page.getByRole("button", { name: "Stop automatic rotation" })).toBeHidden();
    await page.getByRole("button", { name: "Next itinerary page" }).click();
    await expectShowing(page, 2);
  });
});

test.describe("FAQ", () => {
  const question = (page: Page, text: string) => page.locator("summary", { hasText: text });
  const item = (page: Page, text: string) => page.locator("details", { has: question(page, text) });

  test("states the facts travellers ask about", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Questions travellers ask" });
    for (const fact of [
      "flat fee per trip, not per person",
      "no group-size limit",
      "pay each restaurant directly at the meal",
      "within 24 hours",
      "About 48 hours after we receive your preferences",
      "send your request without paying anything",
      "Phone support is in English, Spanish and French. Email support works in any language.",
      "stays reachable throughout your trip",
    ]) {
      await expect(faq).toContainText(fact);
    }
  });

  test("keeps one answer open at a time by mouse; clicking the open one closes it", async ({ page }) => {
    await page.goto("/");
    const perPerson = "Is the €39 fee per person?";
    const advance = "Do I pay for the meals in advance?";
    await expect(page.locator("details[open]")).toHaveCount(0);

    await question(page, perPerson).click();
    await expect(item(page, perPerson).getByText("It's a flat fee per trip")).toBeVisible();

    await question(page, advance).click();
    await expect(item(page, advance).getByText("You pay each restaurant directly")).toBeVisible();
    await expect(item(page, perPerson)).not.toHaveAttribute("open");
    await expect(item(page, perPerson).getByText("It's a flat fee per trip")).toBeHidden();

    await question(page, advance).click();
    await expect(page.locator("details[open]")).toHaveCount(0);
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/");
    const languages = "Which languages do you speak?";
    const duringTrip = "Can I reach my concierge during the trip?";
    await question(page, languages).focus();
    await page.keyboard.press("Enter");
    await expect(item(page, languages)).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(question(page, duringTrip)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(item(page, duringTrip)).toHaveAttribute("open", "");
    await expect(item(page, languages)).not.toHaveAttribute("open");
    await page.keyboard.press("Enter");
    await expect(page.locator("details[open]")).toHaveCount(0);
  });
});
