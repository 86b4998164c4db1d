import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { buttonClasses } from "~/components/ui/button";
import { formatDeskTime } from "~/domain/desk-time";
import { ADMIN_INTENTS } from "~/features/admin-dashboard/admin-intents";
import { useTranslation } from "~/i18n/use-translation";

type Failed = { id: number; type: string; attempts: number; lastError: string | null; failedAt: string | null };

/** Automation records that used up their attempts; Retry puts one back in the queue. */
export function FailedOutbox({ records, zone }: { records: Failed[]; zone: string }) {
  const { t } = useTranslation("admin");
  if (!records.length) return null;
  return (
    <section aria-labelledby="failed-outbox-title" className="grid gap-3">
      <h2 id="failed-outbox-title" className="font-display text-xl font-bold text-ink">
        {t("database.outbox.title", { count: records.length })}
      </h2>
      <DataTable
        caption={t("database.outbox.caption")}
        headers={(["id", "type", "attempts", "lastError", "failed", "action"] as const).map((column) =>
          t(`database.outbox.headers.${column}`),
        )}
        empty=""
      >
        {records.map((record) => (
          <tr key={record.id}>
            <td className={cellClasses}>{record.id}</td>
            <td className={cellClasses}>{record.type}</td>
            <td className={cellClasses}>{record.attempts}</td>
            <td className={`${cellClasses} break-all`}>{record.lastError ?? "—"}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {record.failedAt ? formatDeskTime(record.failedAt, zone) : "—"}
            </td>
            <td className={cellClasses}>
              <Form method="post">
                <input type="hidden" name="intent" value={ADMIN_INTENTS.retry} />
                <input type="hidden" name="outboxId" value={record.id} />
                <button
                  type="submit"
                  aria-label={t("database.outbox.retryRecord", { id: record.id })}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  {t("database.outbox.retry")}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
