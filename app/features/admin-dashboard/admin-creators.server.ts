import { count, desc } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type Db, db } from "~/db/client.server";
import { creators } from "~/db/schema";
import type { AdminCreatorRow } from "~/domain/admin-rows";
import { matching } from "~/features/admin-dashboard/admin-bookings.server";
import { ADMIN_PAGE_SIZE, type ListQuery } from "~/features/admin-dashboard/admin-list";

/** The columns admin views read: never the password or link hashes. */
export const adminCreatorFields = {
  id: creators.id,
  name: creators.name,
  email: creators.email,
  city: creators.city,
  instagram: creators.instagram,
  tiktok: creators.tiktok,
  status: creators.status,
  appliedAt: creators.appliedAt,
} satisfies Record<keyof AdminCreatorRow, SQLiteColumn>;

export const newestCreatorsFirst = [desc(creators.appliedAt), desc(creators.id)];

/** One page of creator applications, newest first, optionally filtered by name or email. */
export function listCreators(
  { q, page }: ListQuery,
  pageSize = ADMIN_PAGE_SIZE,
  database: Db = db(),
): { rows: AdminCreatorRow[]; total: number } {
  const where = matching(q, creators.name, creators.email);
  const total = database.select({ n: count() }).from(creators).where(where).get()?.n ?? 0;
  const rows = database
    .select(adminCreatorFields)
    .from(creators)
    .where(where)
    .orderBy(...newestCreatorsFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total };
}

export function countCreators(): number {
  return db().select({ n: count() }).from(creators).get()?.n ?? 0;
}
