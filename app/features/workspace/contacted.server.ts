import { and, eq, isNull } from "drizzle-orm";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { bookings, staff } from "~/db/schema";

/**
 * "Contacted" on the traveller's timeline means a person of the team contacted them:
 * the workspace's "Mark as contacted" records when and who, once; marking again keeps the
 * first time. The token (nobody) records the time without a name.
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

/** When the traveller was first contacted and by whom, for the workspace. */
export function contactedOf(reference: string): Contacted {
  const row = db()
    .select({ at: bookings.contactedAt, by: staff.name })
    .from(bookings)
    .leftJoin(staff, eq(staff.id, bookings.contactedByStaffId))
    .where(eq(bookings.reference, reference))
    .get();
  return row?.at ? { at: row.at, by: row.by } : null;
}
