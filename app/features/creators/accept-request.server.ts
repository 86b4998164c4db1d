import { and, eq, inArray } from "drizzle-orm";
import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { creatorAcceptMove, OPEN_TO_CREATORS } from "~/domain/booking-lifecycle";
import { ConflictError, NotFoundError } from "~/domain/errors";
import { transition } from "~/features/booking/lifecycle.server";
import { cityOf, openIn } from "~/features/creators/creator-requests.server";
import type { CreatorAccount } from "~/features/creators/creators.server";
import { addNote } from "~/features/workspace/booking-notes.server";

/**
 * A creator takes on an open request of their city, or gives back one they took. Taking is
 * one conditional update inside an immediate transaction ("assign it to me if nobody has
 * it"): two creators clicking at once, exactly one changes the row and the other is told it
 * was taken. A request that was waiting for its curator (`preferences_received`) moves to
 * `curating` in the same transaction, with the creator named in its history.
 */

export const TAKEN = "This request was just accepted by another creator.";
export const BOOKED = "Its tables are booked: write to the concierge to hand it over.";

export function acceptRequest(creator: CreatorAccount, bookingId: number): void {
  writeTransaction((tx) => {
    const city = cityOf(creator);
    const row = tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).get();
    // Taken only while it is an open request of the city this creator is offered; a creator
    // offered none (a city outside the catalogue) takes nothing.
    const taken =
      city !== null &&
      tx
        .update(bookings)
        .set({ assignedCreatorId: creator.id, updatedAt: clock.now().toISOString() })
        .where(and(eq(bookings.id, bookingId), openIn(city)))
        .run().changes === 1;
    if (!taken) {
      const now = tx
        .select({ cityName: bookings.cityName, assigned: bookings.assignedCreatorId })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .get();
      if (now?.assigned === creator.id) return;
      // Another city's request, or a made-up one, is not found; one of this city someone took is a clash.
      if (now && now.cityName === city && now.assigned !== null) throw new ConflictError(TAKEN);
      throw new NotFoundError("Request not found");
    }
    const to = row ? creatorAcceptMove(row.status) : null;
    if (to) transition(tx, { bookingId, to, actor: "creator", actorId: String(creator.id) });
  });
}

/** Gives back a request this creator accepted, while its tables are not booked; the concierge sees a note. */
export function releaseRequest(creator: CreatorAccount, bookingId: number): void {
  writeTransaction((tx) => {
    const released = tx
      .update(bookings)
      .set({ assignedCreatorId: null, updatedAt: clock.now().toISOString() })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.assignedCreatorId, creator.id),
          inArray(bookings.status, OPEN_TO_CREATORS),
        ),
      )
      .run();
    if (released.changes === 0) {
      const mine = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.assignedCreatorId, creator.id)))
        .get();
      if (mine) throw new ConflictError(BOOKED);
      throw new NotFoundError("Request not found");
    }
    addNote(
      bookingId,
      `Released by ${creator.name}: open again to the creators of the city.`,
      `creator:${creator.id}`,
      tx,
    );
  });
}
