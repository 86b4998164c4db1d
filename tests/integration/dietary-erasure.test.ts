import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { dietaryNeeds, meals } from "~/db/schema";
import {
  eraseExpiredDietaryNeeds,
  erasureCutoff,
  startDietaryErasure,
} from "~/services/privacy/dietary-erasure.server";
import { testDb } from "../support/db";
import { seedBooking } from "../support/factories";

/** Dietary answers (health or belief data) are erased 30 days after check-out, and only those. */

beforeAll(() => {
  testDb();
});

function withDietary(checkOut: string) {
  const booking = seedBooking(db(), { cityName: "Madrid", checkIn: "2030-01-01", checkOut });
  db()
    .insert(dietaryNeeds)
    .values({ bookingId: booking.id, needs: ["nut_allergy"], other: "", consentedAt: "2029-12-01T00:00:00.000Z" })
    .run();
  db()
    .insert(meals)
    .values({
      bookingId: booking.id,
      position: 1,
      meal: "dinner",
      vibe: "casual",
      budgetBand: "30_60",
      partySize: 2,
      occasion: "none",
    })
    .run();
  return booking.id;
}
const hasDietary = (id: number) =>
  Boolean(db().select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, id)).get());

describe("the dietary erasure job", () => {
  const now = new Date("2030-03-15T03:00:00.000Z");

  it("deletes the answers of trips that ended more than 30 days ago, keeps the rest and the meals", () => {
    expect(erasureCutoff(now)).toBe("2030-02-13");
    const longAgo = withDietary("2030-01-20");
    const justOver = withDietary("2030-02-12");
    const exactly30 = withDietary("2030-02-13");
    const recent = withDietary("2030-03-10");

    expect(eraseExpiredDietaryNeeds(now)).toBe(2);
    expect([longAgo, justOver, exactly30, recent].map(hasDietary)).toEqual([false, false, true, true]);
    // The meals are not health data: the concierge's history of the trip keeps them.
    expect(db().select().from(meals).where(eq(meals.bookingId, longAgo)).all()).toHaveLength(1);

    expect(eraseExpiredDietaryNeeds(now)).toBe(0);
  });

  it("runs once at start and returns a stop for its daily timer", () => {
    const expired = withDietary("2000-01-10");
    const stop = startDietaryErasure(60_000);
    stop();
    expect(hasDietary(expired)).toBe(false);
  });
});
