import { asc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { staff } from "~/db/schema";
import type { StaffRole } from "~/domain/staff-roles";

/** Who holds bookings and who may be given one: the names the queue and the workspace show. */

/** The names of these people (deactivated ones too: a booking may still be theirs). */
export function staffNames(ids: readonly number[]): Map<number, string> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = db().select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, unique)).all();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The active team, by name: whom an owner may give a booking to. */
export function activeTeam(): { id: number; name: string; role: StaffRole }[] {
  return db()
    .select({ id: staff.id, name: staff.name, role: staff.role })
    .from(staff)
    .where(eq(staff.status, "active"))
    .orderBy(asc(staff.name), asc(staff.id))
    .all();
}
