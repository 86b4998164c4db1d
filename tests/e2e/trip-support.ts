import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { inDays } from "./booking-support";

/** Helpers for the trip page journeys: a paid trip opened from /success, and moving it on as the concierge would. */

/** A Madrid booking made through the API and paid on the TEST checkout; the page ends on its trip page. */
export async function openPaidTrip(page: Page, reservations = 2) {
  const email = `trip-${randomUUID().slice(0, 8)}@example.com`;
  const saved = await page.request.post("/api/save-booking", {
    data: {
      city: "ES|Madrid",
      checkIn: inDays(20),
      checkOut: inDays(23),
      reservations,
      name: "Trip Traveller",
      email,
      countryCode: "+34",
      phoneNumber: "612345678",
    },
  });
  expect(saved.status()).toBe(201);
  const { booking } = await saved.json();
  const session = await page.request.post("/api/create-payment-session", { data: { bookingId: booking.bookingId } });
  await page.goto((await session.json()).url);
  await page.getByRole("button", { name: /Pay/ }).click();
  await page.getByRole("link", { name: "Tell us what you'd like to eat" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your trip to Madrid" })).toBeVisible();
  return { email, reference: booking.bookingId as string };
}

/** Sets a booking's status straight in the e2e server's database, as the concierge's tools will. */
export function setStatus(reference: string, status: string) {
  const database = new Database(process.env.E2E_DB_PATH ?? "", { fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  try {
    database.prepare("update bookings set status = ? where reference = ?").run(status, reference);
  } finally {
    database.close();
  }
}
