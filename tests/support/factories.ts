import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type Algorithm, hash } from "@node-rs/argon2";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import * as clock from "../../app/clock";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import {
  type Booking,
  bookings,
  type Creator,
  creators,
  meals,
  type NewBooking,
  type Recommendation,
  recommendations,
  reservations,
  tripLinks,
} from "../../app/db/schema";
import { priceFor } from "../../app/domain/pricing";
import { READABLE_ALPHABET, READABLE_LENGTH, readableReference } from "../../app/domain/readable-reference";
import { uniqueEmail, uniqueTag } from "./unique.mjs";

/**
 * The test data every suite seeds: bookings, creators and recommendations, written into a
 * real SQLite file through the app's own schema. Vitest passes the test file's connection
 * (`db()`), or a raw better-sqlite3 handle on a server's file; Playwright opens the e2e
 * server's file with `openSeedDatabase`. Imports stay relative (no `~/`) so Playwright's
 * loader, which does not read Vite's aliases, can load this file too.
 */

/** The app's connection or a raw better-sqlite3 handle on the same kind of file. */
export type SeedTarget = Db | Database.Database;

const orm = (target: SeedTarget): Db => (target instanceof Database ? (drizzle(target, { schema }) as Db) : target);

/** A writable handle on a server's database file, with the app's own connection settings. */
export function openSeedDatabase(path: string): Db {
  const sqlite = new Database(path, { fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return drizzle(sqlite, { schema }) as Db;
}

// Defined in unique.mjs (plain JavaScript, so the drills share them); re-exported for the suites that seed.
export { uniqueEmail, uniqueTag };

const tag = uniqueTag;

/**
 * Readable references that never clash within a test process: a counter from a random start,
 * written in the alphabet's base. Random codes would clash about one time in four over the
 * 100,000 bookings some tests seed (the birthday bound on 30^7), where the app retries its insert.
 */
let readableCounter = Math.floor(Math.random() * READABLE_ALPHABET.length ** READABLE_LENGTH * 0.9);
function nextReadableReference(): string {
  const digits = new Uint8Array(READABLE_LENGTH);
  let rest = readableCounter++;
  for (let i = READABLE_LENGTH - 1; i >= 0; i--) {
    digits[i] = rest % READABLE_ALPHABET.length;
    rest = Math.floor(rest / READABLE_ALPHABET.length);
  }
  return readableReference(digits);
}

/** The token in a set-password link (`…/set-password?token=…`). */
export const tokenOf = (setPasswordUrl: string) => new URL(setPasswordUrl).searchParams.get("token") ?? "";

export type BookingSeed = Omit<Partial<NewBooking>, "paymentStatus"> & {
  /** One of the app's statuses, or any other text (the admin screens show an 'Unknown' badge). */
  paymentStatus?: string;
};

/**
 * A booking as the form stores it, priced by the app's own rule: Madrid, 10–14 March 2030, two
 * reservations, a unique name and email, awaiting payment. A paid one also has the amount it
 * paid and when; `requiresPayment: false` makes it one that needs no payment.
 */
function bookingValues(seed: BookingSeed = {}): NewBooking {
  const price = priceFor(seed.reservations ?? 2);
  const requiresPayment = seed.requiresPayment ?? seed.paymentStatus !== "not_required";
  const paid = seed.paymentStatus === "succeeded";
  const createdAt = seed.createdAt ?? clock.now().toISOString();
  return {
    reference: randomUUID().replaceAll("-", ""),
    readableReference: nextReadableReference(),
    regionCode: "ES",
    cityName: "Madrid",
    checkIn: "2030-03-10",
    checkOut: "2030-03-14",
    name: `Ana García ${tag()}`,
    email: uniqueEmail("ana"),
    countryCode: "+34",
    phoneCountry: "ES",
    phoneNumber: "612345678",
    phone: "+34 612345678",
    stripeSessionId: null,
    assignedCreatorId: null,
    ...seed,
    reservations: price.reservationCount,
    basePriceCents: price.basePrice,
    includedReservations: price.included,
    extraPriceCents: price.extraPrice,
    extraCount: price.extraCount,
    totalCents: price.totalPrice,
    // Any text is stored as given: the schema's list is what the app writes, not a check.
    paymentStatus: (seed.paymentStatus ??
      (requiresPayment ? "pending" : "not_required")) as NewBooking["paymentStatus"],
    requiresPayment,
    amountPaidCents: seed.amountPaidCents === undefined ? (paid ? price.totalPrice : null) : seed.amountPaidCents,
    paidAt: seed.paidAt === undefined ? (paid ? createdAt : null) : seed.paidAt,
    createdAt,
    updatedAt: seed.updatedAt ?? createdAt,
  };
}

/** A booking awaiting payment (or whatever the seed says), as stored. */
export function seedBooking(target: SeedTarget, seed: BookingSeed = {}): Booking {
  return orm(target).insert(bookings).values(bookingValues(seed)).returning().get();
}

/** A booking paid in full through Stripe Checkout. */
export const seedPaidBooking = (target: SeedTarget, seed: BookingSeed = {}) =>
  seedBooking(target, { paymentStatus: "succeeded", ...seed });

/** One reservation's wishes for a booking (a dinner for two, casual, €30–60, unless the seed says otherwise). */
export function seedMeal(target: SeedTarget, bookingId: number, seed: Partial<typeof meals.$inferInsert> = {}) {
  return orm(target)
    .insert(meals)
    .values({
      bookingId,
      position: 1,
      meal: "dinner",
      vibe: "casual",
      budgetBand: "30_60",
      partySize: 2,
      occasion: "none",
      ...seed,
    })
    .returning()
    .get();
}

/** A booking that needs no payment (a destination the service does not charge for yet). */
export const seedFreeBooking = (target: SeedTarget, seed: BookingSeed = {}) =>
  seedBooking(target, { paymentStatus: "not_required", requiresPayment: false, ...seed });

/** Many bookings in one transaction (fast enough for 100,000); returns their ids in order. */
export function seedBookings(target: SeedTarget, seeds: BookingSeed[]): number[] {
  const database = orm(target);
  // SQLite caps the variables in one statement: insert a few hundred rows at a time.
  const CHUNK = 500;
  return database.transaction((tx) => {
    const ids: number[] = [];
    for (let start = 0; start < seeds.length; start += CHUNK) {
      const rows = seeds.slice(start, start + CHUNK).map(bookingValues);
      ids.push(
        ...tx
          .insert(bookings)
          .values(rows)
          .returning({ id: bookings.id })
          .all()
          .map((row) => row.id),
      );
    }
    return ids;
  });
}

export type CreatorSeed = Partial<typeof creators.$inferInsert>;

/** A creator's application, pending review: Madrid, and a name, Instagram handle and email of its own. */
export function seedCreator(target: SeedTarget, seed: CreatorSeed = {}): Creator {
  const own = tag();
  return orm(target)
    .insert(creators)
    .values({
      name: `Lucía Pérez ${own}`,
      city: "Madrid",
      instagram: `@lucia.${own}`,
      tiktok: null,
      ...seed,
      // Stored lower-cased, as the application form does.
      email: (seed.email ?? uniqueEmail("lucia")).toLowerCase(),
    })
    .returning()
    .get();
}

/** An approved creator who has not chosen a password yet. */
export function seedApprovedCreator(target: SeedTarget, seed: CreatorSeed = {}): Creator {
  const approvedAt = clock.now().toISOString();
  return seedCreator(target, { status: "approved", approvedAt, ...seed });
}

/** A creator's password, hashed as the set-password page stores it (argon2id). */
const ARGON2ID = 2 as Algorithm;

export type CreatorAccountSeed = CreatorSeed & { password?: string };

/** An approved creator with a password: an account that can log in at /dashboard. */
export async function seedCreatorAccount(target: SeedTarget, { password, ...seed }: CreatorAccountSeed = {}) {
  const secret = password ?? "a long secret phrase";
  const passwordHash = await hash(secret, { algorithm: ARGON2ID });
  const creator = seedApprovedCreator(target, { ...seed, passwordHash });
  return { id: creator.id, name: creator.name, email: creator.email, city: creator.city, password: secret };
}

export type RecommendationSeed = Pick<Recommendation, "bookingId" | "creatorId"> &
  Partial<typeof recommendations.$inferInsert>;

/** A creator's restaurant for a booking. */
export function seedRecommendation(target: SeedTarget, seed: RecommendationSeed): Recommendation {
  return orm(target)
    .insert(recommendations)
    .values({
      restaurantName: "Casa Lucio",
      googleMapsLink: "https://maps.google.com/?q=Casa+Lucio",
      dishSuggestion: "Huevos rotos",
      ...seed,
    })
    .returning()
    .get();
}

export type ReservationSeed = Partial<typeof reservations.$inferInsert> & { bookingId: number };

/** A table booked for one meal: meal 1, dinner at 21:30 in Madrid on the seed's date, unless the seed says otherwise. */
export function seedReservation(target: SeedTarget, seed: ReservationSeed): typeof reservations.$inferSelect {
  return orm(target)
    .insert(reservations)
    .values({
      mealPosition: 1,
      restaurantName: "Casa Lucio",
      address: "Calle Cava Baja, 35, 28005 Madrid",
      mapsUrl: "https://maps.google.com/?q=Casa+Lucio",
      localDate: "2037-12-10",
      localTime: "21:30",
      timeZone: "Europe/Madrid",
      startsAt: "2037-12-10T20:30:00.000Z",
      partySize: 2,
      tableName: "Ana García",
      confirmationCode: "CL-4821",
      dishTips: "Huevos rotos",
      ...seed,
    })
    .returning()
    .get();
}

/**
 * A link to the booking's trip page: its path, `/trip/<token>`. A working one (valid until
 * 2099) with a fresh token, unless the seed gives the token or an expiry.
 */
export function seedTripLink(
  target: SeedTarget,
  bookingId: number,
  { token = randomBytes(32).toString("base64url"), expiresAt = "2099-01-01T00:00:00.000Z" } = {},
): string {
  orm(target)
    .insert(tripLinks)
    .values({ bookingId, tokenHash: createHash("sha256").update(token).digest("hex"), expiresAt })
    .run();
  return `/trip/${token}`;
}

/**
 * A booked two-meal Madrid trip (9–12 Dec 2037) ready for its itinerary: dinner at Casa Lucio
 * on the 10th at 21:30, lunch at Sacha on the 11th at 14:00; with a working trip link.
 * Test trips are in December 2037: ahead of the clock on any day a test runs (a trip that has
 * ended is completed, and its links stop 90 days later), with 2026's weekdays and Madrid's
 * winter time, so the words and instants the tests expect stay the same.
 */
export function seedBookedTrip(target: SeedTarget, seed: BookingSeed = {}): { booking: Booking; trip: string } {
  const booking = seedPaidBooking(target, {
    cityName: "Madrid",
    regionCode: "ES",
    checkIn: "2037-12-09",
    checkOut: "2037-12-12",
    reservations: 2,
    status: "booked",
    name: "Inês Ñúñez",
    ...seed,
  });
  seedReservation(target, { bookingId: booking.id, mealPosition: 1, restaurantName: "Casa Lucio" });
  seedReservation(target, {
    bookingId: booking.id,
    mealPosition: 2,
    restaurantName: "Sacha",
    address: "Calle de Juan Hurtado de Mendoza 11, Madrid",
    localDate: "2037-12-11",
    localTime: "14:00",
    startsAt: "2037-12-11T13:00:00.000Z",
    confirmationCode: "SA-9",
    dishTips: "Tortilla jugosa",
  });
  return { booking, trip: seedTripLink(target, booking.id) };
}
