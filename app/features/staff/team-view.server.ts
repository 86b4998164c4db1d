import { and, eq, like, max } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { type StaffAccount, staffSessionSubject } from "./staff-accounts.server";
import { listStaff } from "./staff-team.server";

/**
 * The team as the owners' page shows it: each person with the time they last signed in (the
 * newest of their sessions, ended or not; none for someone who never finished a sign-in).
 */
export type TeamMember = StaffAccount & { lastSignInAt: string | null };

export function teamOverview(): TeamMember[] {
  const lastByPerson = new Map(
    db()
      .select({ subject: sessions.subject, at: max(sessions.createdAt) })
      .from(sessions)
      .where(and(eq(sessions.kind, "admin"), like(sessions.subject, "staff:%")))
      .groupBy(sessions.subject)
      .all()
      .map((row) => [row.subject, row.at]),
  );
  return listStaff().map((person) => ({
    ...person,
    lastSignInAt: lastByPerson.get(staffSessionSubject(person.id)) ?? null,
  }));
}

/** Names for the audit log's person filter and the sessions list's groups. */
export const teamNames = () => listStaff().map(({ id, name, role }) => ({ id, name, role }));
