import { formatDeskTime } from "~/domain/desk-time";
import { MarkReadForm, ReplyForm, ResolveForm } from "~/features/conversation/components/conversation-forms";
import { MessageBody } from "~/features/conversation/components/message-body";
import { useRevalidateOnFocus } from "~/features/conversation/components/trip-conversation";
import type { WorkspaceConversationView } from "~/features/conversation/conversation-view";
import { WorkspaceSection } from "~/features/workspace/components/section";

/**
 * The booking's conversation with the traveller: the thread, the change requests
 * still open (each a task on its meal until resolved done or declined, with a reply), a reply
 * form, and "mark as read" (the same forms as the inbox's: conversation-forms.tsx). Every form
 * posts to /admin/bookings/<reference>/messages and works without JavaScript; with it, the
 * thread is read again when the tab regains focus.
 */
export function WorkspaceConversation({
  conversation,
  zone,
}: {
  conversation: WorkspaceConversationView | null;
  /** The desk's time zone, for the team's own times. */
  zone: string;
}) {
  useRevalidateOnFocus();
  if (!conversation) return null;
  return (
    <WorkspaceSection id="conversation" title="Conversation with the traveller">
      {conversation.open.length > 0 && (
        <div className="grid gap-3" data-testid="open-change-requests">
          <h3 className="text-lg font-semibold text-ink">Open change requests</h3>
          <ul className="grid gap-3">
            {conversation.open.map((request) => (
              <li key={request.id} className="grid gap-2 rounded-lg border border-warning bg-warning-soft p-3">
                <p className="font-semibold text-ink">
                  Meal {request.mealPosition}: {request.asks} · open since {formatDeskTime(request.at, zone)}
                </p>
                <ResolveForm reference={conversation.reference} idPrefix="conversation" requestId={request.id} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {conversation.messages.length > 0 ? (
        <ol className="grid gap-2" data-testid="workspace-thread">
          {conversation.messages.map((message) => (
            <li
              key={message.id}
              className={`grid min-w-0 gap-1 rounded-lg border p-3 ${message.traveller ? "border-line" : "border-brand-soft bg-brand-soft"}`}
            >
              <p className="text-sm text-ink-soft">
                {formatDeskTime(message.at, zone)} · {message.who}
                {message.unread ? " · unread" : ""}
              </p>
              {message.change && (
                <p className="text-sm font-semibold text-ink">
                  Change request, meal {message.change.mealPosition}: {message.change.asks} · {message.change.status}
                </p>
              )}
              <MessageBody segments={message.segments} />
            </li>
          ))}
        </ol>
      ) : (
        <p>No messages yet.</p>
      )}
      <ReplyForm reference={conversation.reference} idPrefix="conversation" />
      {conversation.unread > 0 && <MarkReadForm reference={conversation.reference} unread={conversation.unread} />}
    </WorkspaceSection>
  );
}
