import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { insertBookings, insertCreator } from "../integration/admin-seed";
import { inDays } from "./booking-support";
import { E2E_ADMIN_TOKEN } from "./support";

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

test.beforeAll(async () => {
  if (seeded) return;
  seeded = true;
  const database = new Database(process.env.E2E_DB_PATH ?? "", { fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  try {
    // Long, unbroken values are what push a narrow layout wider than the screen.
    insertBookings(database, [
      { name: `Reflow ${run} Maximiliana Wolfeschlegelsteinhausenberger`, cityName: "Palma de Mallorca" },
      { name: `Reflow ${run} paid`, paymentStatus: "succeeded", stripeSessionId: `cs_test_reflow_${run}_ABCDEFGH` },
    ]);
    const id = insertCreator(database, { email: creator.email, city: "Madrid", name: `Reflow ${run}` });
    database
      .prepare("update creators set status = 'approved', approved_at = ?, password_hash = ? where id = ?")
      .run(new Date().toISOString(), await hash(creator.password, { algorithm: 2 }), id);
    insertBookings(database, [{ name: `Reflow ${run} request`, cityName: "Madrid", paymentStatus: "succeeded" }]);
    // A stored email with a long, unbroken address, subject and text line.
    const long = `reflow-${run}-${"x".repeat(80)}`;
    mailId = Number(
      database
        .prepare(
          "insert into mail_messages (type, to_address, subject, html, text, attachments, status) values ('trip_link', ?, ?, ?, ?, '[]', 'stored')",
        )
        .run(
          `${long}@example.com`,
          `Reflow ${long}`,
          `<p>${long}</p>`,
          `Open your trip https://example.com/trip/${long}`,
        ).lastInsertRowid,
    );
  } finally {
    database.close();
  }
});

/** The widest the document gets, and what sticks out past the screen's right edge (to say why). */
async function expectFits(page: Page, label: string) {
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
  const saved = await request.post("/api/save-booking", {
    data: {
      city: "ES|Madrid",
      checkIn: inDays(20),
      checkOut: inDays(23),
      reservations: 2,
      name: "Reflow Traveller",
      email: `reflow-success-${run}@example.com`,
      countryCode: "+34",
      phoneNumber: "612345678",
    },
  });
  expect(saved.status()).toBe(201);
  const { booking } = await saved.json();
  const session = await request.post("/api/create-payment-session", { data: { bookingId: booking.bookingId } });
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
