import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { bookings, outbox, reservations } from "~/db/schema";
import { CALLED_OFF } from "~/domain/booking-lifecycle";
import { reminderKeyOf } from "~/features/reminders-and-ratings/meal-mails.server";
import type { ReminderState, TableRow } from "./todays-tables";

/**
 * Every table recorded for one calendar date, each under the date it has in its own city (the
 * reservation's local date), with its traveller and its reminder's state: one query, whatever
 * the number of trips, ordered by city and then by the meal's instant.
 */
export function tablesOn(executor: Executor, date: string): TableRow[] {
  const rows = executor
    .select({
      reservationId: reservations.id,
      bookingReference: bookings.readableReference,
      cityName: bookings.cityName,
      travellerName: bookings.name,
      status: bookings.status,
      partySize: reservations.partySize,
      restaurantName: reservations.restaurantName,
      confirmationCode: reservations.confirmationCode,
      localTime: reservations.localTime,
      timeZone: reservations.timeZone,
      startsAt: reservations.startsAt,
      deliveredAt: outbox.deliveredAt,
      failedAt: outbox.failedAt,
      cancelledAt: outbox.cancelledAt,
      queued: outbox.id,
    })
    .from(reservations)
    .innerJoin(bookings, eq(bookings.id, reservations.bookingId))
    // The reminder queued for the table at its current time (a moved table has a new one).
    .leftJoin(outbox, eq(outbox.dedupeKey, reminderKeyOf(reservations)))
    .where(eq(reservations.localDate, date))
    .orderBy(asc(bookings.cityName), asc(reservations.startsAt), asc(reservations.id))
    .all();
  return rows.map(({ status, deliveredAt, failedAt, cancelledAt, queued, ...row }) => ({
    ...row,
    tripCancelled: status === CALLED_OFF,
    reminder: reminderState({ queued, deliveredAt, failedAt, cancelledAt }),
  }));
}

function reminderState(record: {
  queued: number | null;
  deliveredAt: string | null;
  failedAt: string | null;
  cancelledAt: string | null;
}): ReminderState {
  if (record.queued === null) return "none";
  if (record.deliveredAt) return "sent";
  if (record.failedAt) return "failed";
  if (record.cancelledAt) return "none";
  return "scheduled";
}
