import { and, eq, lt } from "drizzle-orm";
import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { STAY_END_MOVES } from "~/domain/booking-lifecycle";
import { timeZoneOf } from "~/domain/city-dining";
import { localDateAt } from "~/domain/local-time";
import { transition } from "~/features/booking/lifecycle.server";
import { logger } from "~/logger.server";
import { runEvery } from "~/platform/background/run-every.server";

/**
 * A trip is over the day after check-out, in the city's own calendar: then `itinerary_ready`
 * moves to `completed`, through the one transition function, with the system as actor. Run
 * hourly by the background jobs, so a trip completes within the hour its city's day turns.
 */
export function completeFinishedTrips(now = clock.now()): number {
  // No city is more than a day ahead of UTC: anything that could be over has checked out before tomorrow (UTC).
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const completed = writeTransaction((tx) => {
    // The lifecycle's table says which statuses the end of a stay moves, and where to.
    let moved = 0;
    for (const { from, to } of STAY_END_MOVES) {
      const candidates = tx
        .select({ id: bookings.id, cityName: bookings.cityName, checkOut: bookings.checkOut })
        .from(bookings)
        .where(and(eq(bookings.status, from), lt(bookings.checkOut, tomorrow)))
        .all();
      const over = candidates.filter((trip) => localDateAt(now, timeZoneOf(trip.cityName)) > trip.checkOut);
      for (const trip of over) {
        transition(tx, { bookingId: trip.id, to, actor: "system", note: "The stay ended" });
      }
      moved += over.length;
    }
    return moved;
  });
  if (completed > 0) logger.info({ completed }, "trips completed after check-out");
  return completed;
}

const HOUR_MS = 60 * 60 * 1000;

/** Runs now and then every hour; returns a stop function. */
export function startTripCompletion(intervalMs = HOUR_MS): () => void {
  return runEvery(intervalMs, "completing finished trips", () => completeFinishedTrips());
}
