import { and, asc, eq, inArray } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { bookings, creators } from "~/db/schema";
import { OPEN_TO_CREATORS } from "~/domain/booking-lifecycle";
import { InvalidInputError } from "~/domain/errors";
import { hasCatalogueCity, mayBeAssigned } from "~/features/creators/creator-cities";
import { addNote } from "~/features/workspace/booking-notes.server";

/**
 * Who a booking is given to. One rule for the concierge's two forms (the booking's workspace and
 * the Internal Database's list), checked here and nowhere else: an approved creator of the
 * booking's city, or any approved creator for an "Other" destination (see creator-cities.ts).
 */

export type AssignableCreator = { id: number; name: string; city: string };

/** The approved creators a booking in this city may be given to, by name. */
export function creatorsFor(cityName: string, executor: Executor = db()): AssignableCreator[] {
  return executor
    .select({ id: creators.id, name: creators.name, city: creators.city })
    .from(creators)
    .where(eq(creators.status, "approved"))
    .orderBy(asc(creators.name))
    .all()
    .filter((creator) => mayBeAssigned(cityName, creator.city));
}

/**
 * Gives a booking to a creator the rule allows, or to nobody with null; it then shows on their
 * dashboard. A creator of another city, one no longer approved, or a booking gone from under the
 * form is a bad choice in the form: nothing is stored.
 */
export function assignCreator(bookingId: number, creatorId: number | null, author?: string): void {
  writeTransaction((tx) => {
    const booking = tx
      .select({ id: bookings.id, cityName: bookings.cityName })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .get();
    if (!booking) throw new InvalidInputError("That booking no longer exists.", { bookingId: "No such booking" });
    const creator = creatorId === null ? null : creatorsFor(booking.cityName, tx).find(({ id }) => id === creatorId);
    if (creatorId !== null && !creator) {
      const of = hasCatalogueCity(booking.cityName) ? ` of ${booking.cityName}` : "";
      throw new InvalidInputError(`Choose an approved creator${of}.`, { creatorId: `Choose an approved creator${of}` });
    }
    tx.update(bookings)
      .set({ assignedCreatorId: creatorId, updatedAt: clock.now().toISOString() })
      .where(eq(bookings.id, booking.id))
      .run();
    // Who gave the booking to whom, in its history (the staff's author, or "admin" for the token).
    if (author) addNote(booking.id, creator ? `Assigned to ${creator.name}.` : "Creator unassigned.", author, tx);
  });
}

/**
 * Gives back every open request (not yet booked) of a creator who can no longer serve them (an
 * application rejected, an account withdrawn), inside the caller's transaction, with a note on
 * each booking saying so.
 * A booked trip stays with the creator who booked it, as when a creator releases one.
 */
export function releaseOpenRequestsOf(
  tx: Executor,
  creator: { id: number; name: string },
  why: string,
  author = "admin",
): number {
  const released = tx
    .update(bookings)
    .set({ assignedCreatorId: null, updatedAt: clock.now().toISOString() })
    .where(and(eq(bookings.assignedCreatorId, creator.id), inArray(bookings.status, OPEN_TO_CREATORS)))
    .returning({ id: bookings.id, cityName: bookings.cityName })
    .all();
  for (const booking of released) {
    const next = hasCatalogueCity(booking.cityName)
      ? `open again to the creators of ${booking.cityName}`
      : "waiting for the concierge to choose a creator";
    addNote(booking.id, `Released: ${creator.name} ${why}; ${next}.`, author, tx);
  }
  return released.length;
}
