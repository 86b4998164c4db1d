import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookings, mealFeedback } from "~/db/schema";
import { allDataExport } from "~/features/admin-dashboard/exports.server";
import { eraseExpiredDietaryNeeds } from "~/features/privacy/dietary-erasure.server";
import { rateMeal, ratingToken } from "~/features/reminders-and-ratings/meal-ratings.server";
import { testDb } from "../support/db";
import { seedBookedTrip } from "../support/factories";

/** A traveller's ratings and comments are their personal data: exported, comments erased after the trip, all gone with the booking. */

beforeAll(() => testDb());

const feedbackOf = (bookingId: number) =>
  db().select().from(mealFeedback).where(eq(mealFeedback.bookingId, bookingId)).all();

describe("the traveller's ratings as personal data", () => {
  it("are in the full export; the comment goes 30 days after check-out, the score with the booking", async () => {
    const { booking } = seedBookedTrip(db());
    const token = ratingToken(booking, 1);
    rateMeal(token, 2, "Too loud for us.");
    const exported = JSON.parse(await new Response(allDataExport().body).text()) as {
      mealFeedback: { bookingId: number; rating: number; comment: string }[];
    };
    expect(exported.mealFeedback.filter((row) => row.bookingId === booking.id)).toMatchObject([
      { mealPosition: 1, rating: 2, comment: "Too loud for us." },
    ]);

    // The trip ends 2037-12-12: on the 30th day after, the comment is still there; the day after, it is gone.
    await eraseExpiredDietaryNeeds(new Date("2038-01-11T12:00:00Z"));
    expect(feedbackOf(booking.id)).toMatchObject([{ rating: 2, comment: "Too loud for us." }]);
    await eraseExpiredDietaryNeeds(new Date("2038-01-12T12:00:00Z"));
    expect(feedbackOf(booking.id)).toMatchObject([{ rating: 2, comment: "" }]);

    const other = seedBookedTrip(db()).booking;
    rateMeal(ratingToken(other, 2), 5, "");
    db().delete(bookings).where(eq(bookings.id, other.id)).run();
    expect(feedbackOf(other.id)).toEqual([]);
  });
});
