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

const DIGITS = "23456789AB";
/** How many of the newest seeded bookings are still in service. */
const OPEN = 200;
const readable = (/** @type {number} */ n) => {
  const code = String(n)
    .padStart(7, "0")
    .replace(/\d/g, (d) => DIGITS[Number(d)]);
  return `SBM-${code.slice(0, 4)}-${code.slice(4)}`;
};

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
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, '+34', 'ES', '612345678', '+34 612345678', 3900, 4, 900, ?, ?, 'eur', ?, ?, ?, ?, ?, ?)`);
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
        // Unique by construction: the bench row's number, each digit a letter of the readable
        // reference's alphabet (padding with "2" made 20 and 0 the same reference).
        readable(existing + i),
        region,
        city,
        "2030-05-01",
        "2030-05-04",
        reservations,
        `${NAMES[i % NAMES.length]} ${i}`,
        `seed-${i}@bench.test`,
        extra,
        3900 + 900 * extra,
        // A service that has run for a while: the newest OPEN bookings are still in service (the
        // queue's work), the rest completed or cancelled. All 100,000 open made the queue render
        // every one of them; that is not a day anyone works.
        i >= add - OPEN ? "pending" : i % 5 === 0 ? "cancelled" : "completed",
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
