import { and, asc, count, eq, inArray, isNotNull, isNull, min, ne, or, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { type Executor, preparedPerConnection } from "~/db/client.server";
import { bookings, meals, reservations, staff } from "~/db/schema";
import { CALLED_OFF } from "~/domain/booking-lifecycle";
import { zoneName } from "~/domain/desk-time";
import { changeAsksInWords, linkify, waitedWords } from "~/features/conversation/conversation";
import { changeRequests, conversationMessages } from "~/features/conversation/conversation-tables";
import {
  type InboxCounts,
  type InboxMessage,
  type InboxPage,
  type InboxView,
  openingView,
} from "~/features/inbox/inbox";
import { labelOf, MEAL_TIMES } from "~/features/preferences/meal-preferences";

/**
 * The inbox's reads: which conversations wait for the team, for one member of it. A fixed
 * number of queries whatever the number of trips: the counts (one, for the staff bar), the
 * waiting bookings (one) and their waiting messages with their meals (one). Bookings are found
 * from the few waiting messages and open requests, never by reading every booking.
 */

/** Per booking: its traveller messages nobody of the team has read yet, and the oldest's time. */
const unreadOf = (executor: Executor) =>
  executor
    .select({
      bookingId: conversationMessages.bookingId,
      unread: count().as("unread"),
      since: min(conversationMessages.createdAt).as("unread_since"),
    })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.author, "traveller"), isNull(conversationMessages.readAt)))
    .groupBy(conversationMessages.bookingId)
    .as("unread_messages");

/** Per booking: the oldest change request still open (read or not, it waits until resolved). */
const openOf = (executor: Executor) =>
  executor
    .select({ bookingId: changeRequests.bookingId, since: min(changeRequests.createdAt).as("open_since") })
    .from(changeRequests)
    .where(eq(changeRequests.status, "open"))
    .groupBy(changeRequests.bookingId)
    .as("open_requests");

/**
 * The waiting bookings with what their rows show, from the two sets above. A cancelled trip takes
 * no more messages, so nothing of it waits for an answer.
 */
function waiting(executor: Executor) {
  const unread = unreadOf(executor);
  const open = openOf(executor);
  // The earlier of the two (SQLite's two-argument min() is null when either is).
  const since = sql<string>`min(coalesce(${unread.since}, ${open.since}), coalesce(${open.since}, ${unread.since}))`;
  // The waiting bookings looked up by their ids: the joins alone made SQLite read every booking to
  // find the few with a waiting message or request, on every admin page (the staff bar's count).
  const waitingIds = sql`${bookings.id} in (select ${conversationMessages.bookingId} from ${conversationMessages}
    where ${conversationMessages.author} = 'traveller' and ${conversationMessages.readAt} is null
    union select ${changeRequests.bookingId} from ${changeRequests} where ${changeRequests.status} = 'open')`;
  const where = and(
    waitingIds,
    or(isNotNull(unread.bookingId), isNotNull(open.bookingId)),
    ne(bookings.status, CALLED_OFF),
  );
  return { unread, open, since, where };
}

/** How many conversations wait, in All and in the member's Mine: one query (the staff bar reads it on every admin page). */
export function inboxCounts(executor: Executor, member: { id: number } | null): InboxCounts {
  const row = waitingCounts(executor).get({ memberId: member?.id ?? null });
  return { all: row?.all ?? 0, mine: Number(row?.mine ?? 0) };
}

/** The counts' statement, built once per connection: the staff bar asks it on every admin page. */
const waitingCounts = preparedPerConnection((executor) => {
  const { unread, open, where } = waiting(executor);
  return executor
    .select({
      all: count(),
      mine: sql<number>`coalesce(sum(${bookings.assignedStaffId} = ${sql.placeholder("memberId")}), 0)`,
    })
    .from(bookings)
    .leftJoin(unread, eq(unread.bookingId, bookings.id))
    .leftJoin(open, eq(open.bookingId, bookings.id))
    .where(where)
    .prepare();
});

/**
 * The member's inbox: the view asked (else the one it opens on), each view's count, and the
 * conversations of the view, the longest wait first, each with its waiting messages. `member`
 * null is the admin token, which is nobody: it has All only.
 */
export function inbox(
  executor: Executor,
  member: { id: number } | null,
  asked: InboxView | null,
  now = clock.now(),
): InboxPage {
  const { unread, open, since, where } = waiting(executor);
  const all = executor
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      readableReference: bookings.readableReference,
      name: bookings.name,
      cityName: bookings.cityName,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      assignedStaffId: bookings.assignedStaffId,
      assignee: staff.name,
      unread: unread.unread,
      waitingSince: since,
    })
    .from(bookings)
    .leftJoin(unread, eq(unread.bookingId, bookings.id))
    .leftJoin(open, eq(open.bookingId, bookings.id))
    .leftJoin(staff, eq(staff.id, bookings.assignedStaffId))
    .where(where)
    .orderBy(asc(since), asc(bookings.id))
    .all();
  const counts = {
    all: all.length,
    mine: member ? all.filter((row) => row.assignedStaffId === member.id).length : 0,
  };
  const view = member ? (asked ?? openingView(counts)) : "all";
  const shown = view === "mine" ? all.filter((row) => row.assignedStaffId === member?.id) : all;
  const messages = waitingMessages(
    executor,
    shown.map((row) => row.bookingId),
    now,
  );
  return {
    view,
    counts,
    personal: member !== null,
    rows: shown.map(({ assignedStaffId: _, ...row }) => ({
      ...row,
      unread: row.unread ?? 0,
      waited: waitedWords(row.waitingSince, now),
      messages: messages.get(row.bookingId) ?? [],
    })),
  };
}

/** The traveller messages that wait, per booking, oldest first, each change request with its meal: one query. */
function waitingMessages(executor: Executor, bookingIds: number[], now: Date): Map<number, InboxMessage[]> {
  const result = new Map<number, InboxMessage[]>();
  if (bookingIds.length === 0) return result;
  const rows = executor
    .select({
      bookingId: conversationMessages.bookingId,
      id: conversationMessages.id,
      at: conversationMessages.createdAt,
      readAt: conversationMessages.readAt,
      body: conversationMessages.body,
      requestId: changeRequests.id,
      status: changeRequests.status,
      mealPosition: changeRequests.mealPosition,
      newDate: changeRequests.newDate,
      newTime: changeRequests.newTime,
      newPartySize: changeRequests.newPartySize,
      mealDate: meals.date,
      mealTime: meals.meal,
      restaurant: reservations.restaurantName,
      tableDate: reservations.localDate,
      tableTime: reservations.localTime,
      tableZone: reservations.timeZone,
      tableStartsAt: reservations.startsAt,
    })
    .from(conversationMessages)
    .leftJoin(changeRequests, eq(changeRequests.messageId, conversationMessages.id))
    .leftJoin(
      meals,
      and(eq(meals.bookingId, conversationMessages.bookingId), eq(meals.position, changeRequests.mealPosition)),
    )
    .leftJoin(
      reservations,
      and(
        eq(reservations.bookingId, conversationMessages.bookingId),
        eq(reservations.mealPosition, changeRequests.mealPosition),
      ),
    )
    .where(
      and(
        inArray(conversationMessages.bookingId, bookingIds),
        eq(conversationMessages.author, "traveller"),
        or(isNull(conversationMessages.readAt), eq(changeRequests.status, "open")),
      ),
    )
    .orderBy(asc(conversationMessages.id))
    .all();
  for (const row of rows) {
    const message: InboxMessage = {
      id: row.id,
      at: row.at,
      waited: waitedWords(row.at, now),
      unread: row.readAt === null,
      segments: linkify(row.body),
      change:
        row.requestId !== null && row.mealPosition !== null
          ? {
              id: row.requestId,
              mealPosition: row.mealPosition,
              meal: mealWords(row),
              asks: changeAsksInWords(row),
              open: row.status === "open",
            }
          : null,
    };
    result.set(row.bookingId, [...(result.get(row.bookingId) ?? []), message]);
  }
  return result;
}

/**
 * "Dinner on 2026-12-12 · table at Casa Lucio, 2026-12-12 21:00 CET", from what the workspace
 * holds of the meal: the table's time is the city's, so the zone is named beside it.
 */
function mealWords(row: {
  mealDate: string | null;
  mealTime: string | null;
  restaurant: string | null;
  tableDate: string | null;
  tableTime: string | null;
  tableZone: string | null;
  tableStartsAt: string | null;
}): string {
  const when = row.mealTime
    ? `${labelOf(MEAL_TIMES, row.mealTime)}${row.mealDate ? ` on ${row.mealDate}` : ", any day"}`
    : "No preferences yet";
  const zone = row.tableZone && row.tableStartsAt ? ` ${zoneName(new Date(row.tableStartsAt), row.tableZone)}` : "";
  const table = row.restaurant
    ? ` · table at ${row.restaurant}, ${row.tableDate} ${row.tableTime}${zone}`
    : " · no table yet";
  return `${when}${table}`;
}
