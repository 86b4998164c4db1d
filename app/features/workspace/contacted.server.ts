import { and, eq, isNull, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor } from "~/db/client.server";
import { bookings, staff } from "~/db/schema";
import { conversationMessages } from "~/features/conversation/conversation-tables";

/**
 * "Contacted" means a person of the team contacted the traveller: the workspace's "Mark as
 * contacted" records when and who, once (marking again keeps the first time; the token, nobody,
 * records the time without a name), and the team's first message in the conversation counts too.
 */
export type Contacted = { at: string; by: string | null } | null;

export function markContacted(reference: string, staffId: number | null, at = clock.now().toISOString()): boolean {
  const result = db()
    .update(bookings)
    .set({ contactedAt: at, contactedByStaffId: staffId, updatedAt: at })
    .where(and(eq(bookings.reference, reference), isNull(bookings.contactedAt)))
    .run();
  return result.changes > 0;
}

/** The team's first message in the trip's conversation, as SQL over `bookings` (null while none). */
const firstStaffMessage = sql<
  string | null
>`(select min(${conversationMessages.createdAt}) from ${conversationMessages} where ${conversationMessages.bookingId} = ${bookings.id} and ${conversationMessages.author} = 'staff')`;

/**
 * When a person of the team first contacted the traveller, as SQL over `bookings`: "Mark as
 * contacted" or the team's first message, whichever came first; null while neither happened.
 * The one reading of the fact: the workspace's contact line, the contact promise (workspace,
 * queue, overdue filter) and the traveller's timeline all select it, so they cannot disagree.
 * (SQLite's two-argument min is null when either is, hence the coalesces.)
 */
export const firstContactAt = sql<
  string | null
>`coalesce(min(${bookings.contactedAt}, coalesce(${firstStaffMessage}, ${bookings.contactedAt})), ${firstStaffMessage})`;

/**
 * The same fact for a booking record already loaded (the trip page's, the workspace's): its
 * mark, or the team's first message, whichever came first, without reading the booking's row again.
 */
export function firstContactOf(booking: { id: number; contactedAt: string | null }, database: Executor = db()) {
  const message = database
    .select({ at: sql<string | null>`min(${conversationMessages.createdAt})` })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.bookingId, booking.id), eq(conversationMessages.author, "staff")))
    .get()?.at;
  const times = [booking.contactedAt, message].filter((at): at is string => Boolean(at));
  return times.sort()[0] ?? null;
}

/** When the traveller was first contacted and by whom (the marker's or the first message's writer). */
export function contactedOf(
  booking: { id: number; contactedAt: string | null; contactedByStaffId: number | null },
  database: Executor = db(),
): Contacted {
  const at = firstContactOf(booking, database);
  if (!at) return null;
  const staffId =
    at === booking.contactedAt
      ? booking.contactedByStaffId
      : (database
          .select({ staffId: conversationMessages.staffId })
          .from(conversationMessages)
          .where(
            and(
              eq(conversationMessages.bookingId, booking.id),
              eq(conversationMessages.author, "staff"),
              eq(conversationMessages.createdAt, at),
            ),
          )
          .get()?.staffId ?? null);
  const by =
    staffId === null ? null : database.select({ name: staff.name }).from(staff).where(eq(staff.id, staffId)).get();
  return { at, by: by?.name ?? null };
}
