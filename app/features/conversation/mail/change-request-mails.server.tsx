import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { staff } from "~/db/schema";
import { cityLabel } from "~/domain/cities";
import { shownText } from "~/domain/plain-text";
import { env } from "~/env.server";
import { changeInStaffWords, changeRequestOf, mealInStaffWords } from "~/features/conversation/change-requests.server";
import { conversationMessages } from "~/features/conversation/conversation-tables";
import { bookingOf, travellerMail, withTripLink } from "~/features/trip/mail/traveller-mail.server";
import { fixedT } from "~/i18n/i18n.server";
import { dayOfStay } from "~/platform/mail/layout";
import {
  defineMailKind,
  type MailKind,
  type MailPayload,
  NotSent,
  PermanentMailError,
  readMailPayload,
} from "~/platform/mail/mail-kind.server";
import { ChangeRequestResolved, ChangeRequestToStaff, type ChangeToStaffFacts } from "./change-request";

/**
 * A change request's two emails (queued by notices.server.ts as `mail` records due at once): the
 * request to the concierge who holds the booking (or each active concierge), and its resolution
 * to the traveller with the reply. Both read the request as it is when they are sent: a request
 * already resolved is not announced to the team, and an open one has no resolution to tell.
 */

const idIn = (record: MailPayload, key: string) => {
  const value = Number(record.data?.[key]);
  if (!Number.isSafeInteger(value)) throw new PermanentMailError(`The ${record.mail} record names no ${key}`);
  return value;
};

const requestFor = (executor: Executor, record: MailPayload) => {
  const booking = bookingOf(executor, record);
  const request = changeRequestOf(booking.id, idIn(record, "requestId"), executor);
  if (!request) throw new PermanentMailError("That change request no longer exists");
  return { booking, request };
};

const bodyOf = (executor: Executor, messageId: number | null) =>
  messageId === null
    ? undefined
    : executor
        .select({ body: conversationMessages.body, staffId: conversationMessages.staffId })
        .from(conversationMessages)
        .where(eq(conversationMessages.id, messageId))
        .get();

type ToStaff = { email: string; facts: ChangeToStaffFacts; subject: string; bookingId: number };

function toStaffFacts(executor: Executor, record: MailPayload): ToStaff | NotSent {
  const { booking, request } = requestFor(executor, record);
  if (request.status !== "open") return new NotSent("The change request was resolved before its email went");
  const person = executor
    .select()
    .from(staff)
    .where(eq(staff.id, idIn(record, "staffId")))
    .get();
  if (person?.status !== "active") return new NotSent("That team member is no longer active");
  const traveller = shownText(booking.name);
  const meal = mealInStaffWords(executor, booking.id, request.mealPosition);
  const change = changeInStaffWords(request);
  const facts: ChangeToStaffFacts = {
    language: "en",
    t: fixedT("en", "mail"),
    name: shownText(person.name),
    traveller,
    city: cityLabel(booking.cityName, "en"),
    meal,
    change,
    body: shownText(bodyOf(executor, request.messageId)?.body ?? "", { multiline: true }),
    supportEmail: env().SUPPORT_EMAIL,
    url: `${env().PUBLIC_URL}/admin/bookings/${booking.reference}#conversation`,
  };
  return {
    email: person.email,
    facts,
    subject: `Change request from ${traveller}: ${meal} → ${change}`,
    bookingId: booking.id,
  };
}

function resolvedFacts(executor: Executor, record: MailPayload) {
  const { booking, request } = requestFor(executor, record);
  if (request.status === "open") return new NotSent("The change request is still open");
  const reply = bodyOf(executor, request.replyMessageId);
  if (!reply) return new NotSent("The reply is gone");
  const language = booking.language;
  const t = fixedT(language, "mail");
  const who =
    (reply.staffId &&
      executor.select({ name: staff.name }).from(staff).where(eq(staff.id, reply.staffId)).get()?.name) ||
    t("conversation.yourConcierge");
  const change = [
    request.newDate ? dayOfStay(request.newDate, language) : null,
    request.newTime,
    request.newPartySize ? t("conversation.changeResolved.party", { count: request.newPartySize }) : null,
  ]
    .filter(Boolean)
    .join(", ");
  const facts = withTripLink(executor, record, booking);
  return {
    ...facts,
    resolved: {
      trip: facts.trip,
      outcome: request.status,
      meal: request.mealPosition,
      change,
      who: shownText(who),
      reply: shownText(reply.body, { multiline: true }),
    },
  };
}

export const changeRequestMails: readonly MailKind[] = [
  defineMailKind({
    type: "change_request_to_staff",
    carrier: "mail",
    read: readMailPayload,
    load: toStaffFacts,
    recipient: ({ email, facts, bookingId }) => ({ to: email, name: facts.name, bookingId }),
    subject: ({ subject }) => subject,
    render: ({ facts }) => <ChangeRequestToStaff facts={facts} />,
    secrets: () => [],
  }),
  travellerMail({
    type: "change_request_resolved",
    load: resolvedFacts,
    subject: ({ trip, resolved }) =>
      trip.t(
        resolved.outcome === "done"
          ? "conversation.changeResolved.subjectDone"
          : "conversation.changeResolved.subjectDeclined",
        { meal: resolved.meal, city: trip.city },
      ),
    render: ({ resolved }) => <ChangeRequestResolved facts={resolved} />,
  }),
];
