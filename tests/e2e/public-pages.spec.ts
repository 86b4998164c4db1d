import { expect, test } from "../support/e2e/fixtures";
import {
  attachScreenshots,
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectPublicFooter,
  headingOutline,
  SUPPORT_EMAIL,
} from "../support/e2e/public-page-checks";

const PAGES = [
  { path: "/about", name: "about" },
  { path: "/privacy", name: "privacy" },
  { path: "/creators", name: "creators" },
] as const;

for (const { path, name } of PAGES) {
  test.describe(`${path} basics`, () => {
    test("ends with the shared footer and keeps its headings in order", async ({ page }) => {
      await page.goto(path);
      await expectHeadingsInOrder(page);
      await expectPublicFooter(page);
    });

    test("has no accessibility violations", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "axe runs in the page; these pages ship no script of their own");
      await page.goto(path);
      await expectNoAxeViolations(page);
    });

    test("fits a 320 px screen without sideways scrolling", async ({ page }) => {
      await expectNoHorizontalScroll(page, path);
    });

    test("screenshots at 390 px and 1280 px", async ({ page }, testInfo) => {
      await attachScreenshots(page, testInfo, path, name);
    });
  });
}

test.describe("/about", () => {
  test("tells the mission, what we do, who we serve and our promise, with a way to book", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About · Sobremesa");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /dining concierge/);
    const outline = await headingOutline(page);
    expect(outline.slice(1, 5)).toEqual(["h2 Our mission", "h2 What we do", "h2 Who we serve", "h2 Our promise"]);
    await expect(
      page.getByText("€39 flat fee · Concierge included · Secure Stripe payment", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("article", { name: "Our promise" })).toContainText("€39 flat for up to 4 meals");

    const ctas = page.getByRole("link", { name: "Get My Dining Concierge" });
    await expect(ctas).toHaveCount(2);
    for (const cta of await ctas.all()) await expect(cta).toHaveAttribute("href", "/clients");
    await ctas.first().click();
    await expect(page).toHaveURL(/\/clients$/);
  });
});

test.describe("/privacy", () => {
  test("has the ten sections in order and a last-updated date", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page).toHaveTitle("Privacy Policy · Sobremesa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/)).toBeVisible();
    const sections = (await headingOutline(page)).filter((line) => line.startsWith("h2"));
    // The data controller is named in a box before the ten sections.
    expect(sections).toEqual([
      "h2 Data controller",
      "h2 1. Introduction",
      "h2 2. Data we collect",
      "h2 3. How we use your data",
      "h2 4. Payments",
      "h2 5. Sharing your data",
      "h2 6. How long we keep it",
      "h2 7. Your rights",
      "h2 8. Security",
      "h2 9. Updates to this policy",
      "h2 10. Contact",
    ]);
  });

  test("says what the app really stores and shares", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(page.getByRole("region", { name: "2. Data we collect" })).toContainText(
      "your full name, email address and phone number",
    );
    await expect(page.getByRole("region", { name: "4. Payments" })).toContainText("never reach our servers");
    await expect(page.getByRole("region", { name: "5. Sharing your data" })).toContainText("automation service");
    await expect(main).toContainText("We use no analytics, advertising or tracking cookies.");
    await expect(page.getByRole("region", { name: "10. Contact" }).getByRole("link")).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  test("the table of contents jumps to each section", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "8. Security" }).click();
    await expect(page).toHaveURL(/#security$/);
    await expect(page.getByRole("heading", { name: "8. Security" })).toBeInViewport();
  });
});

test.describe("/creators", () => {
  test("shows the hero, the three benefits and the three steps", async ({ page }) => {
    await page.goto("/creators");
    await expect(page).toHaveTitle("For creators · Sobremesa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn your food knowledge into income.");
    const outline = await headingOutline(page);
    const benefits = ["h3 Monetize Your Taste", "h3 Connect with Travelers", "h3 Build Your Brand"];
    const steps = ["h3 Step 1: Apply to join", "h3 Step 2: Accept Requests", "h3 Step 3: Curate & Earn"];
    expect(outline).toEqual(expect.arrayContaining([...benefits, ...steps]));
    expect(outline.indexOf(benefits[0])).toBeLessThan(outline.indexOf(steps[0]));
  });

  test("every call to action leads to /creator-signup", async ({ page }) => {
    await page.goto("/creators");
    const hrefs = await page
      .getByRole("main")
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hrefs)).toEqual(new Set(["/creator-signup"]));
    await expect(page.getByRole("banner").getByRole("link", { name: "Apply" })).toHaveAttribute(
      "href",
      "/creator-signup",
    );
    await page.getByRole("main").getByRole("link", { name: "Apply to join" }).first().click();
    await expect(page).toHaveURL(/\/creator-signup$/);
  });
});

test.describe("/robots.txt", () => {
  test("lets crawlers read the public pages and keeps them out of the private ones", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const disallowed = (await response.text())
      .split("\n")
      .filter((line) => line.startsWith("Disallow:"))
      .map((line) => line.slice("Disallow:".length).trim());
    const blocked = (path: string) => disallowed.some((rule) => rule !== "" && path.startsWith(rule));
    for (const path of ["/", "/about", "/privacy", "/creators", "/clients", "/creator-signup"]) {
      expect(blocked(path), path).toBe(false);
    }
    for (const path of ["/admin", "/payment-admin", "/dashboard", "/set-password", "/api/get-bookings"]) {
      expect(blocked(path), path).toBe(true);
    }
  });
});
