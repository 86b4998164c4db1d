import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { Button } from "~/components/ui/button";
import { formatDeskTime } from "~/domain/desk-time";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

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
  const { t, i18n } = useTranslation("admin");
  const when = (at: string) => formatDeskTime(at, zone, languageOf(i18n));
  return (
    <DataTable
      caption={caption}
      headers={(["device", "from", "signedIn", "lastSeen", "action"] as const).map((column) =>
        t(`sessions.headers.${column}`),
      )}
      empty={t("sessions.empty")}
    >
      {sessions.map((session) => (
        <tr key={session.id}>
          <td className={`${cellClasses} max-w-xs break-words`}>
            {session.device}
            {session.current && <strong className="block text-sm text-ink">{t("sessions.thisBrowser")}</strong>}
          </td>
          <td className={`${cellClasses} font-mono`}>{session.clientAddress ?? "—"}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>{when(session.createdAt)}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>{when(session.lastSeenAt)}</td>
          <td className={cellClasses}>
            <Form method="post">
              <input type="hidden" name="intent" value="end" />
              <input type="hidden" name="sessionId" value={session.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={t("sessions.endLabel", { device: session.device, when: when(session.createdAt) })}
              >
                {t("sessions.end")}
              </Button>
            </Form>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
