// @ts-check
/**
 * A business's busy year, seeded straight into a migrated database in one transaction for
 * `scripts/bench/staff-pages.mjs`: 5,000 bookings spread over the last year and the next two
 * months in the catalogue's cities, 300 of them still in service across the lifecycle's
 * statuses (the rest completed or cancelled), each with its history; 2,000 conversation
 * messages (a few dozen unread, the inbox's work); a directory of restaurants and 3,000 tables
 * booked from it; travellers with their own names, emails and phone numbers. Plain SQL: seconds.
 */
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { session } from "./service-seed.mjs";

/**
 * Catalogue cities (app/domain/cities.ts) with their zones (app/domain/city-dining.ts), and whether they are paid for.
 * @type {[string, string, string, boolean][]}
 */
const CITIES = [
  ["ES", "Madrid", "Europe/Madrid", true],
  ["ES", "Barcelona", "Europe/Madrid", true],
  ["ES", "Valencia", "Europe/Madrid", true],
  ["ES", "Palma de Mallorca", "Europe/Madrid", true],
  ["EU", "Lisbon", "Europe/Lisbon", true],
  ["EU", "Paris", "Europe/Paris", true],
  ["EU", "Rome", "Europe/Rome", true],
  ["EU", "London", "Europe/London", true],
  ["LATAM", "Mexico City", "America/Mexico_City", false],
  ["LATAM", "Buenos Aires", "America/Argentina/Buenos_Aires", false],
  ["ASIA", "Tokyo", "Asia/Tokyo", false],
  ["ASIA", "Bangkok", "Asia/Bangkok", false],
];
const FIRST = ["Ana", "Lucía", "Marco", "Chloé", "James", "Yuki", "Sofía", "Liam", "Inès", "Mateo", "Priya", "Olga"];
const LAST = ["García", "Rossi", "Dubois", "Smith", "Tanaka", "Fernández", "Müller", "Silva", "Novak", "O'Brien"];
/** @type {[string, string, number][]} */
const PHONES = [
  ["+34", "ES", 9],
  ["+44", "GB", 10],
  ["+33", "FR", 9],
  ["+1", "US", 10],
  ["+49", "DE", 11],
];
/** The statuses in service (app/domain/booking-lifecycle.ts), in order, and the steps that lead to each. */
const SERVICE = ["pending", "paid", "preferences_received", "curating", "booked", "itinerary_ready"];
const ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";

const DAY = 86400_000;
const isoDay = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/** A deterministic stream of numbers, so two runs seed the same year. */
function numbers(seed = 46) {
  let state = seed;
  return (/** @type {number} */ below) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * below);
  };
}

/**
 * @param {string} databasePath a migrated, empty database
 * @param {string} secret the server's SESSION_SECRET (the concierge's cookie is signed with it)
 * @param {{ bookings?: number, inService?: number, messages?: number, reservations?: number }} [size]
 */
export function seedBusyYear(
  databasePath,
  secret,
  { bookings = 5000, inService = 300, messages = 2000, reservations = 3000 } = {},
) {
  const sqlite = new Database(databasePath);
  sqlite.pragma("busy_timeout = 5000");
  const pick = numbers();
  const now = Date.now();
  const stamp = new Date(now).toISOString();
  try {
    return sqlite.transaction(() => {
      const staffId = Number(
        sqlite
          .prepare(`insert into staff (name, email, password_hash, role, status, language, totp_enabled_at, created_at, updated_at)
            values ('Marta Busy', 'marta-busy@bench.test', 'not-a-hash', 'concierge', 'active', 'en', ?, ?, ?)`)
          .run(stamp, stamp, stamp).lastInsertRowid,
      );
      const directory = seedDirectory(sqlite, pick);
      const insertBooking = sqlite.prepare(`insert into bookings (reference, readable_reference, region_code, city_name,
        check_in, check_out, reservations, name, email, country_code, phone_country, phone_number, phone,
        base_price_cents, included_reservations, extra_price_cents, extra_count, total_cents, currency, status,
        payment_status, requires_payment, amount_paid_cents, paid_at, assigned_staff_id, created_at, updated_at)
        values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 3900, 4, 900, ?, ?, 'eur', ?, ?, ?, ?, ?, ?, ?, ?)`);
      const insertEvent = sqlite.prepare(
        "insert into booking_events (booking_id, from_status, to_status, actor, created_at) values (?, ?, ?, 'system', ?)",
      );
      /** @type {{ id: number, city: string, zone: string, checkIn: number, nights: number, status: string, name: string, email: string, phone: string, readable: string, count: number }[]} */
      const made = [];
      const readables = new Set();
      for (let i = 0; i < bookings; i++) {
        const [region, city, zone, paid] = CITIES[pick(CITIES.length)];
        // Newest last: the last `inService` bookings are the open work, staying over the coming weeks.
        const open = i >= bookings - inService;
        const created = open ? now - pick(20) * DAY - pick(DAY) : now - (365 - (i / bookings) * 345) * DAY;
        const checkIn = open ? now + (pick(40) - 10) * DAY : created + (5 + pick(30)) * DAY;
        const nights = 2 + pick(6);
        const status = open
          ? SERVICE[i % SERVICE.length]
          : checkIn > now
            ? "cancelled"
            : i % 11 === 0
              ? "cancelled"
              : "completed";
        const count = 1 + pick(5);
        const extra = Math.max(0, count - 4);
        const first = FIRST[pick(FIRST.length)];
        const last = LAST[pick(LAST.length)];
        const name = `${first} ${last} ${i}`;
        const email = `${first}.${last}.${i}@example-${i % 7}.test`
          .normalize("NFD")
          .replace(/[^\w.@-]/g, "")
          .toLowerCase();
        const [code, country, length] = PHONES[i % PHONES.length];
        const number = String(600000000000 + i * 7919 + pick(1000)).slice(-Number(length));
        let readable;
        let letters;
        do {
          letters = Array.from(randomBytes(7), (b) => ALPHABET[b % ALPHABET.length]).join("");
          readable = `SBM-${letters.slice(0, 4)}-${letters.slice(4)}`;
          // seed.mjs numbers its 100,000 bookings in the characters 2-9, A and B: a code of
          // those alone could be one of its references when the bench grows this year.
        } while (readables.has(readable) || /^[2-9AB]+$/.test(letters));
        readables.add(readable);
        const unpaid = status === "pending" || !paid;
        const id = Number(
          insertBooking.run(
            randomBytes(12).toString("base64url"),
            readable,
            region,
            city,
            isoDay(checkIn),
            isoDay(checkIn + nights * DAY),
            count,
            name,
            email,
            code,
            country,
            number,
            `${code} ${number}`,
            extra,
            3900 + 900 * extra,
            status,
            !paid ? "not_required" : unpaid ? "pending" : "succeeded",
            paid ? 1 : 0,
            unpaid ? null : 3900 + 900 * extra,
            unpaid ? null : new Date(created + 600_000).toISOString(),
            open && i % 3 === 0 ? staffId : null,
            new Date(created).toISOString(),
            new Date(created).toISOString(),
          ).lastInsertRowid,
        );
        // Its history: created, then each status up to where it is (cancelled after its first step).
        const steps = status === "cancelled" ? ["pending", "cancelled"] : [...SERVICE, "completed"];
        const upTo = steps.indexOf(status);
        for (let s = 0; s <= upTo; s++) {
          insertEvent.run(id, s ? steps[s - 1] : null, steps[s], new Date(created + s * 3600_000).toISOString());
        }
        made.push({
          id,
          city,
          zone,
          checkIn,
          nights,
          status,
          name,
          email,
          phone: `${code} ${number}`,
          readable,
          count,
        });
      }
      seedMeals(sqlite, made);
      const tables = seedTables(sqlite, made, directory, reservations, pick);
      const unread = seedMessages(sqlite, made, messages, staffId, pick, now);
      const open = made.filter((row) => SERVICE.includes(row.status));
      const sample = made.filter((_, i) => i % 53 === 7);
      return {
        staffCookie: session(sqlite, "admin", `staff:${staffId}`, secret),
        workspacePath: `/admin/bookings/${open.find((row) => row.status === "booked")?.readable}`,
        busiestDay: tables.busiestDay,
        counts: {
          bookings,
          inService: open.length,
          messages,
          unread,
          reservations: tables.count,
          directory: directory.length,
        },
        /** What a concierge types, each kind on its own: a surname and number, an email, a phone's digits, a reference. */
        searches: {
          name: sample.map((row) => row.name.split(" ").slice(-2).join(" ")),
          email: sample.map((row) => row.email),
          phone: sample.map((row) => row.phone.replace(/\D/g, "").slice(-9)),
          reference: sample.map((row) => row.readable),
        },
      };
    })();
  } finally {
    sqlite.close();
  }
}

/** The traveller's wishes, one per meal, for every booking past its preferences. */
function seedMeals(
  /** @type {Database.Database} */ sqlite,
  /** @type {{ id: number, status: string, count: number }[]} */ made,
) {
  const insert = sqlite.prepare(`insert into meals (booking_id, position, meal, vibe, budget_band, party_size, occasion)
    values (?, ?, ?, 'casual', '30_60', 2, 'none')`);
  const told = new Set(["preferences_received", "curating", "booked", "itinerary_ready", "completed"]);
  for (const booking of made.filter((row) => told.has(row.status))) {
    for (let position = 1; position <= booking.count; position++) {
      insert.run(booking.id, position, position % 2 ? "dinner" : "lunch");
    }
  }
}

/** Forty listed restaurants per city, as the team's directory holds them. */
function seedDirectory(/** @type {Database.Database} */ sqlite, /** @type {(n: number) => number} */ pick) {
  const insert = sqlite.prepare(`insert into restaurants (city_name, name, address, maps_url, phone, cuisine,
    price_level, booking_method, booking_details, dedupe_key, state) values (?, ?, ?, ?, ?, ?, ?, 'phone', ?, ?, 'listed')`);
  /** @type {{ id: number, city: string, name: string, address: string }[]} */
  const rows = [];
  for (const [, city] of CITIES) {
    for (let n = 1; n <= 40; n++) {
      const name = `${["Casa", "Bistro", "Taberna", "Osteria", "Kitchen"][n % 5]} ${city} ${n}`;
      const address = `${n} Market Street, ${city}`;
      const id = Number(
        insert.run(
          city,
          name,
          address,
          `https://maps.google.com/?q=${encodeURIComponent(name)}`,
          `+34 91${String(1000000 + n * 37).slice(-7)}`,
          ["Tapas", "Seafood", "Modern", "Traditional"][pick(4)],
          1 + pick(4),
          "Call after 12:00",
          `${city.toLowerCase()}|${name.toLowerCase()}`,
        ).lastInsertRowid,
      );
      rows.push({ id, city: String(city), name, address });
    }
  }
  return rows;
}

/**
 * Tables booked from the directory for bookings that reached "booked" (or finished), one per
 * meal within the stay, until `total`; answers how many and the day with the most.
 * @param {Database.Database} sqlite
 * @param {{ id: number, city: string, zone: string, checkIn: number, nights: number, status: string, name: string, count: number }[]} made
 * @param {{ id: number, city: string, name: string, address: string }[]} directory
 * @param {number} total
 * @param {(n: number) => number} pick
 */
function seedTables(sqlite, made, directory, total, pick) {
  const insert = sqlite.prepare(`insert into reservations (booking_id, meal_position, restaurant_id, restaurant_name,
    address, local_date, local_time, time_zone, starts_at, party_size, table_name, confirmation_code, dish_tips)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Ask for the dish of the day.')`);
  const withTables = made.filter((row) => ["booked", "itinerary_ready", "completed"].includes(row.status)).reverse();
  /** @type {Map<string, number>} */
  const perDay = new Map();
  let count = 0;
  for (const booking of withTables) {
    const inCity = directory.filter((restaurant) => restaurant.city === booking.city);
    for (let position = 1; position <= booking.count && count < total; position++) {
      const restaurant = inCity[pick(inCity.length)];
      const date = isoDay(booking.checkIn + Math.min(booking.nights - 1, position - 1) * DAY);
      const time = position % 2 ? "21:00" : "14:00";
      insert.run(
        booking.id,
        position,
        restaurant.id,
        restaurant.name,
        restaurant.address,
        date,
        time,
        booking.zone,
        `${date}T${position % 2 ? "19" : "12"}:00:00.000Z`,
        2 + pick(3),
        booking.name,
        `BY-${booking.id}-${position}`,
      );
      perDay.set(date, (perDay.get(date) ?? 0) + 1);
      count += 1;
    }
    if (count >= total) break;
  }
  const busiestDay = [...perDay].sort((a, b) => b[1] - a[1])[0]?.[0] ?? isoDay(Date.now());
  return { count, busiestDay };
}

/**
 * Threads on the newest bookings: the traveller writes, the team answers; the open bookings'
 * last traveller message is unread when its number says so (the inbox's waiting work). Every
 * message counts as mailed already, so the server's mail batch leaves them alone.
 * @returns {number} how many are unread
 */
function seedMessages(
  /** @type {Database.Database} */ sqlite,
  /** @type {{ id: number, status: string }[]} */ made,
  /** @type {number} */ total,
  /** @type {number} */ staffId,
  /** @type {(n: number) => number} */ pick,
  /** @type {number} */ now,
) {
  const insert = sqlite.prepare(`insert into conversation_messages (booking_id, author, staff_id, body, created_at,
    read_at, notified_at) values (?, ?, ?, ?, ?, ?, ?)`);
  const threads = made.slice(-500);
  let unread = 0;
  for (let n = 0; n < total; n++) {
    const booking = threads[n % threads.length];
    const round = Math.floor(n / threads.length);
    const traveller = round % 2 === 0;
    const at = new Date(now - (4 - round) * 6 * 3600_000 - pick(3600_000)).toISOString();
    const waiting = traveller && round === 2 && SERVICE.includes(booking.status) && booking.id % 5 === 0;
    if (waiting) unread += 1;
    insert.run(
      booking.id,
      traveller ? "traveller" : "staff",
      traveller ? null : staffId,
      traveller ? `Could we move dinner ${round + 1} a little later? Thank you!` : "Of course, we are on it.",
      at,
      waiting ? null : at,
      at,
    );
  }
  return unread;
}
