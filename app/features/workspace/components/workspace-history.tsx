import { formatDeskTime } from "~/domain/desk-time";
import { STATUS_LABELS } from "~/domain/status-labels";
import type { Workspace } from "~/features/workspace/booking-workspace";
import { WorkspaceSection } from "./section";

const DEADLINE_LABELS = { contact: "Contact the traveller", itinerary: "Send the itinerary" } as const;

/** What happened, after the work: every move with who made it, and each promise with when it was kept. */
export function WorkspaceHistory({ workspace, zone }: { workspace: Workspace; zone: string }) {
  const { deadlines, history } = workspace;
  return (
    <WorkspaceSection id="history" title="History">
      {deadlines.length > 0 && (
        <ul className="grid gap-1">
          {deadlines.map((deadline) => (
            <li key={deadline.kind} className={deadline.overdue ? "font-semibold text-danger" : "text-ink"}>
              {DEADLINE_LABELS[deadline.kind]} by {formatDeskTime(deadline.dueAt, zone)}:{" "}
              {deadline.metAt ? `done ${formatDeskTime(deadline.metAt, zone)}` : deadline.overdue ? "Overdue" : "due"}
            </li>
          ))}
        </ul>
      )}
      <ol className="grid gap-1 text-sm">
        {history.map((event) => (
          <li key={event.id} className="break-words">
            {formatDeskTime(event.createdAt, zone)} · {event.fromStatus ? `${STATUS_LABELS[event.fromStatus]} → ` : ""}
            {STATUS_LABELS[event.toStatus]} · {event.by}
            {event.note ? ` · ${event.note}` : ""}
          </li>
        ))}
      </ol>
    </WorkspaceSection>
  );
}
