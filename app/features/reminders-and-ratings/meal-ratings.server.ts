import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { type Booking, bookings, mealFeedback, type ReservationRow, recommendations, reservations } from "~/db/schema";
import { CALLED_OFF } from "~/domain/booking-lifecycle";
import { isPlainMultilineText, normaliseLineBreaks } from "~/domain/plain-text";
import { env } from "~/env.server";
import { averageRating, type CreatorRatingRow, type Rating } from "~/features/reminders-and-ratings/meal-reminders";
import type { Language } from "~/i18n/languages";

/**
 * "How was it": the links of the morning-after email, and the ratings their page
 * records. A link names the booking and the meal and carries an HMAC of both (and the booking's
 * private reference) under a key derived from SESSION_SECRET for this purpose only: it works
 * without an account or JavaScript, only for that meal, and a changed digit breaks it. The
 * score is a parameter of the link, only preselecting the page's choice: any of the five is the
 * traveller's to choose and confirm.
 */

const COMMENT_MAX_LENGTH = 1000;

const keyOf = () => Buffer.from(hkdfSync("sha256", env().SESSION_SECRET ?? "", "", "meal-rating-link", 32));

function signatureOf(booking: Pick<Booking, "id" | "reference">, position: number): string {
  return createHmac("sha256", keyOf())
    .update(`${booking.id}:${position}:${booking.reference}`)
    .digest("base64url")
    .slice(0, 32);
}

/** The link's token: `<booking id>-<meal position>-<signature>`. */
export const ratingToken = (booking: Pick<Booking, "id" | "reference">, position: number) =>
  `${booking.id}-${position}-${signatureOf(booking, position)}`;

export const ratingUrl = (token: string, score: Rating) => `${env().PUBLIC_URL}/rate/${token}?score=${score}`;

const TOKEN = /^(\d{1,12})-(\d{1,2})-([\w-]{32})$/;

/** Why a link was refused, for the page's words and status. */
export type LinkRefusal = "forged" | "cancelled" | "no-meal";

export type RatedMeal = {
  booking: Booking;
  reservation: ReservationRow;
  position: number;
  rating: number | null;
  comment: string;
};

/** The meal a link stands for, or why it does not open: a forged or altered link is "forged". */
export function openRatingLink(
  token: string,
  executor: Executor = db(),
): RatedMeal | { refused: LinkRefusal; language?: Language } {
  const parts = TOKEN.exec(token);
  if (!parts) return { refused: "forged" };
  const [bookingId, position] = [Number(parts[1]), Number(parts[2])];
  const booking = executor.select().from(bookings).where(eq(bookings.id, bookingId)).get();
  // An unknown booking reads as a forged link: the page says nothing of which bookings exist.
  if (!booking) return { refused: "forged" };
  const expected = Buffer.from(signatureOf(booking, position));
  const given = Buffer.from(parts[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refused: "forged" };
  // A genuine link that no longer applies is refused in the traveller's language.
  if (booking.status === CALLED_OFF) return { refused: "cancelled", language: booking.language };
  const reservation = executor
    .select()
    .from(reservations)
    .where(and(eq(reservations.bookingId, bookingId), eq(reservations.mealPosition, position)))
    .get();
  if (!reservation) return { refused: "no-meal", language: booking.language };
  const feedback = executor
    .select()
    .from(mealFeedback)
    .where(and(eq(mealFeedback.bookingId, bookingId), eq(mealFeedback.mealPosition, position)))
    .get();
  return { booking, reservation, position, rating: feedback?.rating ?? null, comment: feedback?.comment ?? "" };
}

export type CommentRefusal = "too-long" | "hidden-characters";

/**
 * Records (or changes) the meal's rating and its comment together, as the page's one form sends
 * them: the same rating twice stores one row. Never on opening the link: mail scanners open
 * every link of a message, and the last of the five would be stored as the traveller's verdict.
 */
export function rateMeal(
  token: string,
  rating: Rating,
  rawComment: string,
): RatedMeal | { refused: LinkRefusal | CommentRefusal; language?: Language } {
  const comment = normaliseLineBreaks(rawComment).trim();
  if (comment.length > COMMENT_MAX_LENGTH) return { refused: "too-long" };
  if (!isPlainMultilineText(comment)) return { refused: "hidden-characters" };
  return writeTransaction((tx) => {
    const meal = openRatingLink(token, tx);
    if ("refused" in meal) return meal;
    const at = clock.now().toISOString();
    tx.insert(mealFeedback)
      .values({
        bookingId: meal.booking.id,
        mealPosition: meal.position,
        reservationId: meal.reservation.id,
        rating,
        comment,
        ratedAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [mealFeedback.bookingId, mealFeedback.mealPosition],
        set: { rating, comment, reservationId: meal.reservation.id, updatedAt: at },
      })
      .run();
    return { ...meal, rating, comment };
  });
}

/** A booking's ratings by meal position, for the workspace. */
export function mealRatingsOf(bookingId: number, executor: Executor = db()) {
  return executor
    .select({
      mealPosition: mealFeedback.mealPosition,
      rating: mealFeedback.rating,
      comment: mealFeedback.comment,
      updatedAt: mealFeedback.updatedAt,
    })
    .from(mealFeedback)
    .where(eq(mealFeedback.bookingId, bookingId))
    .orderBy(mealFeedback.mealPosition)
    .all();
}

type CreatorRatings = {
  average: number | null;
  count: number;
  /** The newest comments first, at most three, with their restaurant. */
  lastComments: { restaurant: string; rating: number; comment: string; at: string }[];
};

/**
 * The ratings of the meals each creator curated: a meal is theirs when its table was booked from
 * their recommendation. Keyed by creator id; a creator without a rated meal is absent.
 */
function ratingsByCreator(creatorIds?: number[], executor: Executor = db()): Map<number, CreatorRatings> {
  const rows = executor
    .select({
      creatorId: recommendations.creatorId,
      rating: mealFeedback.rating,
      comment: mealFeedback.comment,
      restaurant: reservations.restaurantName,
      at: mealFeedback.updatedAt,
    })
    .from(mealFeedback)
    .innerJoin(reservations, eq(reservations.id, mealFeedback.reservationId))
    .innerJoin(recommendations, eq(recommendations.id, reservations.recommendationId))
    .where(
      creatorIds
        ? and(isNotNull(reservations.recommendationId), inArray(recommendations.creatorId, creatorIds))
        : isNotNull(reservations.recommendationId),
    )
    .orderBy(desc(mealFeedback.updatedAt))
    .all();
  const byCreator = new Map<number, (typeof rows)[number][]>();
  for (const row of rows) byCreator.set(row.creatorId, [...(byCreator.get(row.creatorId) ?? []), row]);
  return new Map(
    [...byCreator].map(([creatorId, rated]) => [
      creatorId,
      {
        average: averageRating(rated.map((row) => row.rating)),
        count: rated.length,
        lastComments: rated
          .filter((row) => row.comment)
          .slice(0, 3)
          .map(({ restaurant, rating, comment, at }) => ({ restaurant, rating, comment, at })),
      },
    ]),
  );
}

/** One creator's average and count (the dashboard's card). */
export function creatorRating(creatorId: number, executor: Executor = db()): { average: number | null; count: number } {
  const mine = ratingsByCreator([creatorId], executor).get(creatorId);
  return { average: mine?.average ?? null, count: mine?.count ?? 0 };
}

/** The creators of a page of the team's list, with their ratings (those rated only, in the list's order). */
export function withRatings<Page extends { rows: { id: number; name: string }[] }>(
  page: Page,
  executor: Executor = db(),
): Page & { ratings: CreatorRatingRow[] } {
  const rated = ratingsByCreator(
    page.rows.map((row) => row.id),
    executor,
  );
  const ratings = page.rows.flatMap((row) => {
    const mine = rated.get(row.id);
    return mine ? [{ creatorId: row.id, name: row.name, ...mine }] : [];
  });
  return { ...page, ratings };
}
