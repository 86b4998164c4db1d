import { formatDeskTime } from "~/domain/desk-time";
import type { Workspace } from "~/features/workspace/booking-workspace";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { WorkspaceSection } from "./section";

/** What happened, after the work: every move with who made it, and each promise with when it was kept. */
export function WorkspaceHistory({ workspace, zone }: { workspace: Workspace; zone: string }) {
  const { t, i18n } = useTranslation("workspace");
  const at = (iso: string) => formatDeskTime(iso, zone, languageOf(i18n));
  const { deadlines, history } = workspace;
  return (
    <WorkspaceSection id="history" title={t("history.title")}>
      {deadlines.length > 0 && (
        <ul className="grid gap-1">
          {deadlines.map((deadline) => (
            <li key={deadline.kind} className={deadline.overdue ? "font-semibold text-danger" : "text-ink"}>
              {t("history.promise", {
                promise: t(`header.promises.${deadline.kind}`),
                time: at(deadline.dueAt),
                state: deadline.metAt
                  ? t("history.done", { time: at(deadline.metAt) })
                  : t(deadline.overdue ? "history.overdue" : "history.due"),
              })}
            </li>
          ))}
        </ul>
      )}
      <ol className="grid gap-1 text-sm">
        {history.map((event) => (
          <li key={event.id} className="break-words">
            {at(event.createdAt)} · {event.fromStatus ? `${t(`status.${event.fromStatus}`)} → ` : ""}
            {t(`status.${event.toStatus}`)} · {event.by}
            {event.note ? ` · ${event.note}` : ""}
          </li>
        ))}
      </ol>
    </WorkspaceSection>
  );
}
