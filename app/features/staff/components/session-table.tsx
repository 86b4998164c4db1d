import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { Button } from "~/components/ui/button";
import { formatDeskTime } from "~/domain/desk-time";

export type SessionView = {
  id: number;
  device: string;
  clientAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

/** One person's live sessions, each with its End button ("this browser" marks the one in use). */
/** `zone`: the desk's time zone, for when each session began and was last seen. */
export function SessionTable({ caption, sessions, zone }: { caption: string; sessions: SessionView[]; zone: string }) {
  return (
    <DataTable
      caption={caption}
      headers={["Device", "From", "Signed in", "Last seen", "Action"]}
      empty="No active sessions."
    >
      {sessions.map((session) => (
        <tr key={session.id}>
          <td className={`${cellClasses} max-w-xs break-words`}>
            {session.device}
            {session.current && <strong className="block text-sm text-ink">This browser</strong>}
          </td>
          <td className={`${cellClasses} font-mono`}>{session.clientAddress ?? "—"}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>{formatDeskTime(session.createdAt, zone)}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>{formatDeskTime(session.lastSeenAt, zone)}</td>
          <td className={cellClasses}>
            <Form method="post">
              <input type="hidden" name="intent" value="end" />
              <input type="hidden" name="sessionId" value={session.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={`End the session of ${session.device} signed in ${formatDeskTime(session.createdAt, zone)}`}
              >
                End
              </Button>
            </Form>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
