import { and, inArray, isNull } from "drizzle-orm";
import * as clock from "~/clock";
import type { Tx } from "~/db/client.server";
import type { OutboxRecord } from "~/db/schema";
import { conversationMessages } from "~/features/conversation/conversation-tables";
import { messagesFor, readNoticePayload } from "~/features/conversation/mail/conversation-mails.server";
import { composeMail } from "~/platform/mail/compose.server";
import { sendComposed } from "~/platform/mail/deliver-mail.server";
import type { Delivered } from "~/platform/outbox/outbox.server";
import { queueFor } from "./notices.server";

/**
 * The outbox's in-app delivery of a `conversation_mail` record (its kinds:
 * mail/conversation-mails.server.tsx): it announces the messages written up to now, marks them
 * notified once it is delivered, and a message written while it was on its way gets the next email.
 */
export async function deliverConversationMail(record: OutboxRecord): Promise<Delivered | { skipped: string }> {
  const payload = readNoticePayload(record.payload);
  const until = clock.now().toISOString();
  const type = payload.recipient === "traveller" ? "conversation_to_traveller" : "conversation_to_staff";
  let ids: number[] = [];
  const outcome = await sendComposed(
    (tx) => {
      const composed = composeMail(tx, "conversation_mail", type, { ...payload, until });
      // The messages it announced, read in the same transaction as the message itself: exactly those.
      ids = composed.send ? messagesFor(tx, payload, until).map((row) => row.id) : [];
      return composed;
    },
    { ...(record.payload as object), until },
  );
  if (!outcome.delivered) return { skipped: outcome.reason };
  return {
    payload: outcome.payload,
    keep: (tx: Tx, deliveredAt: string) => {
      outcome.keep(tx, record.id);
      if (ids.length > 0) {
        tx.update(conversationMessages)
          .set({ notifiedAt: deliveredAt })
          .where(and(inArray(conversationMessages.id, ids), isNull(conversationMessages.notifiedAt)))
          .run();
      }
      // A message written while this email was on its way: the next one, a window later, takes it.
      if (messagesFor(tx, { ...payload, after: until }, "9999").length > 0) {
        queueFor(tx, payload.bookingId, payload.recipient, new Date(deliveredAt));
      }
    },
  };
}
