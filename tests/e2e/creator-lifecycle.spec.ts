import type { Page } from "@playwright/test";
import { axeScan } from "../support/e2e/axe";
import { approveAsAdmin } from "../support/e2e/creator-pages";
import { expect, test } from "../support/e2e/fixtures";
import { seedMeal, seedPaidBooking, uniqueTag } from "../support/factories";

/** axe runs in the page, so only where JavaScript is on. */
async function expectNoAxeViolations(page: Page, javaScriptEnabled: boolean | undefined) {
  if (!javaScriptEnabled) return;
  const results = await axeScan(page);
  expect(results.violations).toEqual([]);
}

const shows = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

test("a creator applies, is approved, sets a password, logs in, recommends and logs out", async ({
  page,
  browser,
  seed,
  javaScriptEnabled,
}) => {
  const id = uniqueTag();
  const email = `creator-${id}@example.com`;
  const password = `paella-${id}`;
  const traveller = `Traveller ${id}`;

  await page.goto("/creator-signup");
  await expect(page.getByRole("heading", { level: 1, name: "Join as a Creator" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What we look for" })).toBeVisible();
  await expect(page.getByRole("complementary").getByRole("listitem")).toHaveText([
    /active social presence/,
    /passion/,
    /local knowledge/i,
    /audience of any size/,
  ]);
  await shows(page, "We review every application within 2–3 business days and send the next steps by email.");
  await expect(page.getByLabel("Instagram profile")).toHaveAttribute("aria-required", "true");
  await expect(page.getByText("TikTok profile (optional)")).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  const name = `Marta ${id}`;
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("City").fill("Madrid");
  await page.getByLabel("Instagram profile").fill(`@marta.${id}`);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await shows(page, "Application submitted successfully!");
  await shows(page, "We'll review your application and get back to you within 2-3 business days.");

  // Nobody can log in before approval and a password.
  await page.goto("/dashboard");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await shows(page, "Invalid credentials. Please check your email and password.");

  const link = await approveAsAdmin(browser, email, name);
  const request = seedPaidBooking(seed, { cityName: "Madrid", name: traveller });
  seedMeal(seed, request.id, { note: "Loves tapas bars" });

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Repeat password").fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in by setting the password: the dashboard at once, no second login.
  await shows(page, "Password saved");
  await shows(page, "You are signed in: here is your dashboard.");
  await expect(page.getByRole("heading", { name: "Creator Dashboard" })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  const card = page.getByRole("article", { name: traveller });
  await expect(card).toContainText("Madrid");
  await expect(card).toContainText("Loves tapas bars");
  await expect(card).not.toContainText("612345678");
  await card.getByRole("button", { name: /^Accept request/ }).click();
  await shows(page, "Request accepted");
  const form = page
    .getByRole("article", { name: traveller })
    .getByRole("form", { name: `Add a recommendation for ${traveller}` });
  await expect(page.getByRole("article", { name: traveller })).toContainText("No pick yet");
  await form.getByLabel("For which meal").selectOption("1");
  await form.getByLabel("Restaurant name").fill(`Casa Lucio ${id}`);
  await form.getByLabel("Map link").fill("https://maps.google.com/?q=Casa+Lucio");
  await form.getByLabel("Dish suggestion").fill("Huevos estrellados");
  await form.getByRole("button", { name: "Add Recommendation" }).click();
  await shows(page, "Recommendation submitted!");
  await shows(page, "Your restaurant recommendation has been added to the client's list.");
  await expect(
    page.getByRole("article", { name: traveller }).getByRole("link", { name: `Casa Lucio ${id}` }),
  ).toBeVisible();

  await page.getByRole("link", { name: "My Recommendations" }).click();
  await expect(page.getByRole("heading", { name: "My Recommendations" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Casa Lucio ${id}` })).toHaveAttribute(
    "href",
    "https://maps.google.com/?q=Casa+Lucio",
  );
  await expect(page.getByText(`For ${traveller} in Madrid`)).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Creator Login" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Creator Login" })).toBeVisible();
});

test("missing and malformed fields say so, tied to their fields, and focus the first one", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/creator-signup");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await shows(page, "Missing information");
  await shows(page, "Please fill in all required fields.");
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required");
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page.getByLabel("Full name").fill("Marta Malformed");
  await page.getByLabel("Email").fill("marta@");
  await page.getByLabel("City").fill("Valencia");
  await page.getByLabel("Instagram profile").fill("https://example.com/marta");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Valid email address is required");
  await expect(page.getByLabel("Instagram profile")).toHaveAccessibleDescription(
    "Enter your Instagram handle (like @yourname) or your instagram.com profile link",
  );
  await expect(page.getByLabel("Email")).toBeFocused();
  // Without JavaScript this is the server's answer: the typed values come back.
  await expect(page.getByLabel("Full name")).toHaveValue("Marta Malformed");
  await expect(page.getByLabel("Instagram profile")).toHaveValue("https://example.com/marta");

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Log in" }).click();
  await shows(page, "Please enter both email and password.");
  await expect(page.getByLabel("Email")).toBeFocused();
});

test("a wrong password is refused with the spec's message", async ({ page, javaScriptEnabled }) => {
  await page.goto("/dashboard");
  await page.getByLabel("Email").fill(`nobody-${uniqueTag()}@example.com`);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Log in" }).click();
  await shows(page, "Invalid credentials. Please check your email and password.");
  // Without JavaScript the page is the server's answer: it never sends the password back.
  if (!javaScriptEnabled) await expect(page.getByLabel("Password")).toHaveValue("");
});
