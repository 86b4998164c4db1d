import { Trans } from "react-i18next";
import { formatDeskTime } from "~/domain/desk-time";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * What an owner sees of the database's replica (decision 0034): on or off, where to, when it
 * was last brought up to date and how far behind it is. The figures come from
 * `replicationStatus()` (platform/replication/replication-status.server.ts), loaded by the page
 * for owners only: the target names the bucket. It speaks the viewer's language.
 */
export type ReplicationStatusView =
  | { enabled: false }
  | {
      enabled: true;
      target: string;
      syncInterval: string;
      retention: string;
      replicatedAt: string | null;
      lagSeconds: number | null;
      lagging: boolean;
      lastError: string | null;
      lastErrorAt: string | null;
    };

export function ReplicationStatus({ status, zone }: { status: ReplicationStatusView; zone: string }) {
  const { t, i18n } = useTranslation("admin");
  if (!status.enabled) return <p className="text-sm text-ink-soft">{t("replica.off")}</p>;
  const language = languageOf(i18n);
  const when = (at: string) => formatDeskTime(at, zone, language);
  const behind =
    status.lagSeconds === null
      ? t("replica.notReporting")
      : status.lagSeconds === 0
        ? t("replica.upToDate")
        : t(status.lagging ? "replica.behindStuck" : "replica.behind", { seconds: status.lagSeconds });
  return (
    <section aria-labelledby="replication-heading" className="space-y-1 text-sm">
      <h2 id="replication-heading" className="font-semibold">
        {t("replica.title")}
      </h2>
      <p>
        <Trans
          t={t}
          i18nKey="replica.target"
          values={{ target: status.target, interval: status.syncInterval, retention: status.retention }}
          components={{ code: <code /> }}
        />
      </p>
      <p className={status.lagging || status.lagSeconds === null ? "font-semibold text-warning" : undefined}>
        {t("replica.lastReplicated", { when: status.replicatedAt ? when(status.replicatedAt) : t("replica.notYet") })}{" "}
        {behind}
      </p>
      {status.lastError && status.lastErrorAt && (
        <p className="text-ink-soft">
          {t("replica.lastError", { when: when(status.lastErrorAt), error: status.lastError })}
        </p>
      )}
    </section>
  );
}
