import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { AdminViewer } from "~/auth/staff-auth.server";
import { db } from "~/db/client.server";
import { type Booking, bookings } from "~/db/schema";
import { RESERVATIONS_OPEN } from "~/domain/booking-lifecycle";
import { toastMessage } from "~/domain/toast";
import { changeRequestOf, reservationFormFor } from "~/features/conversation/change-requests.server";
import { changeAsksInWords, checkBody, linkify } from "~/features/conversation/conversation";
import { CONVERSATION_INTENTS, CONVERSATION_RETURNS } from "~/features/conversation/conversation-intents";
import type { WorkspaceConversationView } from "~/features/conversation/conversation-view";
import { markRead, postStaffMessage, type Refusal, threadOf } from "~/features/conversation/messages.server";
import { staffNames } from "~/features/queue/assignees.server";
import { defineIntents } from "~/http/intents.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The workspace's conversation, for the team: the thread with who wrote and
 * when, the change requests still open, and the forms (reply, resolve a change request done or
 * declined with a reply, mark as read) posted to /admin/bookings/<reference>/messages. Admin
 * screens are English only.
 */

function bookingOf(reference: string) {
  return db()
    .select({ id: bookings.id, name: bookings.name, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .get();
}

/** The workspace section's data, for the booking the page has read. */
export function workspaceConversation(booking: Pick<Booking, "id" | "name" | "reference">): WorkspaceConversationView {
  const thread = threadOf(booking.id);
  const names = staffNames(thread.flatMap((message) => (message.staffId ? [message.staffId] : [])));
  return {
    reference: booking.reference,
    messages: thread.map((message) => ({
      id: message.id,
      traveller: message.author === "traveller",
      who:
        message.author === "traveller"
          ? `${booking.name} (traveller)`
          : ((message.staffId ? names.get(message.staffId) : undefined) ?? "The team"),
      at: message.createdAt,
      unread: message.author === "traveller" && message.readAt === null,
      segments: linkify(message.body),
      change: message.change
        ? {
            id: message.change.id,
            mealPosition: message.change.mealPosition,
            asks: changeAsksInWords(message.change),
            status: message.change.status,
          }
        : null,
    })),
    open: thread.flatMap((message) =>
      message.change?.status === "open"
        ? [
            {
              id: message.change.id,
              mealPosition: message.change.mealPosition,
              asks: changeAsksInWords(message.change),
              at: message.createdAt,
            },
          ]
        : [],
    ),
    unread: thread.filter((message) => message.author === "traveller" && message.readAt === null).length,
  };
}

const REFUSALS: Record<Refusal["reason"], [number, string]> = {
  empty: [400, "Write a reply first."],
  "too-long": [400, "A message can be at most 2,000 characters."],
  "hidden-characters": [400, "Remove the hidden formatting characters (direction or control marks) from the reply."],
  cancelled: [409, "This trip was cancelled: it takes no messages."],
  over: [409, "This trip ended more than 30 days ago: it takes no messages."],
  "not-found": [404, "That booking or change request does not exist."],
  limited: [429, "Too many messages in a short time."],
  resolved: [409, "That change request was already resolved."],
};

const refused = (status: number, description: string) =>
  data(
    { error: description, toast: toastMessage({ title: "Not sent", description, variant: "destructive" }) },
    { status },
  );

/** A positive whole id from a form field, or null. */
const formId = (value: string | null) =>
  value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;

type ConversationArgs = {
  form: URLSearchParams;
  booking: NonNullable<ReturnType<typeof bookingOf>>;
  reference: string;
  viewer: AdminViewer;
};
type Resolution = Parameters<typeof postStaffMessage>[3];

/**
 * Where a done form goes: the page it names in `returnTo` when that is one of the few the
 * conversation's forms live on (the inbox), else the booking's thread. Only those exact paths,
 * so a form can never send the person to another site or an arbitrary page.
 */
const back = (reference: string, form: URLSearchParams) => {
  const asked = form.get("returnTo");
  const known = CONVERSATION_RETURNS.find((path) => path === asked);
  return known ?? `/admin/bookings/${reference}#conversation`;
};

/** The section's forms, one handler per intent (CONVERSATION_INTENTS): reply, resolve a change request, mark as read. */
const conversationIntents = defineIntents<Omit<ConversationArgs, "form">>()(
  CONVERSATION_INTENTS,
  {
    reply: { handle: (args) => post(args) },
    resolve: {
      handle: (args) => {
        const requestId = formId(args.form.get("requestId"));
        const outcome = args.form.get("outcome");
        if (requestId === null || (outcome !== "done" && outcome !== "declined")) {
          return refused(400, "Choose a change request and whether it is done or declined.");
        }
        if (outcome === "done" && RESERVATIONS_OPEN.includes(args.booking.status))
          return toReservation(args, requestId);
        return post(args, { requestId, outcome });
      },
    },
    read: {
      handle: ({ booking, reference, form }) => {
        markRead(booking.id);
        return redirectWithToast(back(reference, form), {
          title: "Marked as read",
          description: "The queue no longer counts them.",
        });
      },
    },
  },
  { unknown: () => refused(400, "That request was not understood.") },
);

/** One of the section's forms, for a booking that exists (404 otherwise, whatever the form). */
export async function conversationAction(form: URLSearchParams, reference: string, viewer: AdminViewer) {
  const booking = bookingOf(reference);
  if (!booking) return refused(404, "That booking does not exist.");
  return conversationIntents(form, { booking, reference, viewer });
}

/** A reply to the traveller, resolving a change request with it when asked to. */
function post({ form, booking, reference, viewer }: ConversationArgs, resolve?: Resolution) {
  const staffId = viewer.kind === "staff" ? viewer.person.id : null;
  const result = postStaffMessage(booking.id, staffId, form.get("body"), resolve);
  if (!result.ok) return refused(...REFUSALS[result.reason]);
  return redirectWithToast(back(reference, form), {
    title: resolve ? `Change request ${resolve.outcome}` : "Reply sent",
    description: "The traveller gets it by email.",
  });
}

/**
 * "Done" while tables can still be recorded: the change is made by saving the meal's table, so
 * the concierge is taken to its form filled with what the traveller asked (and the reply typed
 * so far); saving it resolves the request. Nothing is stored here.
 */
function toReservation({ form, booking, reference }: ConversationArgs, requestId: number) {
  const request = changeRequestOf(booking.id, requestId);
  if (!request) return refused(...REFUSALS["not-found"]);
  if (request.status !== "open") return refused(...REFUSALS.resolved);
  const typed = (form.get("body") ?? "").trim();
  const reply = typed ? checkBody(typed) : null;
  if (reply && !reply.ok) return refused(...REFUSALS[reply.problem]);
  return redirectWithToast(reservationFormFor(reference, request, reply?.body ?? ""), {
    title: `Update meal ${request.mealPosition}'s table`,
    description: "The form holds the new values. Saving it resolves the request and emails the traveller your reply.",
  });
}
