import { Form } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { shortDateTime } from "~/domain/admin-rows";
import { MessageBody } from "~/features/conversation/components/message-body";
import { useRevalidateOnFocus } from "~/features/conversation/components/trip-conversation";
import { CONVERSATION_INTENTS } from "~/features/conversation/conversation-intents";
import type { WorkspaceConversationView } from "~/features/conversation/conversation-view";
import { WorkspaceSection } from "~/features/workspace/components/section";

/**
 * The booking's conversation with the traveller: the thread, the change requests
 * still open (each a task on its meal until resolved done or declined, with a reply), a reply
 * form, and "mark as read". Every form posts to /admin/bookings/<reference>/messages and works
 * without JavaScript; with it, the thread is read again when the tab regains focus.
 */
export function WorkspaceConversation({ conversation }: { conversation: WorkspaceConversationView | null }) {
  useRevalidateOnFocus();
  if (!conversation) return null;
  const action = `/admin/bookings/${conversation.reference}/messages`;
  return (
    <WorkspaceSection id="conversation" title="Conversation with the traveller">
      {conversation.open.length > 0 && (
        <div className="grid gap-3" data-testid="open-change-requests">
          <h3 className="text-lg font-semibold text-ink">Open change requests</h3>
          <ul className="grid gap-3">
            {conversation.open.map((request) => (
              <li key={request.id} className="grid gap-2 rounded-lg border border-warning bg-warning-soft p-3">
                <p className="font-semibold text-ink">
                  Meal {request.mealPosition}: {request.asks} · open since {shortDateTime(request.at)} UTC
                </p>
                <Form method="post" action={action} className="grid gap-2">
                  <input type="hidden" name="intent" value={CONVERSATION_INTENTS.resolve} />
                  <input type="hidden" name="requestId" value={request.id} />
                  <label htmlFor={`resolve-${request.id}-body`} className="text-sm font-semibold text-ink">
                    Reply to the traveller
                  </label>
                  <textarea
                    id={`resolve-${request.id}-body`}
                    name="body"
                    rows={2}
                    maxLength={2000}
                    className={`${controlClasses} h-auto py-2`}
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button type="submit" name="outcome" value="done">
                      Done, reply
                    </Button>
                    <Button type="submit" name="outcome" value="declined" variant="outline">
                      Decline, reply
                    </Button>
                  </div>
                </Form>
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
                {shortDateTime(message.at)} UTC · {message.who}
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
      <Form method="post" action={action} className="grid gap-2">
        <input type="hidden" name="intent" value={CONVERSATION_INTENTS.reply} />
        <label htmlFor="conversation-reply" className="text-sm font-semibold text-ink">
          Reply to the traveller
        </label>
        <textarea
          id="conversation-reply"
          name="body"
          rows={3}
          maxLength={2000}
          aria-describedby="conversation-reply-hint"
          className={`${controlClasses} h-auto py-2`}
        />
        <p id="conversation-reply-hint" className="text-sm text-ink-soft">
          Plain text, up to 2,000 characters. The traveller gets it by email in their language, with their trip link.
        </p>
        <Button type="submit" className="justify-self-start">
          Send reply
        </Button>
      </Form>
      {conversation.unread > 0 && (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value={CONVERSATION_INTENTS.read} />
          <Button type="submit" variant="outline">
            Mark {conversation.unread} as read without replying
          </Button>
        </Form>
      )}
    </WorkspaceSection>
  );
}
