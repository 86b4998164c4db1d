import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookings, mealFeedback } from "~/db/schema";
import { allDataExport } from "~/services/exports/exports.server";
import { ratingToken, recordRating, saveComment } from "~/services/meals/meal-ratings.server";
import { eraseMealFeedback } from "~/services/privacy/meal-feedback.server";
import { testDb } from "../support/db";
import { seedBookedTrip } from "../support/factories";

/** A traveller's ratings and comments are their personal data (issue 31): exported, and erased with the booking. */

beforeAll(() => testDb());

const feedbackOf = (bookingId: number) =>
  db().select().from(mealFeedback).where(eq(mealFeedback.bookingId, bookingId)).all();

describe("the traveller's ratings as personal data", () => {
  it("are in the full export, and gone after erasure or with the booking", async () => {
    const { booking } = seedBookedTrip(db());
    const token = ratingToken(booking, 1);
    recordRating(token, 2);
    saveComment(token, "Too loud for us.");
    const exported = JSON.parse(await new Response(allDataExport().body).text()) as {
      mealFeedback: { bookingId: number; rating: number; comment: string }[];
    };
    expect(exported.mealFeedback.filter((row) => row.bookingId === booking.id)).toMatchObject([
      { mealPosition: 1, rating: 2, comment: "Too loud for us." },
    ]);

    expect(eraseMealFeedback(db(), booking.id)).toBe(1);
    expect(feedbackOf(booking.id)).toEqual([]);

    const other = seedBookedTrip(db()).booking;
    recordRating(ratingToken(other, 2), 5);
    db().delete(bookings).where(eq(bookings.id, other.id)).run();
    expect(feedbackOf(other.id)).toEqual([]);
  });
});
