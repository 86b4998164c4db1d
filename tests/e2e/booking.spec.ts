import { axeScan } from "../support/e2e/axe";
import { expectToast, fillBooking, watchPosts } from "../support/e2e/booking-pages";
import { expect, test } from "../support/e2e/fixtures";
import { e2eDb } from "../support/e2e/journey";
import { uniqueEmail } from "../support/factories";

/** The traveller's journeys, with JavaScript on (project js) and off (project no-js). */

test("Madrid with 6 reservations costs €57, pays on the TEST checkout and lands on 'You're all set.'", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("madrid");
  const posts = await watchPosts(page);
  await page.goto("/clients");
  await expect(page.getByRole("heading", { level: 1, name: "Start Your Dining Plan" })).toBeVisible();
  await fillBooking(page, { city: "ES|Madrid", reservations: "6", email });
  // Live as the count changes (with JavaScript by the same price rule as the server, without by CSS).
  await expect(page.getByTestId("service-fee-total").filter({ visible: true })).toHaveText("€57");
  await expect(page.getByText("€39 base for up to 4 + 2 extras").filter({ visible: true })).toBeVisible();
  await expect(page.getByText("For destinations outside our main cities")).toBeHidden();
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  // The toast shows while the post is on its way, until the checkout page replaces this one.
  if (javaScriptEnabled) {
    await expect
      .poll(() => posts[0]?.toast)
      .toBe("Redirecting to payment...You'll be redirected to secure checkout to complete your booking (€57).×");
  }

  await expect(page).toHaveURL(/\/checkout\/test\/[a-z0-9]{16}$/);
  await expect(page.getByText("TEST checkout: no real payment is taken")).toBeVisible();
  await expect(page.getByTestId("checkout-amount")).toHaveText("€57");
  await page.getByRole("button", { name: "Pay €57 (TEST)" }).click();

  await expect(page).toHaveURL(/\/success\?session_id=cs_test_local_/);
  await expect(page.getByRole("heading", { name: "You're all set." })).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get("session_id")!;
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();

  const database = e2eDb();
  const row = database.prepare("select * from bookings where email = ?").get(email) as Record<string, unknown>;
  database.close();
  // The one Booking Reference is the readable one; the payment's code is not shown (decision 0058).
  await expect(page.getByText("Booking Reference", { exact: true })).toBeVisible();
  await expect(page.getByTestId("booking-reference")).toHaveText(row.readable_reference as string);
  await expect(page.getByText(sessionId.slice(-8).toUpperCase())).toHaveCount(0);
  expect(row).toMatchObject({
    city_name: "Madrid",
    reservations: 6,
    total_cents: 5700,
    payment_status: "succeeded",
    amount_paid_cents: 5700,
    stripe_session_id: sessionId,
  });
});

test("Paris shows the no-payment notice and ends with 'Request received.' and its trip link", async ({ page }) => {
  const email = uniqueEmail("paris");
  await page.goto("/clients");
  await fillBooking(page, { city: "EU|Paris", email });
  await expect(
    page.getByText(
      "For destinations outside our main cities, no payment is taken now. Submit your request and we'll confirm availability with a local food expert before proceeding.",
    ),
  ).toBeVisible();
  await expect(page.getByText("Service Fee")).toBeHidden();
  await page.getByRole("button", { name: "Submit Request (No Payment Now)" }).click();

  await expectToast(
    page,
    "Request received.",
    "A concierge will review availability for your destination and get back to you shortly. No payment has been taken.",
  );
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: "Request received." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open your trip page" })).toHaveAttribute(
    "href",
    /^\/trip\/[A-Za-z0-9_-]{43}$/,
  );

  const database = e2eDb();
  const row = database.prepare("select * from bookings where email = ?").get(email) as Record<string, unknown>;
  database.close();
  expect(row).toMatchObject({ city_name: "Paris", payment_status: "not_required", requires_payment: 0 });
});

test("the top bar offers 'For Creators' and 'Creator Login'", async ({ page }) => {
  await page.goto("/clients");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "For Creators" })).toHaveAttribute("href", "/creators");
  await expect(nav.getByRole("link", { name: "Creator Login" })).toHaveAttribute("href", "/dashboard");
});

test("/success without a session id points a stranger to the email and 'lost your link?'", async ({ page }) => {
  await page.goto("/success");
  await expect(page.getByRole("heading", { name: "Looking for your booking?" })).toBeVisible();
  await expect(page.getByText("Payment Verification Failed")).toHaveCount(0);
  await page.getByRole("link", { name: "Lost your link?" }).click();
  await expect(page).toHaveURL(/\/trip$/);
});

test("the TEST checkout and /success (look-up and paid) have no accessibility violations", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the browser");
  const violations = async () => (await axeScan(page)).violations;
  await page.goto("/success");
  await expect(page.getByRole("heading", { name: "Looking for your booking?" })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto("/clients");
  await fillBooking(page, { city: "ES|Valencia", email: uniqueEmail("axe") });
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  await expect(page.getByTestId("checkout-amount")).toHaveText("€39");
  expect(await violations()).toEqual([]);
  await page.getByRole("button", { name: "Pay €39 (TEST)" }).click();
  await expect(page.getByRole("heading", { name: "You're all set." })).toBeVisible();
  expect(await violations()).toEqual([]);
});
