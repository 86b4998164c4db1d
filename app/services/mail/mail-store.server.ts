import { and, count, desc, eq, notInArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type MailMessageRow, mailMessages } from "~/db/schema";
import { ADMIN_PAGE_SIZE } from "~/domain/admin-list";

/** The stored copies of mail, for the admin's viewer at /admin/mail. */

export type MailListRow = Pick<MailMessageRow, "id" | "toAddress" | "subject" | "type" | "status" | "createdAt">;

/**
 * The team's own mail (invitations, password resets) carries a link that signs someone in: only
 * people who manage the team see it (without a mail server, the viewer is how an owner hands an
 * invitation over). Everyone else's list and message pages act as if it were not there.
 */
export const TEAM_MAIL_TYPES: readonly MailMessageRow["type"][] = ["staff_invitation", "staff_password_reset"];

/** One page of messages, newest first; `withTeamMail: false` leaves out the team's own. */
export function listMail(
  page: number,
  { withTeamMail = true, pageSize = ADMIN_PAGE_SIZE } = {},
): { rows: MailListRow[]; total: number } {
  const database = db();
  const visible = withTeamMail ? undefined : notInArray(mailMessages.type, [...TEAM_MAIL_TYPES]);
  const total = database.select({ n: count() }).from(mailMessages).where(visible).get()?.n ?? 0;
  const rows = database
    .select({
      id: mailMessages.id,
      toAddress: mailMessages.toAddress,
      subject: mailMessages.subject,
      type: mailMessages.type,
      status: mailMessages.status,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .where(visible)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total };
}

export function findMail(id: number, { withTeamMail = true } = {}): MailMessageRow | undefined {
  const visible = withTeamMail ? undefined : notInArray(mailMessages.type, [...TEAM_MAIL_TYPES]);
  return db()
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), visible))
    .get();
}
