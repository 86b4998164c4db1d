import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { Button } from "~/components/ui/button";
import { shortDateTime } from "~/domain/admin-rows";

export type SessionView = {
  id: number;
  device: string;
  clientAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

/** One person's live sessions, each with its End button ("this browser" marks the one in use). */
export function SessionTable({ caption, sessions }: { caption: string; sessions: SessionView[] }) {
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
          <td className={`${cellClasses} whitespace-nowrap`}>{shortDateTime(session.createdAt)} UTC</td>
          <td className={`${cellClasses} whitespace-nowrap`}>{shortDateTime(session.lastSeenAt)} UTC</td>
          <td className={cellClasses}>
            <Form method="post">
              <input type="hidden" name="intent" value="end" />
              <input type="hidden" name="sessionId" value={session.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={`End the session of ${session.device} signed in ${shortDateTime(session.createdAt)} UTC`}
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
