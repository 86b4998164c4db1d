import { writeTransaction } from "~/db/client.server";
import { recommendations } from "~/db/schema";
import type { RecommendationInput } from "~/domain/recommendation-schema";
import { canSeeRequest } from "~/services/creators/creator-requests.server";
import type { CreatorAccount } from "~/services/creators/creators.server";
import { NotFoundError } from "~/services/errors";

/**
 * Stores a creator's pick for a request they can see. A request they cannot see (another
 * city's, unpaid, or made up) is refused as not found, the same as one that does not exist.
 */
export function addRecommendation(creator: CreatorAccount, input: RecommendationInput, now = new Date()): number {
  return writeTransaction((tx) => {
    if (!canSeeRequest(creator, input.bookingId, tx)) throw new NotFoundError("Request not found");
    const row = tx
      .insert(recommendations)
      .values({
        bookingId: input.bookingId,
        creatorId: creator.id,
        restaurantName: input.restaurantName,
        googleMapsLink: input.googleMapsLink,
        dishSuggestion: input.dishSuggestion,
        submittedAt: now.toISOString(),
      })
      .returning({ id: recommendations.id })
      .get();
    return row.id;
  });
}
