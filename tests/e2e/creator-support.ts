import { createHash, randomBytes, randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { priceFor } from "../../app/domain/pricing";

/**
 * TEST-ONLY helpers for the creator journey. The admin screen's approve button comes with
 * the admin issue, so these write straight into the e2e server's database (WAL mode makes
 * a second writer safe). `approveInDb` does what `approveCreator` stores: status, a random
 * token kept only as its SHA-256, a 72-hour expiry.
 */

function writable(): Database.Database {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set (playwright.config.ts sets it)");
  const database = new Database(path, { fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  return database;
}

/** Approves the application for this email and returns its one-time set-password path. */
export function approveInDb(email: string): string {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const database = writable();
  try {
    const result = database
      .prepare(
        `update creators set status = 'approved', approved_at = ?, set_password_token_hash = ?,
         set_password_expires_at = ? where email = ?`,
      )
      .run(
        now.toISOString(),
        createHash("sha256").update(token).digest("hex"),
        new Date(now.getTime() + 72 * 60 * 60 * 1000).toISOString(),
        email.toLowerCase(),
      );
    if (result.changes !== 1) throw new Error(`no application for ${email}`);
  } finally {
    database.close();
  }
  return `/set-password?token=${token}`;
}

/** A paid booking for the city, as the booking form and Stripe would leave it. */
export function seedPaidBooking(cityName: string, name: string): void {
  const price = priceFor(2);
  const database = writable();
  try {
    database
      .prepare(
        `insert into bookings (reference, region_code, city_name, check_in, check_out, reservations, name, email,
          country_code, phone_country, phone_number, phone, base_price_cents, included_reservations,
          extra_price_cents, extra_count, total_cents, payment_status, requires_payment, preferences)
         values (?, 'ES', ?, '2030-06-10', '2030-06-13', ?, ?, ?, '+34', 'ES', '600111222', '+34600111222',
          ?, ?, ?, ?, ?, 'succeeded', 1, 'Loves tapas bars')`,
      )
      .run(
        randomUUID(),
        cityName,
        price.reservationCount,
        name,
        `${randomUUID()}@example.com`,
        price.basePrice,
        price.included,
        price.extraPrice,
        price.extraCount,
        price.totalPrice,
      );
  } finally {
    database.close();
  }
}
