import { and, count, desc, eq, notInArray } from "drizzle-orm";
import { looksLikeOneTimeToken } from "~/auth/one-time-links.server";
import { db } from "~/db/client.server";
import { type MailMessageRow, mailMessages } from "~/db/schema";
import { ADMIN_PAGE_SIZE } from "~/features/admin-dashboard/admin-list";

/** The stored copies of mail, for the admin's viewer at /admin/mail. */

export type MailListRow = Pick<MailMessageRow, "id" | "toAddress" | "subject" | "type" | "status" | "createdAt">;

/**
 * The team's own mail (invitations, password resets) carries a link that signs someone in: only
 * people who manage the team see it listed, and even they read its link only when it is addressed
 * to them (readableBy). Everyone else's list and message pages act as if it were not there.
 */
const TEAM_MAIL_TYPES: readonly MailMessageRow["type"][] = ["staff_invitation", "staff_password_reset"];

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

/** What a team member's one-time link reads as in a copy shown to anyone but its addressee. */
const WITHHELD_LINK = "[link shown only to its addressee]";

/** A link to the team's one-time pages, whole (with the site's address when it has one). */
const TEAM_LINK = /(?:https?:\/\/[^\s"'<>]*)?\/admin\/(?:welcome|reset-password)\?token=([\w-]+)/g;

export type ReadableMail = MailMessageRow & {
  /** The message held a one-time link meant for someone else, and it reads WITHHELD_LINK here. */
  linkWithheld: boolean;
};

/**
 * The message as `reader` (a team member's address, or null for the admin token) may read it.
 * An invitation's or a reset's link signs in, once, whoever follows it first: an owner who may
 * see the team's mail sees that it went out and what it says, but its link (and its token
 * anywhere else in the message) only when it is addressed to them. Every other message is
 * read as stored. A sent copy holds no usable link anyway (deliver-mail.server.ts).
 */
function readableBy(message: MailMessageRow, reader: string | null): ReadableMail {
  const own = reader !== null && message.toAddress.toLowerCase() === reader.toLowerCase();
  if (own || !TEAM_MAIL_TYPES.includes(message.type)) return { ...message, linkWithheld: false };
  const links = [message.html, message.text].flatMap((part) => [...part.matchAll(TEAM_LINK)]);
  if (links.length === 0) return { ...message, linkWithheld: false };
  // Its token is withheld wherever else it stands too; only a real token's shape, since a short
  // one would match ordinary words.
  const tokens = new Set(links.map((link) => link[1]).filter(looksLikeOneTimeToken));
  const withhold = (value: string) =>
    [...tokens].reduce((out, token) => out.replaceAll(token, WITHHELD_LINK), value.replace(TEAM_LINK, WITHHELD_LINK));
  return {
    ...message,
    subject: withhold(message.subject),
    html: withhold(message.html),
    text: withhold(message.text),
    linkWithheld: true,
  };
}

/**
 * One message by its id, as `reader` may read it (readableBy); `withTeamMail: false` acts as if
 * the team's own were not there.
 */
export function findMail(
  id: number,
  { withTeamMail = true, reader = null }: { withTeamMail?: boolean; reader?: string | null } = {},
): ReadableMail | undefined {
  const visible = withTeamMail ? undefined : notInArray(mailMessages.type, [...TEAM_MAIL_TYPES]);
  const message = db()
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), visible))
    .get();
  return message && readableBy(message, reader);
}
