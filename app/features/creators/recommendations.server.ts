import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import { itineraries, recommendations } from "~/db/schema";
import { ConflictError, InvalidInputError, NotFoundError } from "~/domain/errors";
import { plural } from "~/domain/plain-text";
import { isAssignedTo } from "~/features/creators/creator-requests.server";
import type { CreatorAccount } from "~/features/creators/creators.server";
import type { RecommendationInput } from "~/features/creators/recommendation-schema";
import { restaurantForPick } from "~/features/restaurants/directory-picks.server";

/**
 * Picks are refused once the request's itinerary is sent: the traveller holds it, and the tables
 * in it were booked from the picks. `sentAt` is when the version they hold was sent.
 */
export class PicksFrozenError extends ConflictError {
  constructor(readonly sentAt: string) {
    super(`The itinerary was sent on ${sentAt.slice(0, 10)}; picks can no longer change. Write to the concierge.`);
  }
}

/**
 * Stores a creator's pick for one meal of a request assigned to them. Any other request
 * (another city's, another creator's, still open, or made up) is refused as not found, the same
 * as one that does not exist; a meal the booking does not have is invalid input; a request whose
 * itinerary was sent refuses every pick (PicksFrozenError). The pick names its directory entry
 * (restaurantForPick): one chosen must be listed in the trip's city, else invalid input and
 * nothing stored; one typed with an address is found or added for review in the same transaction.
 */
export function addRecommendation(creator: CreatorAccount, input: RecommendationInput, now = clock.now()): number {
  return writeTransaction((tx) => {
    const booking = isAssignedTo(creator, input.bookingId, tx);
    if (!booking) throw new NotFoundError("Request not found");
    if (input.mealPosition > booking.reservations) {
      throw new InvalidInputError("Unknown meal", {
        mealPosition: `This request has ${plural(booking.reservations, "meal", "meals")}`,
      });
    }
    const sent = tx
      .select({ sentAt: itineraries.sentAt })
      .from(itineraries)
      .where(eq(itineraries.bookingId, input.bookingId))
      .get();
    if (sent) throw new PicksFrozenError(sent.sentAt);
    const place = restaurantForPick(
      {
        creatorId: creator.id,
        cityName: booking.cityName,
        restaurantId: input.restaurantId,
        restaurantName: input.restaurantName,
        address: input.address,
        mapsUrl: input.googleMapsLink,
      },
      tx,
    );
    const row = tx
      .insert(recommendations)
      .values({
        bookingId: input.bookingId,
        creatorId: creator.id,
        restaurantName: place.restaurantName,
        restaurantId: place.restaurantId,
        googleMapsLink: input.googleMapsLink,
        dishSuggestion: input.dishSuggestion,
        mealPosition: input.mealPosition,
        submittedAt: now.toISOString(),
      })
      .returning({ id: recommendations.id })
      .get();
    return row.id;
  });
}
