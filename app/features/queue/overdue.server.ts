import { and, count, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { db, preparedPerConnection } from "~/db/client.server";
import { bookingEvents, bookings } from "~/db/schema";
import {
  type BookingStatus,
  type DeadlineKind,
  deadlineStart,
  IN_SERVICE,
  statusesMeeting,
} from "~/domain/booking-lifecycle";
import { WITHIN_HOURS } from "~/domain/service-deadlines";
import { firstContactAt } from "~/features/workspace/contacted.server";

/**
 * The bookings whose promised time has passed, as one SQL condition so the Internal Database
 * can count and filter them over any number of bookings. It says what `serviceDeadlines` says
 * for one booking (a test compares the two on the same histories): contact overdue when the
 * first payment is more than 24 h old and nobody of the team has contacted the traveller yet
 * (`firstContactAt`); itinerary overdue
 * when the first answers are more than 48 h old and the itinerary has not gone out.
 */

const HOUR = 3_600_000;
const before = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();
const list = (statuses: readonly BookingStatus[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

const firstAt = (status: BookingStatus) =>
  sql`(select min(${bookingEvents.createdAt}) from ${bookingEvents} where ${bookingEvents.bookingId} = ${bookings.id} and ${bookingEvents.toStatus} = ${status})`;
const reached = (statuses: readonly BookingStatus[]) =>
  sql`exists (select 1 from ${bookingEvents} where ${bookingEvents.bookingId} = ${bookings.id} and ${bookingEvents.toStatus} in (${list(statuses)}))`;

/**
 * Started before its cutoff (its hours before now), and not met: contact by the first contact,
 * the itinerary by its status.
 */
const late = (kind: DeadlineKind, cutoff: string | Placeholder) =>
  sql`(${firstAt(deadlineStart(kind))} < ${cutoff} and ${kind === "contact" ? sql`${firstContactAt} is null` : sql`not ${reached(statusesMeeting(kind))}`})`;

/** Each promise's cutoff: a deadline that started before it is late. Values, or a prepared statement's placeholders. */
type Cutoffs = Record<DeadlineKind, string | Placeholder>;

const cutoffsAt = (now: Date) => ({
  contact: before(now, WITHIN_HOURS.contact),
  itinerary: before(now, WITHIN_HOURS.itinerary),
});

const overdueWhere = (cutoffs: Cutoffs) =>
  and(
    inArray(bookings.status, IN_SERVICE),
    sql`(${late("contact", cutoffs.contact)} or ${late("itinerary", cutoffs.itinerary)})`,
  ) as SQL;

export function overdueCondition(now = clock.now()): SQL {
  return overdueWhere(cutoffsAt(now));
}

/** The count the Internal Database shows on every visit, built once per connection. */
const overdueCount = preparedPerConnection((executor) =>
  executor
    .select({ n: count() })
    .from(bookings)
    .where(overdueWhere({ contact: sql.placeholder("contact"), itinerary: sql.placeholder("itinerary") }))
    .prepare(),
);

export function countOverdue(now = clock.now()): number {
  return overdueCount(db()).get(cutoffsAt(now))?.n ?? 0;
}

/** Which of these bookings are overdue (for the badges of one page of rows). */
export function overdueAmong(ids: number[], now = clock.now()): Set<number> {
  if (!ids.length) return new Set();
  const rows = db()
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.id, ids), overdueCondition(now)))
    .all();
  return new Set(rows.map((row) => row.id));
}
