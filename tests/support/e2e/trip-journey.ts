import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { validBooking } from "../booking-form.mjs";
import { uniqueEmail, uniqueTag } from "../factories";

/** Helpers for the trip page journeys: a paid trip opened from its email, and moving it on as the concierge would. */

/**
 * The trip link in the traveller's delivered mail of this type, as a path (the e2e server has
 * no SMTP server, so its mail is stored as sent).
 */
async function tripPathFromMail(reference: string, type = "payment_confirmed"): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      () => {
        const database = new Database(process.env.E2E_DB_PATH ?? "", { readonly: true, fileMustExist: true });
        try {
          const row = database
            .prepare(
              "select m.text from mail_messages m join bookings b on b.id = m.booking_id where b.reference = ? and m.type = ?",
            )
            .get(reference, type) as { text: string } | undefined;
          path = row && /\/trip\/[A-Za-z0-9_-]{43}/.exec(row.text)?.[0];
          return path;
        } finally {
          database.close();
        }
      },
      // The mail worker sends in the background: on a loaded two-core machine it has taken over 15 s.
      { timeout: 45_000 },
    )
    .toBeTruthy();
  return path!;
}

/**
 * A Madrid booking made through the API and paid on the TEST checkout; the page ends on its
 * trip page, opened from the payment email: /success shows the link only in a browser that
 * posted the booking form, and an API client's traveller gets it by email (decision 0026).
 */
export async function openPaidTrip(page: Page, reservations = 2) {
  const email = uniqueEmail("trip");
  const values = validBooking({ reservations: String(reservations), name: `Trip Traveller ${uniqueTag()}`, email });
  const saved = await page.request.post("/api/save-booking", { data: values });
  expect(saved.status()).toBe(201);
  const { booking } = await saved.json();
  // The client proves the booking is its own with its idempotency key (decision 0045).
  const session = await page.request.post("/api/create-payment-session", {
    data: { bookingId: booking.bookingId, idempotencyKey: values.idempotencyKey },
  });
  await page.goto((await session.json()).url);
  await page.getByRole("button", { name: /Pay/ }).click();
  await expect(page.getByText("We've emailed your trip link to the address you gave.")).toBeVisible();
  await page.goto(await tripPathFromMail(booking.bookingId));
  await expect(page.getByRole("heading", { level: 1, name: "Your trip to Madrid" })).toBeVisible();
  return { email, reference: booking.bookingId as string };
}

/** The columns a journey moves a booking's row on by, as the concierge's tools or time passing would. */
type BookingChange = { status?: string; language?: string; paid_at?: string };

/** Writes those columns straight into the e2e server's database. */
export function updateBooking(reference: string, change: BookingChange) {
  const database = new Database(process.env.E2E_DB_PATH ?? "", { fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  try {
    const columns = Object.keys(change);
    database
      .prepare(
        `update bookings set ${columns.map((column) => `${column} = @${column}`).join(", ")} where reference = @reference`,
      )
      .run({ ...change, reference });
  } finally {
    database.close();
  }
}

/** The instant `days` days ago, for `paid_at`: 20 days end the withdrawal right. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
