import type { OutboxRecord } from "~/db/schema";
import { readStaffMailPayload } from "~/features/staff/mail/staff-mails.server";
import { composeMail } from "~/platform/mail/compose.server";
import { type MailDelivery, sendComposed } from "~/platform/mail/deliver-mail.server";

/**
 * The outbox's in-app delivery of a `staff_mail` record (its kinds: mail/staff-mails.server.tsx):
 * the one mail path (stored for the mail viewer, or sent over SMTP); once sent, the record keeps
 * no sealed token.
 */
export function deliverStaffMail(record: OutboxRecord): Promise<MailDelivery> {
  const payload = readStaffMailPayload(record.payload);
  const { sealedToken: _used, ...kept } = record.payload as Record<string, unknown>;
  return sendComposed((tx) => composeMail(tx, "staff_mail", payload.mail, payload), kept);
}
