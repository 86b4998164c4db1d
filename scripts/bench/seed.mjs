// @ts-check
/** Seeds bookings straight into a (migrated) database file, in one transaction. */
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";

const CITIES = [
  ["ES", "Madrid", true],
  ["ES", "Barcelona", true],
  ["EU", "Paris", false],
  ["LATAM", "Lima", false],
  ["ASIA", "Tokyo", false],
  ["other", "Other", false],
];
// Names that make the CSV quote, escape and neutralise (the export must handle them).
const NAMES = [
  "Ana García",
  'Lee "Jet" Park',
  "Smith, John",
  "Zoë Ørsted",
  "=HYPERLINK(1)",
  "山田 太郎",
  "Line\nBreak",
];

/**
 * Adds bookings until the table holds `total` rows; returns how many it added.
 * @param {string} databasePath
 * @param {number} total
 */
export function seedBookings(databasePath, total) {
  const sqlite = new Database(databasePath);
  sqlite.pragma("busy_timeout = 5000");
  const existing = /** @type {number} */ (sqlite.prepare("select count(*) from bookings").pluck().get());
  const insert =
    sqlite.prepare(`insert into bookings (reference, readable_reference, region_code, city_name, check_in, check_out,
      reservations, name, email, country_code, phone_country, phone_number, phone, base_price_cents,
      included_reservations, extra_price_cents, extra_count, total_cents, currency, status, payment_status,
      requires_payment, stripe_session_id, created_at, updated_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, '+34', 'ES', '612345678', '+34 612345678', 3900, 4, 900, ?, ?, 'eur', 'pending', ?, ?, ?, ?, ?)`);
  const add = total - existing;
  const started = Date.now();
  sqlite.transaction(() => {
    for (let i = 0; i < add; i++) {
      const [region, city, paid] = CITIES[i % CITIES.length];
      const reservations = (i % 10) + 1;
      const extra = Math.max(0, reservations - 4);
      const created = new Date(started - (add - i) * 1000).toISOString();
      insert.run(
        randomBytes(12).toString("base64url"),
        // Unique by construction: the bench row's number, in the readable reference's shape.
        `SBM-${String(existing + i)
          .padStart(7, "2")
          .slice(0, 4)}-${String(existing + i)
          .padStart(7, "2")
          .slice(4)}`,
        region,
        city,
        "2030-05-01",
        "2030-05-04",
        reservations,
        `${NAMES[i % NAMES.length]} ${i}`,
        `seed-${i}@bench.test`,
        extra,
        3900 + 900 * extra,
        paid ? ["pending", "succeeded", "failed"][i % 3] : "not_required",
        paid ? 1 : 0,
        paid ? `cs_test_seed_${i}` : null,
        created,
        created,
      );
    }
  })();
  sqlite.close();
  return Math.max(0, add);
}
