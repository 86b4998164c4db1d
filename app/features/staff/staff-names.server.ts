import { inArray } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { staff } from "~/db/schema";
import { staffAuthor } from "~/features/queue/booking-assignment.server";
import type { AuditActor } from "./audit.server";

/**
 * History rows name a person by `staff:<id>` (staffAuthor), not by their name: the one place
 * that turns them into names when a page reads them, so a renamed person shows their current
 * name and a deactivated one still shows (people are never deleted). Anything else ("admin"
 * for the shared token's rows from before the team had names, "system", "traveller") reads as
 * it was written.
 */

const STAFF_AUTHOR = /^staff:(\d+)$/;

/** The history's author for whoever acted: a person's `staff:<id>`, else "admin" for the token, "system" for jobs. */
export const authorOf = (actor: AuditActor): string =>
  actor.id !== null ? staffAuthor(actor) : actor.name === "system" ? "system" : "admin";

export type AuthorName = (author: string | null | undefined, fallback?: string) => string;

/** A resolver for the given authors, read in one query. */
export function authorNames(authors: Iterable<string | null | undefined>, executor: Executor = db()): AuthorName {
  const ids = new Set<number>();
  for (const author of authors) {
    const match = author ? STAFF_AUTHOR.exec(author) : null;
    if (match) ids.add(Number(match[1]));
  }
  const names = new Map<string, string>(
    ids.size === 0
      ? []
      : executor
          .select({ id: staff.id, name: staff.name })
          .from(staff)
          .where(inArray(staff.id, [...ids]))
          .all()
          .map((row) => [`staff:${row.id}`, row.name] as const),
  );
  return (author, fallback = "") => (author ? (names.get(author) ?? author) : fallback);
}
