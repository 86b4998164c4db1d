import type { Page } from "@playwright/test";
import { axeScan } from "../support/e2e/axe";
import { expectToast, fillBooking } from "../support/e2e/booking-pages";
import { expect, test } from "../support/e2e/fixtures";
import { e2eDb, watchConsole } from "../support/e2e/journey";
import { openPaidTrip, updateBooking } from "../support/e2e/trip-journey";
import { uniqueEmail } from "../support/factories";

/** The traveller's side after payment, with JavaScript on (project js) and off (project no-js). */

const expectNoViolations = async (page: Page) => expect((await axeScan(page)).violations).toEqual([]);

test("Madrid: pay, follow the trip link from /success, send preferences for 2 meals, see them received", async ({
  page,
}) => {
  const email = uniqueEmail("trip");
  await page.goto("/clients");
  await fillBooking(page, { city: "ES|Madrid", reservations: "2", email });
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  await page.getByRole("button", { name: "Pay €39 (TEST)" }).click();
  await expect(page.getByRole("heading", { name: "You're all set." })).toBeVisible();
  await page.getByRole("link", { name: "Tell us what you'd like to eat" }).click();

  await expect(page).toHaveURL(/\/trip\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your trip to Madrid" })).toBeVisible();
  await expect(page.getByText("€39", { exact: true })).toBeVisible();
  const meal1 = page.getByRole("group", { name: "Meal 1" });
  const meal2 = page.getByRole("group", { name: "Meal 2" });
  await expect(page.getByRole("group", { name: "Meal 3" })).toHaveCount(0);
  await meal1.getByLabel("Meal", { exact: true }).selectOption("dinner");
  await meal1.getByLabel("Vibe").selectOption("local_favourite");
  await meal1.getByLabel("Cuisine").fill("Tapas");
  await meal1.getByLabel("Budget per person").selectOption("30_60");
  await meal1.getByLabel("Party size").fill("3");
  await meal2.getByLabel("Same as meal 1").check();
  // The copied answers step aside (by CSS, so also without JavaScript); the date stays.
  await expect(meal2.getByLabel("Vibe")).toBeHidden();
  await expect(meal2.getByLabel("Date (optional)")).toBeVisible();
  await page.getByLabel("Vegetarian").check();
  await page.getByLabel("I agree that Sobremesa uses this to book suitable restaurants").check();
  await page.getByRole("button", { name: "Save my preferences" }).click();

  await expectToast(
    page,
    "Preferences received",
    "Thank you: your concierge has your answers. You can change them here until curating starts.",
  );
  const timeline = page.getByRole("list", { name: "What happens next" });
  const received = timeline.getByRole("listitem").filter({ hasText: "Preferences received" });
  await expect(received).toHaveAttribute("data-done", "true");
  await expect(received.getByText("(done)")).toBeAttached();
  await expect(timeline.getByRole("listitem").filter({ hasText: "Itinerary expected by" })).toContainText(
    /\d{2}:\d{2}/,
  );
  // The form keeps the answers for another change.
  await expect(meal1.getByLabel("Vibe")).toHaveValue("local_favourite");

  const database = e2eDb();
  const booking = database.prepare("select id, status from bookings where email = ?").get(email) as {
    id: number;
    status: string;
  };
  const meals = database
    .prepare("select vibe, party_size from meals where booking_id = ? order by position")
    .all(booking.id);
  const events = database
    .prepare("select to_status from booking_events where booking_id = ? order by id")
    .all(booking.id);
  database.close();
  expect(booking.status).toBe("preferences_received");
  expect(meals).toEqual([
    { vibe: "local_favourite", party_size: 3 },
    { vibe: "local_favourite", party_size: 3 },
  ]);
  expect(events).toEqual([{ to_status: "pending" }, { to_status: "paid" }, { to_status: "preferences_received" }]);
});

test("invalid answers show errors at their fields, focus the first, and refuse dietary needs without consent", async ({
  page,
  javaScriptEnabled,
}) => {
  await openPaidTrip(page);
  await page.getByLabel("Nut allergy").check();
  await page.getByRole("button", { name: "Save my preferences" }).click();
  const meal1 = page.getByRole("group", { name: "Meal 1" });
  await expect(meal1.getByText("Choose a vibe", { exact: true })).toBeVisible();
  await expect(meal1.getByLabel("Vibe")).toBeFocused();
  await expect(meal1.getByLabel("Vibe")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/^Tick this box so we may use your dietary needs/)).toBeVisible();
  // The values typed are kept.
  await expect(page.getByLabel("Nut allergy")).toBeChecked();
  if (javaScriptEnabled) await expectNoViolations(page);
});

test("a Paris request's trip page says a concierge is checking availability, with no form", async ({ page }) => {
  await page.goto("/clients");
  await fillBooking(page, { city: "EU|Paris", email: uniqueEmail("trip-paris") });
  await page.getByRole("button", { name: "Submit Request (No Payment Now)" }).click();
  // Followed by its address rather than clicked: in two full runs of the suite (never alone, nor
  // with its neighbours), the page stayed on /success for 15 s after the click, cause not found;
  // what this test is about is the trip page the link leads to.
  const link = page.getByRole("link", { name: "Open your trip page" });
  await expect(link).toHaveAttribute("href", /^\/trip\/[\w-]{43}$/);
  await page.goto((await link.getAttribute("href")) ?? "");
  await expect(
    page.getByRole("heading", { name: "Request received: a concierge is checking availability in Paris" }),
  ).toBeVisible();
  await expect(page.getByText(/^€\d+ if we can take it; nothing is charged now$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save my preferences" })).toHaveCount(0);
});

test("once curating starts the answers are read-only, pointing to the conversation and the phone for changes", async ({
  page,
  javaScriptEnabled,
}) => {
  const trip = await openPaidTrip(page, 1);
  await page.getByLabel("Vibe").selectOption("romantic");
  await page.getByLabel("Budget per person").selectOption("over_100");
  await page.getByRole("button", { name: "Save my preferences" }).click();
  await expect(
    page
      .getByRole("list", { name: "What happens next" })
      .getByRole("listitem")
      .filter({ hasText: "Preferences received" }),
  ).toHaveAttribute("data-done", "true");
  const browserConsole = watchConsole(page);
  updateBooking(trip.reference, { status: "curating" });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your answers" })).toBeVisible();
  await expect(page.getByText("Romantic", { exact: true })).toBeVisible();
  // Changes go through the page's own conversation (or a call), not away to an email address.
  const answers = page.getByRole("region", { name: "Your answers" });
  await expect(answers.getByRole("link", { name: "tell your concierge in the conversation below" })).toHaveAttribute(
    "href",
    "#conversation",
  );
  await expect(answers.getByRole("link", { name: /^\+34/ })).toHaveAttribute("href", /^tel:/);
  await expect(answers.getByRole("link", { name: "support@sobremesa.example" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save my preferences" })).toHaveCount(0);
  if (javaScriptEnabled) await expectNoViolations(page);
  // The browser took over the page the server sent: any difference between the two would be
  // reported here as React's hydration error.
  expect(browserConsole.hydrationWarnings()).toEqual([]);
});

test("an unknown link is a 404 that offers the lost-link form, which answers the same either way", async ({
  page,
  javaScriptEnabled,
}) => {
  const response = await page.goto(`/trip/${"N".repeat(43)}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { name: "This link doesn't open a trip" })).toBeVisible();
  if (javaScriptEnabled) await expectNoViolations(page);
  await page.getByRole("button", { name: "Email me my trip link" }).click();
  await expect(page.getByText("Enter the email address you booked with")).toBeVisible();
  await page.getByLabel("Email").fill(uniqueEmail("lost-link"));
  await page.getByLabel("Booking reference").fill("ABCDEFGH");
  await page.getByRole("button", { name: "Email me my trip link" }).click();
  await expectToast(page, "Check your inbox", "If these match a trip, we've emailed its link.");
  await expect(page).toHaveURL(/\/trip$/);
  if (javaScriptEnabled) await expectNoViolations(page);
});
