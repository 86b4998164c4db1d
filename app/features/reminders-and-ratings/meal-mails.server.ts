import { and, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { type Booking, type OutboxRecord, outbox, reservations } from "~/db/schema";
import { CALLED_OFF, INITIAL_STATUS } from "~/domain/booking-lifecycle";
import { feedbackDueAt, reminderDueAt } from "~/features/reminders-and-ratings/meal-reminders";
import { enqueue } from "~/platform/outbox/outbox.server";

/**
 * The two emails about each reserved meal (decision 0040): the reminder the day
 * before and "how was it" the morning after, queued in the outbox with a due time. Whatever
 * changes a meal or its trip (a table recorded or edited, a move of the lifecycle, a
 * cancellation) calls `syncMealMails` in its own transaction; it works out what should be
 * pending and makes the outbox say exactly that, so it can run any number of times:
 *
 * - at most one pending record per meal and kind: one whose key differs is withdrawn;
 * - the reminder's key carries the meal's UTC instant, so a reminder sent for 21:00 is not sent
 *   again, while a table moved to another time gets one for the new time;
 * - "how was it" has one key per meal, ever: it goes out once;
 * - a record already due is moved in place, and a withdrawn one comes back under its own key
 *   (the outbox keeps each key once).
 *
 * Delivery checks again that the meal still stands as queued
 * (mail/reminders-and-ratings-mails.server.tsx), so a crash between an edit and this call sends
 * nothing wrong; the outbox's delivered mark, written with the copy of the message, keeps a
 * replay from sending twice.
 */

type MealMail = "meal_reminder" | "meal_feedback";

const prefix = (mail: MealMail, bookingId: number, position: number) =>
  `mail:${mail}:booking:${bookingId}:meal:${position}:`;

/** The key of the one record a meal's email is queued under. */
const mealMailKey = (mail: MealMail, bookingId: number, position: number, startsAt: string) =>
  prefix(mail, bookingId, position) + (mail === "meal_reminder" ? `at:${startsAt}` : "once");

/**
 * The same key as SQL, from a reservation's own columns, so a read joins each table to the
 * record of its reminder (by the outbox's unique key) in the query that lists the tables.
 */
export const reminderKeyOf = (reservation: typeof reservations): SQL<string> =>
  sql<string>`'mail:meal_reminder:booking:' || ${reservation.bookingId} || ':meal:' || ${reservation.mealPosition} || ':at:' || ${reservation.startsAt}`;

type Wanted = { key: string; due: Date; data: Record<string, unknown> } | null;

/**
 * The booking's meal-mail records of one kind, read by a range of the unique key's index (a
 * LIKE would scan the whole outbox: SQLite's LIKE ignores case, the index does not).
 */
const recordsOf = (executor: Executor, mail: MealMail, bookingId: number) => {
  const start = `mail:${mail}:booking:${bookingId}:meal:`;
  return executor
    .select()
    .from(outbox)
    .where(and(gte(outbox.dedupeKey, start), lt(outbox.dedupeKey, `${start}\uffff`)))
    .all();
};

function settle(
  executor: Executor,
  known: OutboxRecord[],
  bookingId: number,
  to: string,
  mail: MealMail,
  position: number,
  wanted: Wanted,
) {
  const at = clock.now().toISOString();
  const records = known.filter((record) => record.dedupeKey?.startsWith(prefix(mail, bookingId, position)));
  for (const record of records) {
    const pending = !record.deliveredAt && !record.failedAt && !record.cancelledAt;
    if (pending && record.dedupeKey !== wanted?.key) {
      executor.update(outbox).set({ cancelledAt: at }).where(eq(outbox.id, record.id)).run();
    }
  }
  if (!wanted) return;
  const due = wanted.due.toISOString();
  const same = records.find((record) => record.dedupeKey === wanted.key);
  if (!same) {
    enqueue(executor, "mail", { mail, to, bookingId, data: wanted.data }, bookingId, {
      dedupeKey: wanted.key,
      notBefore: wanted.due,
    });
    return;
  }
  // Sent already for this very meal: nothing more. Otherwise due (again) at the wanted time.
  if (same.deliveredAt) return;
  if (same.nextAttemptAt === due && !same.cancelledAt && !same.failedAt) return;
  executor
    .update(outbox)
    .set({ nextAttemptAt: due, cancelledAt: null, failedAt: null, attempts: 0, lastError: null })
    .where(and(eq(outbox.id, same.id), isNull(outbox.deliveredAt)))
    .run();
}

/** Makes the outbox hold exactly the meal emails the booking's reservations call for now. */
export function syncMealMails(
  executor: Executor,
  booking: Pick<Booking, "id" | "status" | "email" | "reservations">,
  now = clock.now(),
): void {
  const bookingId = booking.id;
  // A cancelled trip, or one not yet paid, gets neither email; every other status keeps its meals.
  const live = booking.status !== CALLED_OFF && booking.status !== INITIAL_STATUS;
  const rows = executor.select().from(reservations).where(eq(reservations.bookingId, bookingId)).all();
  const known = {
    meal_reminder: recordsOf(executor, "meal_reminder", bookingId),
    meal_feedback: recordsOf(executor, "meal_feedback", bookingId),
  };
  const positions = new Set([...rows.map((row) => row.mealPosition)]);
  for (let position = 1; position <= booking.reservations; position++) positions.add(position);
  for (const position of positions) {
    const row = live ? rows.find((candidate) => candidate.mealPosition === position) : undefined;
    for (const mail of ["meal_reminder", "meal_feedback"] as const) {
      const due = row ? (mail === "meal_reminder" ? reminderDueAt(row, now) : feedbackDueAt(row, now)) : null;
      const wanted =
        row && due
          ? {
              key: mealMailKey(mail, bookingId, position, row.startsAt),
              due,
              data: { mealPosition: position, startsAt: row.startsAt },
            }
          : null;
      settle(executor, known[mail], bookingId, booking.email, mail, position, wanted);
    }
  }
}
