import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { mailMessages } from "~/db/schema";
import { validBooking } from "../support/booking-form.mjs";
import { expect, test } from "../support/e2e/fixtures";
import { E2E_ADMIN_TOKEN } from "../support/e2e/journey";
import { openPaidTrip } from "../support/e2e/trip-journey";
import { seedBookings, seedCreatorAccount, seedPaidBooking, uniqueEmail, uniqueTag } from "../support/factories";

/**
 * Reflow at 320 CSS px (WCAG 2.2, 1.4.10): no page may scroll sideways on a small phone,
 * in every state a person reaches it in. Wide admin tables scroll inside their own region.
 */
const run = randomUUID().slice(0, 8);
const creator = { email: `reflow-${run}@example.com`, password: `reflow-password-${run}` };

/**
 * Seeded once per worker: a worker can run this file's hook again for a later test, with
 * the same run id, and a second seed would collide with the first's unique session id.
 */
let seeded = false;
let mailId = 0;

test.beforeAll(async ({ seed }) => {
  if (seeded) return;
  seeded = true;
  // Long, unbroken values are what push a narrow layout wider than the screen.
  seedBookings(seed, [
    { name: `Reflow ${run} Maximiliana Wolfeschlegelsteinhausenberger`, cityName: "Palma de Mallorca" },
    { name: `Reflow ${run} paid`, paymentStatus: "succeeded", stripeSessionId: `cs_test_reflow_${run}_ABCDEFGH` },
  ]);
  await seedCreatorAccount(seed, { ...creator, city: "Madrid", name: `Reflow ${run}` });
  seedPaidBooking(seed, { name: `Reflow ${run} request`, cityName: "Madrid" });
  // A stored email with a long, unbroken address, subject and text line.
  const long = `reflow-${run}-${"x".repeat(80)}`;
  mailId = seed
    .insert(mailMessages)
    .values({
      type: "trip_link",
      toAddress: `${long}@example.com`,
      subject: `Reflow ${long}`,
      html: `<p>${long}</p>`,
      text: `Open your trip https://example.com/trip/${long}`,
      attachments: [],
      status: "stored",
    })
    .returning({ id: mailMessages.id })
    .get().id;
});

/** The widest the document gets, and what sticks out past the screen's right edge (to say why). */
async function expectFits(page: Page, label: string) {
  // A form's answer may still be loading (no script keeps the old page): measure the page that came.
  await page.waitForLoadState("load");
  const measured = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      // Content inside a scrolling region does not widen the page.
      .filter((element) => !element.parentElement?.closest(".overflow-x-auto"))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wider };
  });
  expect(measured.scrollWidth, `${label} is ${measured.scrollWidth}px wide: ${measured.wider.join(", ")}`).toBe(320);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectFits(page, path);
}

test.use({ viewport: { width: 320, height: 640 } });

test("every public page fits 320 px", async ({ page }) => {
  for (const path of ["/", "/about", "/privacy", "/creators", "/creator-signup", "/clients", "/success"]) {
    await visit(page, path);
  }
});

test("/clients fits 320 px with every error shown and a long name typed", async ({ page, javaScriptEnabled }) => {
  await page.goto("/clients");
  await page.getByLabel("Full name").fill("Maximiliana Wolfeschlegelsteinhausenbergerdorff");
  await page.getByRole("button", { name: /Secure Payment with Stripe/ }).click();
  await expect(page.getByText("Destination city is required")).toBeVisible();
  await expectFits(page, `/clients with errors (JavaScript ${javaScriptEnabled ? "on" : "off"})`);
});

test("/success fits 320 px with a booking reference", async ({ page, request }) => {
  const values = validBooking({
    reservations: "2",
    name: `Reflow Traveller ${uniqueTag()}`,
    email: uniqueEmail("reflow-success"),
  });
  const saved = await request.post("/api/save-booking", { data: values });
  expect(saved.status()).toBe(201);
  const { booking } = await saved.json();
  const session = await request.post("/api/create-payment-session", {
    data: { bookingId: booking.bookingId, idempotencyKey: values.idempotencyKey },
  });
  await page.goto((await session.json()).url);
  await page.getByRole("button", { name: /Pay/ }).click();
  await expect(page.getByRole("heading", { name: "You're all set." })).toBeVisible();
  await expectFits(page, "/success (paid)");
});

test("/dashboard fits 320 px, logged out and logged in", async ({ page }) => {
  await visit(page, "/dashboard");
  await page.getByLabel("Email").fill(creator.email);
  await page.getByLabel("Password").fill(creator.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Creator Dashboard" })).toBeVisible();
  await expectFits(page, "/dashboard (logged in)");
  await page.getByRole("link", { name: "My Recommendations" }).click();
  await expectFits(page, "/dashboard (recommendations)");
});

test("/admin and /payment-admin fit 320 px, at the gate and unlocked", async ({ page }) => {
  await visit(page, "/admin");
  await visit(page, "/payment-admin");
  await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { name: "Payment Dashboard" })).toBeVisible();
  await expectFits(page, "/payment-admin (unlocked)");
  for (const path of ["/admin", "/admin?tab=creators", `/admin?q=${run}`]) await visit(page, path);
  // The table is wider than the phone: it scrolls inside its own region instead.
  const region = page.locator(".overflow-x-auto").first();
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await visit(page, "/admin/mail");
  await visit(page, `/admin/mail/${mailId}`);
});

test("/trip fits 320 px: lost link, unknown link, the form with errors, the answers", async ({ page }) => {
  await visit(page, "/trip");
  await visit(page, `/trip/${"R".repeat(43)}`);
  await openPaidTrip(page, 3);
  await expectFits(page, "/trip/:token (form)");
  await page.getByRole("group", { name: "Meal 2" }).getByLabel("Note").fill("W".repeat(200));
  await page.getByLabel("Shellfish allergy").check();
  await page.getByRole("button", { name: "Save my preferences" }).click();
  await expect(page.getByText(/^Tick this box so we may use your dietary needs/)).toBeVisible();
  await expectFits(page, "/trip/:token (errors)");
});
