import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { AdminViewer } from "~/auth/staff-auth.server";
import { db } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { toastMessage } from "~/domain/toast";
import { linkify } from "~/features/conversation/conversation";
import { CONVERSATION_INTENTS } from "~/features/conversation/conversation-intents";
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

const asksOf = (change: { newDate: string | null; newTime: string | null; newPartySize: number | null }) =>
  [
    change.newDate ? `date ${change.newDate}` : null,
    change.newTime ? `time ${change.newTime}` : null,
    change.newPartySize ? `party of ${change.newPartySize}` : null,
  ]
    .filter(Boolean)
    .join(", ");

function bookingOf(reference: string) {
  return db()
    .select({ id: bookings.id, name: bookings.name })
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .get();
}

/** The workspace section's data; null for an unknown reference (the page itself answers 404). */
export function workspaceConversation(reference: string): WorkspaceConversationView | null {
  const booking = bookingOf(reference);
  if (!booking) return null;
  const thread = threadOf(booking.id);
  const names = staffNames(thread.flatMap((message) => (message.staffId ? [message.staffId] : [])));
  return {
    reference,
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
            asks: asksOf(message.change),
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
              asks: asksOf(message.change),
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
  booking: { id: number; name: string };
  reference: string;
  viewer: AdminViewer;
};
type Resolution = Parameters<typeof postStaffMessage>[3];

const back = (reference: string) => `/admin/bookings/${reference}#conversation`;

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
        return post(args, { requestId, outcome });
      },
    },
    read: {
      handle: ({ booking, reference }) => {
        markRead(booking.id);
        return redirectWithToast(back(reference), {
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
  return redirectWithToast(back(reference), {
    title: resolve ? `Change request ${resolve.outcome}` : "Reply sent",
    description: "The traveller gets it by email.",
  });
}
