import { expect, test } from "../support/e2e/fixtures";
import { seedPaidBooking } from "../support/factories";

/** The shared fixtures give what they promise, with JavaScript on and off. */

test("adminPage is past the admin gate, and its session is the page's own", async ({ adminPage, context }) => {
  await expect(adminPage.getByRole("heading", { name: "Internal Database" })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === "sm_admin")).toBe(true);
  await adminPage.goto("/payment-admin");
  await expect(adminPage.getByRole("heading", { name: "Payment Dashboard" })).toBeVisible();
});

test("creatorPage is the seeded creator's dashboard, with a paid request of their city", async ({
  creatorPage,
  creator,
  seed,
}) => {
  const traveller = `Fixture traveller ${creator.id}`;
  seedPaidBooking(seed, { cityName: creator.city, name: traveller });
  await creatorPage.goto("/dashboard");
  await expect(creatorPage.getByRole("heading", { name: "Creator Dashboard" })).toBeVisible();
  await expect(creatorPage.getByRole("article", { name: traveller })).toContainText(creator.city);
});

test("adminPage and creatorPage are separate browsers side by side", async ({ adminPage, creatorPage }) => {
  await creatorPage.goto("/admin");
  await expect(creatorPage.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await adminPage.goto("/dashboard");
  await expect(adminPage.getByRole("heading", { name: "Creator Login" })).toBeVisible();
});

test("server is a server of the worker's own, on its own database", async ({ server, page }) => {
  expect(server.databasePath).not.toBe(process.env.E2E_DB_PATH);
  // Other tests of the worker may have given it a team by now: either way /admin asks for a sign-in.
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole("heading", { name: /^(Admin Access|Team sign-in)$/ })).toBeVisible();
});
