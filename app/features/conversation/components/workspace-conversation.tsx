import { formatDeskTime } from "~/domain/desk-time";
import { MarkReadForm, ReplyForm, ResolveForm } from "~/features/conversation/components/conversation-forms";
import { MessageBody } from "~/features/conversation/components/message-body";
import { useRevalidateOnFocus } from "~/features/conversation/components/trip-conversation";
import type { WorkspaceConversationView } from "~/features/conversation/conversation-view";
import { WorkspaceSection } from "~/features/workspace/components/section";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

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
  const { t, i18n } = useTranslation("workspace");
  if (!conversation) return null;
  const at = (iso: string) => formatDeskTime(iso, zone, languageOf(i18n));
  return (
    <WorkspaceSection id="conversation" title={t("conversation.title")}>
      {conversation.open.length > 0 && (
        <div className="grid gap-3" data-testid="open-change-requests">
          <h3 className="text-lg font-semibold text-ink">{t("conversation.openRequests")}</h3>
          <ul className="grid gap-3">
            {conversation.open.map((request) => (
              <li key={request.id} className="grid gap-2 rounded-lg border border-warning bg-warning-soft p-3">
                <p className="font-semibold text-ink">
                  {t("conversation.openSince", {
                    position: request.mealPosition,
                    asks: request.asks,
                    time: at(request.at),
                  })}
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
                {at(message.at)} · {message.who}
                {message.unread ? t("conversation.unread") : ""}
              </p>
              {message.change && (
                <p className="text-sm font-semibold text-ink">
                  {t("conversation.change", {
                    position: message.change.mealPosition,
                    asks: message.change.asks,
                    status: message.change.status,
                  })}
                </p>
              )}
              <MessageBody segments={message.segments} />
            </li>
          ))}
        </ol>
      ) : (
        <p>{t("conversation.none")}</p>
      )}
      <ReplyForm reference={conversation.reference} idPrefix="conversation" />
      {conversation.unread > 0 && <MarkReadForm reference={conversation.reference} unread={conversation.unread} />}
    </WorkspaceSection>
  );
}
