import { and, asc, eq, inArray, isNull, min } from "drizzle-orm";
import * as clock from "~/clock";
import { db, preparedPerConnection } from "~/db/client.server";
import { bookingEvents, bookings, meals, reservations } from "~/db/schema";
import { IN_SERVICE } from "~/domain/booking-lifecycle";
import { timeZoneOf } from "~/domain/city-dining";
import { localToUtc } from "~/domain/local-time";
import type { HistoryStep } from "~/domain/service-deadlines";
import { conversationMessages } from "~/features/conversation/conversation-tables";
import { buildQueue, type Queue, type QueueBooking, type QueueBucket } from "~/features/queue/staff-queue";
import { firstContactAt } from "~/features/workspace/contacted.server";

/**
 * The signed-in person's queue: every booking still in service with its history and first
 * meal, handed to the domain (staff-queue.ts) for the buckets, counts and order. Open bookings
 * are a working day's few dozen to hundreds, read through the status index (never every booking);
 * the page shows them 50 at a time (features/queue/routes/queue.server.ts).
 */

export type QueueEntry = QueueBooking & {
  reference: string;
  readableReference: string;
  name: string;
  cityName: string;
  checkIn: string;
};

export function staffQueue(viewerId: number, bucket: QueueBucket, now = clock.now()): Queue<QueueEntry> {
  return buildQueue(queueEntries(), bucket, viewerId, now);
}

/**
 * When a day begins in a city, as a UTC instant: the queue names the city's date, not UTC's.
 * Worked out once per city and day for the process (a day's start never moves): hundreds of open
 * trips share a few dozen of them, and each conversion asks the zone's rules several times.
 */
const starts = new Map<string, string>();
function dayStarts(day: string, cityName: string): string {
  const key = `${cityName}\n${day}`;
  let start = starts.get(key);
  if (start === undefined) {
    start = (localToUtc(day, "00:00", timeZoneOf(cityName)) ?? new Date(`${day}T00:00:00.000Z`)).toISOString();
    // Bounded: a year of days in every city is a few thousand entries.
    if (starts.size >= 10_000) starts.clear();
    starts.set(key, start);
  }
  return start;
}

/**
 * The reads of the queue, each built once per connection (they take no parameters: the bookings
 * in service are a subquery): found by `bookings_status_check_out_idx` on the status the lifecycle
 * calls in service, their history, tables, meals and unread messages by each table's booking index.
 */
const queueReads = preparedPerConnection((executor) => {
  const isInService = inArray(bookings.status, IN_SERVICE);
  const inService = executor.select({ id: bookings.id }).from(bookings).where(isInService);
  return {
    open: executor
      .select({
        id: bookings.id,
        reference: bookings.reference,
        readableReference: bookings.readableReference,
        name: bookings.name,
        cityName: bookings.cityName,
        checkIn: bookings.checkIn,
        status: bookings.status,
        assignedStaffId: bookings.assignedStaffId,
        contactedAt: firstContactAt,
      })
      .from(bookings)
      .where(isInService)
      .prepare(),
    steps: executor
      .select({
        bookingId: bookingEvents.bookingId,
        toStatus: bookingEvents.toStatus,
        createdAt: bookingEvents.createdAt,
      })
      .from(bookingEvents)
      .where(inArray(bookingEvents.bookingId, inService))
      .orderBy(asc(bookingEvents.id))
      .prepare(),
    firstTables: executor
      .select({ bookingId: reservations.bookingId, first: min(reservations.startsAt) })
      .from(reservations)
      .where(inArray(reservations.bookingId, inService))
      .groupBy(reservations.bookingId)
      .prepare(),
    firstMealDays: executor
      .select({ bookingId: meals.bookingId, first: min(meals.date) })
      .from(meals)
      .where(inArray(meals.bookingId, inService))
      .groupBy(meals.bookingId)
      .prepare(),
    // Traveller messages no one of the team has read, oldest first: per booking, how many and since when.
    unread: executor
      .select({ bookingId: conversationMessages.bookingId, createdAt: conversationMessages.createdAt })
      .from(conversationMessages)
      .where(
        and(
          inArray(conversationMessages.bookingId, inService),
          eq(conversationMessages.author, "traveller"),
          isNull(conversationMessages.readAt),
        ),
      )
      .orderBy(asc(conversationMessages.id))
      .prepare(),
  };
});

/** Every booking in service with what its order needs, read once per page (the opening tab and the one shown share it). */
export function queueEntries(): QueueEntry[] {
  const reads = queueReads(db());
  const open = reads.open.all();
  const history = new Map<number, HistoryStep[]>();
  const tables = new Map<number, string>();
  const mealDates = new Map<number, string>();
  const unread = new Map<number, { unread: number; since: string }>();
  if (open.length) {
    for (const step of reads.steps.all()) {
      const known = history.get(step.bookingId);
      if (known) known.push(step);
      else history.set(step.bookingId, [step]);
    }
    for (const row of reads.firstTables.all()) if (row.first) tables.set(row.bookingId, row.first);
    for (const row of reads.firstMealDays.all()) if (row.first) mealDates.set(row.bookingId, row.first);
    for (const message of reads.unread.all()) {
      const seen = unread.get(message.bookingId);
      if (seen) seen.unread += 1;
      else unread.set(message.bookingId, { unread: 1, since: message.createdAt });
    }
  }
  // The first table booked, else the first meal's day, else the first day of the stay.
  return open.map((booking) => ({
    ...booking,
    unread: unread.get(booking.id)?.unread ?? 0,
    waitingSince: unread.get(booking.id)?.since ?? null,
    history: history.get(booking.id) ?? [],
    firstMealAt: tables.get(booking.id) ?? dayStarts(mealDates.get(booking.id) ?? booking.checkIn, booking.cityName),
  }));
}
