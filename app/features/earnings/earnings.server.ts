import { and, asc, desc, eq, inArray, isNull, lte, type SQL } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor } from "~/db/client.server";
import { type Booking, bookings, type Creator, recommendations, reservations } from "~/db/schema";
import { localDateAt } from "~/domain/local-time";
import {
  BOOKS_ZONE,
  type CreatorEarnings,
  DEFAULT_RATE_CENTS,
  type EarningLine,
  earningState,
  firstNameOf,
  monthCents,
  payableCents,
} from "~/features/earnings/earnings";
import { creatorEarnings, creatorRates } from "~/features/earnings/earnings-tables";

/**
 * The creators' ledger (decision 0068): entries written inside the move that causes them (the
 * itinerary's first send, the trip's completion, a refund), so the money and the move are
 * stored together or not at all. Entries are only ever added; the unique (reservation, kind)
 * makes a repeated move or a retry add nothing.
 */

export type RateInForce = { id: number | null; amountCents: number };

/** The rate a meal of `cityName` earns when sent on `day` (YYYY-MM-DD): the city's latest, else the default's, else €6. */
export function rateInForce(cityName: string, day: string, executor: Executor = db()): RateInForce {
  const latest = (city: SQL) =>
    executor
      .select({ id: creatorRates.id, amountCents: creatorRates.amountCents })
      .from(creatorRates)
      .where(and(city, lte(creatorRates.appliesFrom, day)))
      .orderBy(desc(creatorRates.appliesFrom), desc(creatorRates.id))
      .limit(1)
      .get();
  return (
    latest(eq(creatorRates.cityName, cityName)) ??
    latest(isNull(creatorRates.cityName)) ?? { id: null, amountCents: DEFAULT_RATE_CENTS }
  );
}

/**
 * The itinerary is sent: each booked meal whose table came from a creator's pick earns that
 * creator the rate in force on the day of the send. A table the concierge found on their own
 * (no pick behind it) earns nothing.
 */
export function recordEarnings(executor: Executor, booking: Booking, sentAt: string): number {
  const meals = executor
    .select({
      reservationId: reservations.id,
      recommendationId: recommendations.id,
      creatorId: recommendations.creatorId,
      mealPosition: reservations.mealPosition,
      restaurantName: reservations.restaurantName,
    })
    .from(reservations)
    .innerJoin(
      recommendations,
      and(eq(recommendations.id, reservations.recommendationId), eq(recommendations.bookingId, booking.id)),
    )
    .where(eq(reservations.bookingId, booking.id))
    .orderBy(asc(reservations.mealPosition))
    .all();
  if (meals.length === 0) return 0;
  const rate = rateInForce(booking.cityName, localDateAt(new Date(sentAt), BOOKS_ZONE), executor);
  let written = 0;
  for (const meal of meals) {
    written += executor
      .insert(creatorEarnings)
      .values({
        ...meal,
        bookingId: booking.id,
        kind: "earned",
        amountCents: rate.amountCents,
        rateId: rate.id,
        at: sentAt,
      })
      .onConflictDoNothing()
      .run().changes;
  }
  return written;
}

/** The booking's meals that earned, each with the kinds of entry it has so far. */
function earnedMealsOf(executor: Executor, bookingId: number) {
  const rows = executor.select().from(creatorEarnings).where(eq(creatorEarnings.bookingId, bookingId)).all();
  const earned = rows.filter((row) => row.kind === "earned");
  return earned.map((row) => ({
    row,
    kinds: rows.filter((other) => other.reservationId === row.reservationId).map((other) => other.kind),
  }));
}

/** Adds an entry of `kind` for each earned meal of the booking still standing: the same amount, or its reversal. */
function follow(executor: Executor, bookingId: number, kind: "payable" | "reversed", at: string): number {
  let written = 0;
  for (const { row, kinds } of earnedMealsOf(executor, bookingId)) {
    // Money already paid out is not taken back by a refund: the reversal applies before payout only.
    if (kinds.includes("reversed") || (kind === "reversed" && kinds.includes("paid_out"))) continue;
    const { id: _id, kind: _kind, at: _at, amountCents, payoutId: _payout, ...meal } = row;
    written += executor
      .insert(creatorEarnings)
      .values({ ...meal, kind, amountCents: kind === "reversed" ? -amountCents : amountCents, at })
      .onConflictDoNothing()
      .run().changes;
  }
  return written;
}

/** The trip is completed: its earnings become payable. */
export function makeEarningsPayable(executor: Executor, booking: Booking, at: string): number {
  return follow(executor, booking.id, "payable", at);
}

/**
 * The booking is refunded, before any payout: its earnings are reversed, each by a negative
 * entry of the same amount (payable ones too, since nothing has been paid out yet).
 */
export function reverseEarnings(executor: Executor, booking: Booking, at = clock.now().toISOString()): number {
  return follow(executor, booking.id, "reversed", at);
}

/** A creator's own ledger, newest earning first, with this month's sum and the payable balance. */
export function earningsOf(
  creator: Pick<Creator, "id">,
  now = clock.now(),
  executor: Executor = db(),
): CreatorEarnings {
  const entries = executor
    .select()
    .from(creatorEarnings)
    .where(eq(creatorEarnings.creatorId, creator.id))
    .orderBy(desc(creatorEarnings.at), desc(creatorEarnings.id))
    .all();
  const bookingIds = [...new Set(entries.map((entry) => entry.bookingId))];
  const trips = new Map(
    (bookingIds.length
      ? executor
          .select({ id: bookings.id, name: bookings.name, cityName: bookings.cityName })
          .from(bookings)
          .where(inArray(bookings.id, bookingIds))
          .all()
      : []
    ).map((trip) => [trip.id, trip]),
  );
  const lines = entries
    .filter((entry) => entry.kind === "earned")
    .map((entry): EarningLine => {
      const trip = trips.get(entry.bookingId);
      const kinds = entries.filter((other) => other.reservationId === entry.reservationId).map((other) => other.kind);
      return {
        id: entry.id,
        travellerFirstName: firstNameOf(trip?.name ?? ""),
        cityName: trip?.cityName ?? "",
        mealPosition: entry.mealPosition,
        restaurantName: entry.restaurantName,
        amountCents: entry.amountCents,
        earnedAt: entry.at,
        state: earningState(kinds),
      };
    });
  return {
    monthCents: monthCents(entries, now.toISOString().slice(0, 7)),
    payableCents: payableCents(lines),
    lines,
  };
}
