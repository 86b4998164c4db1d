// @ts-check
/**
 * The data the service rows of the benchmark read: a signed-in concierge and a
 * signed-in creator (sessions written as the server opens them, cookies signed as it signs
 * them), a booked trip with three meals and a message thread, twenty open requests in the
 * creator's city, and ten-meal booked trips whose itineraries the PDF row sends. Plain SQL in
 * one transaction: seconds, not minutes.
 */
import { createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import Database from "better-sqlite3";

const now = () => new Date().toISOString();

/** A signed cookie as app/http/cookies.server.ts writes it (React Router's format). */
function signedCookie(/** @type {string} */ name, /** @type {string} */ secret, /** @type {string} */ value) {
  const key = Buffer.from(hkdfSync("sha256", secret, "sobremesa-cookie-signing", name, 32)).toString("base64url");
  const data = Buffer.from(JSON.stringify(value), "utf8").toString("base64");
  const signature = createHmac("sha256", key).update(data).digest("base64").replace(/=+$/, "");
  return `${name}=${encodeURIComponent(`${data}.${signature}`)}`;
}

/** A signed-in session row and its cookie. @param {Database.Database} sqlite @param {"admin" | "creator"} kind @param {string} subject */
export function session(sqlite, kind, subject, /** @type {string} */ secret) {
  const token = randomBytes(32).toString("base64url");
  sqlite
    .prepare(`insert into sessions (token_hash, kind, subject, client_address, user_agent, created_at, last_seen_at, expires_at)
      values (?, ?, ?, '127.0.0.1', 'bench', ?, ?, ?)`)
    .run(
      createHash("sha256").update(token).digest("hex"),
      kind,
      subject,
      now(),
      now(),
      new Date(Date.now() + 7 * 86400_000).toISOString(),
    );
  return signedCookie(kind === "admin" ? "sm_admin" : "sm_creator", secret, token);
}

const ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
/** A random readable reference in the app's alphabet (domain/readable-reference.ts): the workspace redirects any other to it. */
function readableReference() {
  const code = Array.from(randomBytes(7), (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `SBM-${code.slice(0, 4)}-${code.slice(4)}`;
}

let serial = 0;
/** A booking row like the form's; returns its id and references. */
export function booking(/** @type {Database.Database} */ sqlite, /** @type {Record<string, unknown>} */ over = {}) {
  serial += 1;
  const values = {
    reference: randomBytes(12).toString("base64url"),
    readable_reference: readableReference(),
    region_code: "ES",
    city_name: "Madrid",
    check_in: "2037-12-09",
    check_out: "2037-12-16",
    reservations: 3,
    name: `Bench Traveller ${serial}`,
    email: `bench-trip-${serial}@bench.test`,
    total_cents: 3900,
    status: "booked",
    payment_status: "succeeded",
    requires_payment: 1,
    amount_paid_cents: 3900,
    paid_at: now(),
    ...over,
  };
  const columns = Object.keys(values);
  const id = sqlite
    .prepare(`insert into bookings (${columns.join(", ")}, country_code, phone_country, phone_number, phone,
      base_price_cents, included_reservations, extra_price_cents, extra_count, currency, created_at, updated_at)
      values (${columns.map(() => "?").join(", ")}, '+34', 'ES', '612345678', '+34 612345678', 3900, 4, 900, 0, 'eur', ?, ?)`)
    .run(...Object.values(values), now(), now()).lastInsertRowid;
  return { id: Number(id), reference: String(values.reference), readable: String(values.readable_reference) };
}

function reservationsFor(
  /** @type {Database.Database} */ sqlite,
  /** @type {number} */ bookingId,
  /** @type {number} */ count,
) {
  const insert =
    sqlite.prepare(`insert into reservations (booking_id, meal_position, restaurant_name, address, maps_url,
    local_date, local_time, time_zone, starts_at, party_size, table_name, confirmation_code, dish_tips)
    values (?, ?, ?, ?, ?, ?, ?, 'Europe/Madrid', ?, 2, 'Bench Traveller', ?, ?)`);
  for (let position = 1; position <= count; position++) {
    const day = 10 + Math.floor((position - 1) / 2);
    const dinner = position % 2 === 1;
    const date = `2037-12-${day}`;
    insert.run(
      bookingId,
      position,
      `Casa Número ${position}`,
      `Calle Mayor ${position}, Madrid`,
      `https://maps.google.com/?q=casa${position}`,
      date,
      dinner ? "21:30" : "14:00",
      `${date}T${dinner ? "20:30" : "13:00"}:00.000Z`,
      `CN-${position}`,
      "Croquetas, then whatever the kitchen says is best today.",
    );
  }
}

export function tripLink(/** @type {Database.Database} */ sqlite, /** @type {number} */ bookingId) {
  const token = randomBytes(32).toString("base64url");
  sqlite
    .prepare("insert into trip_links (booking_id, token_hash, expires_at) values (?, ?, '2099-01-01T00:00:00.000Z')")
    .run(bookingId, createHash("sha256").update(token).digest("hex"));
  return `/trip/${token}`;
}

/**
 * @param {string} databasePath a migrated database (with the 100,000 bookings already seeded)
 * @param {string} secret the server's SESSION_SECRET
 * @param {{ pdfTrips?: number }} [options]
 */
export function seedService(databasePath, secret, { pdfTrips = 40 } = {}) {
  const sqlite = new Database(databasePath);
  sqlite.pragma("busy_timeout = 5000");
  try {
    return sqlite.transaction(() => {
      // The booking posts of the earlier rows (thousands, all new) are served by now: the queue's
      // open work is the seed's newest (scripts/bench/seed.mjs) and what follows.
      sqlite
        .prepare("update bookings set status = 'completed' where status = 'pending' and email not like 'seed-%'")
        .run();
      const staffId = sqlite
        .prepare(`insert into staff (name, email, password_hash, role, status, language, totp_enabled_at, created_at, updated_at)
          values ('Marta Bench', 'marta-bench@bench.test', 'not-a-hash', 'concierge', 'active', 'en', ?, ?, ?)`)
        .run(now(), now(), now()).lastInsertRowid;
      const creatorId = sqlite
        .prepare(`insert into creators (name, email, city, instagram, status, approved_at, password_hash, language, created_at, updated_at)
          values ('Carla Bench', 'carla-bench@bench.test', 'Lisbon', '@carla', 'approved', ?, 'not-a-hash', 'en', ?, ?)`)
        .run(now(), now(), now()).lastInsertRowid;
      // The creator's city holds no seeded booking: exactly these twenty are open to them.
      for (let i = 0; i < 20; i++) booking(sqlite, { city_name: "Lisbon", region_code: "EU", status: "pending" });
      const trip = booking(sqlite);
      reservationsFor(sqlite, trip.id, 3);
      const hasThread = sqlite
        .prepare("select 1 from sqlite_master where type = 'table' and name = 'conversation_messages'")
        .get();
      if (hasThread) {
        const message = sqlite.prepare(
          "insert into conversation_messages (booking_id, author, body, created_at) values (?, ?, ?, ?)",
        );
        for (let i = 0; i < 6; i++) {
          message.run(trip.id, i % 2 ? "team" : "traveller", `Message ${i + 1} about the dinner on Friday.`, now());
        }
      }
      const pdf = Array.from({ length: pdfTrips }, () => {
        const row = booking(sqlite, { reservations: 10 });
        reservationsFor(sqlite, row.id, 10);
        return row;
      });
      const sample = /** @type {{ name: string, email: string, phone: string, readable_reference: string }[]} */ (
        sqlite
          .prepare(
            "select name, email, phone, readable_reference from bookings where email like 'seed-%' and id % 97 = 7 order by id limit 200",
          )
          .all()
      );
      return {
        staffCookie: session(sqlite, "admin", `staff:${staffId}`, secret),
        creatorCookie: session(sqlite, "creator", String(creatorId), secret),
        tripPath: tripLink(sqlite, trip.id),
        workspacePath: `/admin/bookings/${trip.readable}`,
        pdfTrips: pdf.map((row) => ({ id: row.id, reference: row.readable })),
        /** What a concierge types: a name, an email, a phone number's digits, a reference, in turn. */
        searches: sample.map(
          (row, i) =>
            [
              row.name.split(" ").slice(-2).join(" "),
              row.email,
              row.phone.replace(/\D/g, "").slice(-9),
              row.readable_reference,
            ][i % 4],
        ),
        hasThread: Boolean(hasThread),
      };
    })();
  } finally {
    sqlite.close();
  }
}

/** Adds `count` waiting outbox records (mail due now) for the start-up row. */
export function seedOutbox(/** @type {string} */ databasePath, /** @type {number} */ count) {
  const sqlite = new Database(databasePath);
  sqlite.pragma("busy_timeout = 5000");
  const insert = sqlite.prepare(
    "insert into outbox (type, payload, next_attempt_at, created_at) values ('mail', ?, ?, ?)",
  );
  const later = new Date(Date.now() + 3600_000).toISOString();
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) insert.run(JSON.stringify({ type: "bench", to: `w${i}@bench.test` }), later, now());
  })();
  sqlite.close();
}
