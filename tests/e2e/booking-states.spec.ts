import {
  expectToast,
  fillBooking,
  holdRequests,
  waitForApp,
  watchPosts,
  whileDatabaseRefuses,
} from "../support/e2e/booking-pages";
import { expect, test } from "../support/e2e/fixtures";
import { e2eDb } from "../support/e2e/journey";
import { uniqueEmail } from "../support/factories";

/** The in-between and failure states of the booking journey, with JavaScript on (js) and off (no-js). */

const bookingsFor = (email: string) => {
  const database = e2eDb();
  const rows = database.prepare("select * from bookings where email = ?").all(email) as Array<Record<string, unknown>>;
  database.close();
  return rows;
};

test("while the form is on its way the button says 'Processing...' or 'Sending...' and is disabled", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "needs JavaScript");
  const posts = await watchPosts(page);
  for (const [city, idle, busy, next] of [
    ["ES|Ibiza", "Secure Payment with Stripe", "Processing...", /\/checkout\/test\//],
    ["EU|Rome", "Submit Request (No Payment Now)", "Sending...", /\/success$/],
  ] as const) {
    await page.goto("/clients");
    await fillBooking(page, { city, email: uniqueEmail("pending") });
    await page.getByRole("button", { name: idle }).click();
    await expect.poll(() => posts.at(-1)).toMatchObject({ button: busy, disabled: true });
    await expect(page).toHaveURL(next);
  }
  expect(posts).toHaveLength(2);
});

test("'Verifying Payment...' shows while the app checks the payment on its way to /success", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript the browser waits for the verified page itself");
  await page.goto("/clients");
  await fillBooking(page, { city: "ES|Barcelona", email: uniqueEmail("verifying") });
  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await waitForApp(page);
  const release = await holdRequests(page, /\/success\.data/);
  await page.getByRole("button", { name: /^Pay €39/ }).click();
  await expect(page.getByRole("status").getByRole("heading", { name: "Verifying Payment..." })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "You're all set." })).toBeVisible();
  await expect(page.getByText("Verifying Payment...")).toBeHidden();
});

test("a booking that cannot be stored says 'Submission failed' and keeps the form as typed", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("failing-store");
  const trigger = `before insert on bookings when new.email like 'failing-store-%'`;
  await whileDatabaseRefuses(`refuse_store_${testInfo.project.name.replace("-", "_")}`, trigger, async () => {
    await page.goto("/clients");
    await fillBooking(page, { city: "EU|Paris", email });
    await page.getByRole("button", { name: "Submit Request (No Payment Now)" }).click();
    await expectToast(page, "Submission failed", "There was an error submitting your request. Please try again.");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Destination city")).toHaveValue("EU|Paris");
    await expect(page.getByRole("button", { name: "Submit Request (No Payment Now)" })).toBeEnabled();
  });
  expect(bookingsFor(email)).toEqual([]);
});

test("a checkout that cannot be opened says 'Payment failed'; trying again pays the same booking", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("payfail");
  // Recording the new checkout session on the booking fails, as a provider outage would.
  const trigger = `before update of stripe_session_id on bookings when new.email like 'payfail-%'`;
  await whileDatabaseRefuses(`refuse_checkout_${testInfo.project.name.replace("-", "_")}`, trigger, async () => {
    await page.goto("/clients");
    await fillBooking(page, { city: "ES|Madrid", reservations: "6", email });
    await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
    await expectToast(page, "Payment failed", "There was an error processing your payment. Please try again.");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Number of reservations")).toHaveValue("6");
  });
  expect(bookingsFor(email)).toMatchObject([{ payment_status: "pending", stripe_session_id: null }]);

  await page.getByRole("button", { name: "Secure Payment with Stripe" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/[a-z0-9]{16}$/);
  await expect(page.getByTestId("checkout-amount")).toHaveText("€57");
  expect(bookingsFor(email)).toHaveLength(1);
});
