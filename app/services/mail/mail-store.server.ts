import { count, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type MailMessageRow, mailMessages } from "~/db/schema";
import { ADMIN_PAGE_SIZE } from "~/domain/admin-list";

/** The stored copies of mail, for the admin's viewer at /admin/mail. */

export type MailListRow = Pick<MailMessageRow, "id" | "toAddress" | "subject" | "type" | "status" | "createdAt">;

/** One page of messages, newest first. */
export function listMail(page: number, pageSize = ADMIN_PAGE_SIZE): { rows: MailListRow[]; total: number } {
  const database = db();
  const total = database.select({ n: count() }).from(mailMessages).get()?.n ?? 0;
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
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total };
}

export function findMail(id: number): MailMessageRow | undefined {
  return db().select().from(mailMessages).where(eq(mailMessages.id, id)).get();
}
