import { createHash, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { validBooking } from "../support/booking-form.mjs";
import { OUTBOX_WAIT_MS, unlock } from "../support/e2e/admin-pages";
import { expect, test } from "../support/e2e/fixtures";
import { openSeedDatabase, seedCreatorAccount, seedRecommendation, uniqueEmail } from "../support/factories";

/**
 * A change request's loop as a concierge runs it, JavaScript on and off: the traveller asks to
 * move meal 2 from the trip page, the concierge's email is in /admin/mail straight away, "Done"
 * opens meal 2's table form filled with the new date, time and party, and saving it resolves
 * the request and emails the traveller the reply; the creator whose pick meal 2 was booked from
 * reads on their dashboard that the booking changed.
 */

function sql<T = unknown>(query: string, ...args: unknown[]): T {
  const database = new Database(process.env.E2E_DB_PATH ?? "", { fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  try {
    const statement = database.prepare(query);
    return (statement.reader ? statement.get(...args) : statement.run(...args)) as T;
  } finally {
    database.close();
  }
}

/** A paid two-meal Madrid trip with its concierge, opened from a trip link of its own. */
async function paidTripWithConcierge(page: Page) {
  const values = validBooking({ reservations: "2", email: uniqueEmail("change") });
  const saved = await page.request.post("/api/save-booking", { data: values });
  expect(saved.status()).toBe(201);
  const reference = (await saved.json()).booking.bookingId as string;
  const email = uniqueEmail("concierge");
  sql(
    "insert into staff (name, email, role, status, language) values ('Marta López', ?, 'concierge', 'active', 'en')",
    email,
  );
  sql(
    "update bookings set status = 'paid', payment_status = 'succeeded', paid_at = ?, assigned_staff_id = (select id from staff where email = ?) where reference = ?",
    new Date().toISOString(),
    email,
    reference,
  );
  const token = randomBytes(32).toString("base64url");
  sql(
    "insert into trip_links (booking_id, token_hash, expires_at) select id, ?, '2099-01-01T00:00:00.000Z' from bookings where reference = ?",
    createHash("sha256").update(token).digest("hex"),
    reference,
  );
  const { checkIn, id } = sql<{ checkIn: string; id: number }>(
    "select check_in as checkIn, id from bookings where reference = ?",
    reference,
  );
  // The creator on the trip, whose pick for meal 2 is the restaurant the concierge books.
  const database = openSeedDatabase(process.env.E2E_DB_PATH ?? "");
  const creator = await seedCreatorAccount(database, { city: "Madrid" });
  seedRecommendation(database, { bookingId: id, creatorId: creator.id, mealPosition: 2, restaurantName: "Casa Lucio" });
  database.$client.close();
  sql("update bookings set assigned_creator_id = ? where id = ?", creator.id, id);
  return { reference, email, token, checkIn, creator };
}

test("the traveller asks, the concierge is mailed at once, Done opens the prefilled table form, saving resolves it", async ({
  page,
}, info) => {
  // Room for the outbox's deferral on top of a long walk through three screens.
  test.setTimeout(150_000);
  const { reference, token, checkIn, creator } = await paidTripWithConcierge(page);
  await page.goto(`/trip/${token}`);
  await page.getByLabel("Your message").fill("Could meal 2 be at 21:00 for four?");
  const change = page.getByRole("group", { name: /Is this a change request/ });
  await change.getByLabel("Meal").selectOption("2");
  await change.getByLabel("New date").fill(checkIn);
  await change.getByLabel("New time").fill("21:00");
  await change.getByLabel("New party size").fill("4");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Could meal 2 be at 21:00 for four?").first()).toBeVisible();

  await unlock(page);
  // The outbox sends it on its next round (no SMTP here: the copy is stored), not ten minutes
  // later; a saturated server may hold it up to 30 s.
  await expect(async () => {
    await page.goto("/admin/mail");
    await expect(page.getByText(/Change request from/).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: OUTBOX_WAIT_MS });
  await page
    .getByRole("link", { name: /Change request from/ })
    .first()
    .click();
  await expect(page.getByText(/meal 2/).first()).toBeVisible();
  if (info.project.name === "js") await page.screenshot({ path: "/tmp/h2/h12-admin-mail.png", fullPage: true });

  await page.goto(`/admin/bookings/${reference}#conversation`);
  const card = page.getByTestId("open-change-requests");
  await card.getByLabel("Reply to the traveller").fill("Moved: 21:00 for four.");
  await card.getByRole("button", { name: "Done, reply" }).click();
  const form = page.getByRole("form", { name: "Reservation for meal 2" });
  await expect(form.getByLabel("Time", { exact: true })).toHaveValue("21:00");
  await expect(form.getByLabel("Party size")).toHaveValue("4");
  await expect(form.getByLabel("Date", { exact: true })).toHaveValue(checkIn);
  await expect(form.getByLabel("Reply to the traveller")).toHaveValue("Moved: 21:00 for four.");
  if (info.project.name === "js") {
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/h2/h12-prefilled-form.png", fullPage: false });
  }
  await form.getByLabel("Restaurant", { exact: true }).fill("Casa Lucio");
  await form.getByLabel("Address", { exact: true }).fill("Calle Cava Baja 35, Madrid");
  await form.getByRole("button", { name: "Save meal 2 and resolve the request" }).click();
  await expect(page.getByText("Change made").first()).toBeVisible();
  await expect(page.getByTestId("open-change-requests")).toHaveCount(0);
  const stored = sql<{ status: string; time: string; party: number }>(
    "select c.status as status, r.local_time as time, r.party_size as party from change_requests c join reservations r on r.booking_id = c.booking_id and r.meal_position = c.meal_position join bookings b on b.id = c.booking_id where b.reference = ?",
    reference,
  );
  expect(stored).toEqual({ status: "done", time: "21:00", party: 4 });

  // The creator signs in and reads, on the request's card, what their pick's table became.
  const creatorPage = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  await creatorPage.goto("/dashboard");
  await creatorPage.getByLabel("Email").fill(creator.email);
  await creatorPage.getByLabel("Password").fill(creator.password);
  await creatorPage.getByRole("button", { name: "Log in" }).click();
  await expect(creatorPage.getByRole("heading", { name: "Creator Dashboard" })).toBeVisible();
  await expect(creatorPage.getByTestId("booking-changes")).toContainText(
    /Booking changed: Casa Lucio, now .* 21:00 for 4/,
  );
  await creatorPage.close();
});
