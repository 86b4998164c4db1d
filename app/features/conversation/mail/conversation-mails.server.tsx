import { and, asc, eq, gt, inArray, isNull, lte, notExists, or, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { type Booking, bookings, type StaffRow, staff } from "~/db/schema";
import { cityLabel } from "~/domain/cities";
import { formatInCity, timeZoneOf } from "~/domain/city-dining";
import { shownText } from "~/domain/plain-text";
import { env } from "~/env.server";
import { changeRequests, conversationMessages } from "~/features/conversation/conversation-tables";
import type { NoticePayload } from "~/features/conversation/notices.server";
import { issueTripLink, tripUrl } from "~/features/trip/trip-links.server";
import { fixedT } from "~/i18n/i18n.server";
import { defineMailKind, type MailKind, NotSent, PermanentMailError } from "~/platform/mail/mail-kind.server";
import { changeRequestMails } from "./change-request-mails.server";
import { ConversationToStaff, ConversationToTraveller, type NoticeFacts, type NoticeMessage } from "./conversation";

/**
 * The emails that announce a conversation's new messages (queued by notices.server.ts as
 * `conversation_mail` records): the messages of the other side written after the last email to
 * this recipient, up to the moment the delivery took, in the recipient's language. The
 * traveller's trip link is minted here, as every trip mail's is, and opens the thread
 * (`#conversation`). Nothing new to announce (the messages were erased): nothing is sent.
 */

export function readNoticePayload(payload: unknown): NoticePayload {
  const record = payload as Partial<NoticePayload> | null;
  const recipientOk = record?.recipient === "traveller" || Number.isSafeInteger(record?.recipient);
  if (!record || !Number.isSafeInteger(record.bookingId) || !recipientOk) {
    throw new PermanentMailError("Not a conversation mail record: no booking or recipient");
  }
  return record as NoticePayload;
}

/** A record as its delivery hands it over: with the instant up to which it announces messages. */
type Notice = NoticePayload & { until: string };

/** Reads a record for one side: the traveller, or a team member. */
const readNotice =
  (side: "traveller" | "staff") =>
  (payload: unknown): Notice => {
    const record = readNoticePayload(payload);
    if ((record.recipient === "traveller") !== (side === "traveller") || typeof record.until !== "string") {
      throw new PermanentMailError(
        `Not a conversation mail record for the ${side === "traveller" ? "traveller" : "team"}`,
      );
    }
    return record as Notice;
  };

/**
 * The other side's messages this email announces: after the last email, up to `until`. Read when
 * it is sent, so what no longer needs saying is left out: a change request and the reply that
 * resolved it (each has its own email, sent at once), and, to the team, what someone already
 * answered or marked read. Nothing left: the email is not sent.
 */
export function messagesFor(tx: Executor, payload: NoticePayload, until: string) {
  const fromSide = payload.recipient === "traveller" ? "staff" : "traveller";
  const ownMail = tx
    .select({ one: sql`1` })
    .from(changeRequests)
    .where(
      or(
        eq(changeRequests.messageId, conversationMessages.id),
        eq(changeRequests.replyMessageId, conversationMessages.id),
      ),
    );
  return tx
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.bookingId, payload.bookingId),
        eq(conversationMessages.author, fromSide),
        payload.after ? gt(conversationMessages.createdAt, payload.after) : undefined,
        lte(conversationMessages.createdAt, until),
        notExists(ownMail),
        fromSide === "traveller" ? isNull(conversationMessages.readAt) : undefined,
      ),
    )
    .orderBy(asc(conversationMessages.id))
    .all();
}

type Announced = { booking: Booking; rows: ReturnType<typeof messagesFor>; zone: string };

/** The booking and the messages to announce; none left, nothing is sent. */
function announced(tx: Executor, notice: Notice): Announced | NotSent {
  const booking = tx.select().from(bookings).where(eq(bookings.id, notice.bookingId)).get();
  if (!booking) throw new PermanentMailError(`Booking ${notice.bookingId} no longer exists: nothing to send`);
  const rows = messagesFor(tx, notice, notice.until);
  if (rows.length === 0) return new NotSent("No new message to announce");
  return { booking, rows, zone: timeZoneOf(booking.cityName) };
}

type ToTraveller = Announced & { facts: NoticeFacts; token: string };

function toTravellerFacts(tx: Executor, notice: Notice): ToTraveller | NotSent {
  const found = announced(tx, notice);
  if (found instanceof NotSent) return found;
  const { booking, rows, zone } = found;
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
  const facts = { language, t, name: shownText(booking.name), city, supportEmail: env().SUPPORT_EMAIL, messages, url };
  return { ...found, facts, token };
}

type ToStaff = Announced & { person: StaffRow; facts: NoticeFacts; traveller: string };

function toStaffFacts(tx: Executor, notice: Notice): ToStaff | NotSent {
  const found = announced(tx, notice);
  if (found instanceof NotSent) return found;
  const { booking, rows, zone } = found;
  const person = tx
    .select()
    .from(staff)
    .where(eq(staff.id, Number(notice.recipient)))
    .get();
  if (person?.status !== "active") return new NotSent("That team member is no longer active");
  const { language } = person;
  const t = fixedT(language, "mail");
  const traveller = shownText(booking.name);
  const messages: NoticeMessage[] = rows.map((row) => ({
    who: traveller,
    when: formatInCity(row.createdAt, zone, language),
    body: shownText(row.body, { multiline: true }),
  }));
  const facts = {
    language,
    t,
    name: shownText(person.name),
    city: cityLabel(booking.cityName, language),
    supportEmail: env().SUPPORT_EMAIL,
    messages,
    url: `${env().PUBLIC_URL}/admin/bookings/${booking.reference}#conversation`,
  };
  return { ...found, person, facts, traveller };
}

/** The team's messages announced to the traveller, and the traveller's to a team member. */
export const conversationMails: readonly MailKind[] = [
  defineMailKind({
    type: "conversation_to_traveller",
    carrier: "conversation_mail",
    read: readNotice("traveller"),
    load: toTravellerFacts,
    recipient: ({ booking }) => ({ to: booking.email, name: shownText(booking.name), bookingId: booking.id }),
    subject: ({ facts }) => facts.t("conversation.toTraveller.subject", { city: facts.city }),
    render: ({ facts }) => <ConversationToTraveller facts={facts} />,
    secrets: ({ facts, token }) => [facts.url, token],
  }),
  defineMailKind({
    type: "conversation_to_staff",
    carrier: "conversation_mail",
    read: readNotice("staff"),
    load: toStaffFacts,
    recipient: ({ person, booking }) => ({ to: person.email, name: shownText(person.name), bookingId: booking.id }),
    subject: ({ facts, traveller }) => facts.t("conversation.toStaff.subject", { traveller, city: facts.city }),
    render: ({ facts, traveller }) => <ConversationToStaff facts={facts} traveller={traveller} />,
    secrets: () => [],
  }),
  ...changeRequestMails,
];
