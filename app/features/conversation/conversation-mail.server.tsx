import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import * as clock from "~/clock";
import type { Executor, Tx } from "~/db/client.server";
import { bookings, type OutboxRecord, staff } from "~/db/schema";
import { cityLabel } from "~/domain/cities";
import { formatInCity, timeZoneOf } from "~/domain/city-dining";
import { shownText } from "~/domain/plain-text";
import { env } from "~/env.server";
import { conversationMessages } from "~/features/conversation/conversation-tables";
import {
  ConversationToStaff,
  ConversationToTraveller,
  type NoticeMessage,
} from "~/features/conversation/mail/conversation";
import { issueTripLink, tripUrl } from "~/features/trip/trip-links.server";
import { fixedT } from "~/i18n/i18n.server";
import { type Composed, PermanentMailError } from "~/platform/mail/compose.server";
import { sendComposed } from "~/platform/mail/deliver-mail.server";
import type { Delivered } from "~/platform/outbox/outbox.server";
import { type NoticePayload, queueFor } from "./notices.server";

/**
 * Delivery of the outbox's `conversation_mail` records (queued by notices.server.ts): the
 * messages of the other side written after the last email to this recipient, up to now, in
 * the recipient's language. The traveller's trip link is minted here, as every trip mail's is,
 * and opens the thread (`#conversation`). Nothing new to announce (the messages were erased):
 * nothing is sent. A message written while this one was on its way gets the next email.
 */

function readPayload(payload: unknown): NoticePayload {
  const record = payload as Partial<NoticePayload> | null;
  const recipientOk = record?.recipient === "traveller" || Number.isSafeInteger(record?.recipient);
  if (!record || !Number.isSafeInteger(record.bookingId) || !recipientOk) {
    throw new PermanentMailError("Not a conversation mail record: no booking or recipient");
  }
  return record as NoticePayload;
}

function messagesFor(tx: Executor, payload: NoticePayload, until: string) {
  const fromSide = payload.recipient === "traveller" ? "staff" : "traveller";
  return tx
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.bookingId, payload.bookingId),
        eq(conversationMessages.author, fromSide),
        payload.after ? gt(conversationMessages.createdAt, payload.after) : undefined,
        lte(conversationMessages.createdAt, until),
      ),
    )
    .orderBy(asc(conversationMessages.id))
    .all();
}

export function composeNotice(tx: Executor, payload: NoticePayload, until: string): Composed & { ids?: number[] } {
  const booking = tx.select().from(bookings).where(eq(bookings.id, payload.bookingId)).get();
  if (!booking) throw new PermanentMailError(`Booking ${payload.bookingId} no longer exists: nothing to send`);
  const rows = messagesFor(tx, payload, until);
  if (rows.length === 0) return { send: false, reason: "No new message to announce" };
  const zone = timeZoneOf(booking.cityName);
  const supportEmail = env().SUPPORT_EMAIL;
  if (payload.recipient === "traveller") {
    const language = booking.language;
    const t = fixedT(language, "mail");
    const names = new Map(
      tx
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(
          inArray(
            staff.id,
            rows.flatMap((row) => (row.staffId ? [row.staffId] : [])),
          ),
        )
        .all()
        .map((row) => [row.id, shownText(row.name)]),
    );
    const messages: NoticeMessage[] = rows.map((row) => ({
      who: (row.staffId && names.get(row.staffId)) || t("conversation.yourConcierge"),
      when: formatInCity(row.createdAt, zone, language),
      body: shownText(row.body, { multiline: true }),
    }));
    const token = issueTripLink(tx, booking.id);
    const url = `${tripUrl(token)}#conversation`;
    const city = cityLabel(booking.cityName, language);
    return {
      send: true,
      type: "conversation_to_traveller",
      to: booking.email,
      toName: shownText(booking.name),
      subject: t("conversation.toTraveller.subject", { city }),
      element: (
        <ConversationToTraveller
          facts={{ language, t, name: shownText(booking.name), city, supportEmail, messages, url }}
        />
      ),
      secrets: [url, token],
      bookingId: booking.id,
      ids: rows.map((row) => row.id),
    };
  }
  const person = tx.select().from(staff).where(eq(staff.id, payload.recipient)).get();
  if (person?.status !== "active") return { send: false, reason: "That team member is no longer active" };
  const { language } = person;
  const t = fixedT(language, "mail");
  const traveller = shownText(booking.name);
  const messages: NoticeMessage[] = rows.map((row) => ({
    who: traveller,
    when: formatInCity(row.createdAt, zone, language),
    body: shownText(row.body, { multiline: true }),
  }));
  const city = cityLabel(booking.cityName, language);
  return {
    send: true,
    type: "conversation_to_staff",
    to: person.email,
    toName: shownText(person.name),
    subject: t("conversation.toStaff.subject", { traveller, city }),
    element: (
      <ConversationToStaff
        facts={{
          language,
          t,
          name: shownText(person.name),
          city,
          supportEmail,
          messages,
          url: `${env().PUBLIC_URL}/admin/bookings/${booking.reference}#conversation`,
        }}
        traveller={traveller}
      />
    ),
    secrets: [],
    bookingId: booking.id,
    ids: rows.map((row) => row.id),
  };
}

/** The outbox's in-app delivery of a `conversation_mail` record. */
export async function deliverConversationMail(record: OutboxRecord): Promise<Delivered | { skipped: string }> {
  const payload = readPayload(record.payload);
  const until = clock.now().toISOString();
  let ids: number[] = [];
  const outcome = await sendComposed(
    (tx) => {
      const composed = composeNotice(tx, payload, until);
      ids = composed.send ? (composed.ids ?? []) : [];
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
