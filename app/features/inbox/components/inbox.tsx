import { Link } from "react-router";
import { TabLink } from "~/components/ui/tab-link";
import { bookingDates, workspacePath } from "~/domain/admin-rows";
import { formatDeskTime } from "~/domain/desk-time";
import { MarkReadForm, ReplyForm, ResolveForm } from "~/features/conversation/components/conversation-forms";
import { MessageBody } from "~/features/conversation/components/message-body";
import { useRevalidateOnFocus } from "~/features/conversation/components/trip-conversation";
import { INBOX_VIEWS, type InboxMessage, type InboxPage, type InboxRow, inboxPath } from "~/features/inbox/inbox";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

const linkClasses = "font-medium text-brand-strong underline underline-offset-4";

/**
 * The inbox: one article per conversation waiting for the team, the longest wait first, with its
 * trip, its waiting messages (a change request with its meal and what changes) and the
 * conversation's own forms, which come back here once done. Tabs and forms are plain links and
 * posts, so it all works without JavaScript; with it, the list is read again when the tab
 * regains focus. In the signed-in person's language.
 */
export function Inbox({ page, zone }: { page: InboxPage; zone: string }) {
  useRevalidateOnFocus();
  const { t } = useTranslation("admin");
  const returnTo = inboxPath(page.view);
  return (
    <main className="mx-auto grid w-full max-w-4xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{t("inbox.title")}</h1>
        <p className="text-ink-soft">{t("inbox.intro")}</p>
      </div>
      {page.personal && (
        <nav aria-label={t("inbox.viewsLabel")} className="flex flex-wrap gap-1 border-b border-line">
          {INBOX_VIEWS.map((view) => (
            <TabLink key={view} to={inboxPath(view)} current={page.view === view}>
              {t("shell.counted", { label: t(`inbox.views.${view}`), count: page.counts[view] })}
            </TabLink>
          ))}
        </nav>
      )}
      {page.rows.length === 0 ? (
        <p className="text-ink-soft">{t(`inbox.empty.${page.view}`)}</p>
      ) : (
        <ol className="grid gap-4" aria-label={t("inbox.listLabel")}>
          {page.rows.map((row) => (
            <li key={row.bookingId}>
              <Conversation row={row} returnTo={returnTo} zone={zone} />
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

function Conversation({ row, returnTo, zone }: { row: InboxRow; returnTo: string; zone: string }) {
  const { t } = useTranslation("admin");
  const heading = `inbox-${row.bookingId}-title`;
  return (
    <article
      aria-labelledby={heading}
      className="grid min-w-0 gap-3 rounded-xl border border-line bg-surface p-3 sm:p-4"
      data-testid="inbox-conversation"
    >
      <div className="grid min-w-0 gap-1">
        <h2 id={heading} className="break-words text-xl font-semibold text-ink">
          {row.name} · {row.cityName}
        </h2>
        <p className="break-words text-sm text-ink-soft">
          <span className="font-mono">{row.readableReference}</span> · {bookingDates(row)} ·{" "}
          {row.assignee ? t("inbox.assignedTo", { name: row.assignee }) : t("inbox.unassigned")}
        </p>
        <p className="font-semibold text-warning" data-testid="inbox-waited">
          {t("inbox.waiting", { waited: row.waited })}
          {row.unread > 0 ? t("inbox.unread", { count: row.unread }) : ""}
        </p>
      </div>
      <ol className="grid gap-2">
        {row.messages.map((message) => (
          <li key={message.id}>
            <Message
              message={message}
              reference={row.reference}
              bookingId={row.bookingId}
              returnTo={returnTo}
              zone={zone}
            />
          </li>
        ))}
      </ol>
      <ReplyForm reference={row.reference} idPrefix={`inbox-${row.bookingId}`} returnTo={returnTo} />
      {row.unread > 0 && <MarkReadForm reference={row.reference} returnTo={returnTo} unread={row.unread} />}
      <Link to={`${workspacePath(row.readableReference)}#conversation`} className={linkClasses}>
        {t("inbox.openAll")}
      </Link>
    </article>
  );
}

function Message({
  message,
  reference,
  bookingId,
  returnTo,
  zone,
}: {
  message: InboxMessage;
  reference: string;
  bookingId: number;
  returnTo: string;
  zone: string;
}) {
  const change = message.change;
  const { t, i18n } = useTranslation("admin");
  return (
    <div
      className={`grid min-w-0 gap-2 rounded-lg border p-3 ${change?.open ? "border-warning bg-warning-soft" : "border-line"}`}
    >
      <p className="text-sm text-ink-soft">
        {formatDeskTime(message.at, zone, languageOf(i18n))} · {t("inbox.messageWaiting", { waited: message.waited })}
        {message.unread ? t("inbox.messageUnread") : ""}
      </p>
      {change && (
        <p className="break-words font-semibold text-ink" data-testid="inbox-change">
          {t("inbox.change", { position: change.mealPosition, meal: change.meal, asks: change.asks })}
        </p>
      )}
      <MessageBody segments={message.segments} />
      {change?.open && (
        <ResolveForm reference={reference} idPrefix={`inbox-${bookingId}`} returnTo={returnTo} requestId={change.id} />
      )}
    </div>
  );
}
