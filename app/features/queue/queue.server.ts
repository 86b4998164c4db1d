import { asc, inArray, min } from "drizzle-orm";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { bookingEvents, bookings, meals, reservations } from "~/db/schema";
import { IN_SERVICE } from "~/domain/booking-lifecycle";
import { timeZoneOf } from "~/domain/city-dining";
import { localToUtc } from "~/domain/local-time";
import type { HistoryStep } from "~/domain/service-deadlines";
import { unreadByBooking } from "~/features/conversation/messages.server";
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
 * The bookings in service as a subquery: SQLite joins them to each table by its booking index,
 * where a list of a few hundred ids as parameters cost more to build each time than the reads.
 */
const inService = () => db().select({ id: bookings.id }).from(bookings).where(inArray(bookings.status, IN_SERVICE));

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
 * Every booking in service with what its order needs, read once per page (the opening tab and
 * the one shown share it): found by `bookings_status_check_out_idx` on the status the lifecycle
 * calls in service, their history, tables, meals and unread messages by each table's booking index.
 */
export function queueEntries(): QueueEntry[] {
  const open = db()
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
    .where(inArray(bookings.status, IN_SERVICE))
    .all();
  const ids = open.map((booking) => booking.id);
  const history = new Map<number, HistoryStep[]>();
  const tables = new Map<number, string>();
  const mealDates = new Map<number, string>();
  if (ids.length) {
    const steps = db()
      .select({
        bookingId: bookingEvents.bookingId,
        toStatus: bookingEvents.toStatus,
        createdAt: bookingEvents.createdAt,
      })
      .from(bookingEvents)
      .where(inArray(bookingEvents.bookingId, inService()))
      .orderBy(asc(bookingEvents.id))
      .all();
    for (const step of steps) {
      const known = history.get(step.bookingId);
      if (known) known.push(step);
      else history.set(step.bookingId, [step]);
    }
    for (const row of db()
      .select({ bookingId: reservations.bookingId, first: min(reservations.startsAt) })
      .from(reservations)
      .where(inArray(reservations.bookingId, inService()))
      .groupBy(reservations.bookingId)
      .all()) {
      if (row.first) tables.set(row.bookingId, row.first);
    }
    for (const row of db()
      .select({ bookingId: meals.bookingId, first: min(meals.date) })
      .from(meals)
      .where(inArray(meals.bookingId, inService()))
      .groupBy(meals.bookingId)
      .all()) {
      if (row.first) mealDates.set(row.bookingId, row.first);
    }
  }
  const unread = unreadByBooking(ids);
  // The first table booked, else the first meal's day, else the first day of the stay.
  return open.map((booking) => ({
    ...booking,
    unread: unread.get(booking.id)?.unread ?? 0,
    waitingSince: unread.get(booking.id)?.since ?? null,
    history: history.get(booking.id) ?? [],
    firstMealAt: tables.get(booking.id) ?? dayStarts(mealDates.get(booking.id) ?? booking.checkIn, booking.cityName),
  }));
}
