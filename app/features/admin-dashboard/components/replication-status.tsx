import { formatDeskTime } from "~/domain/desk-time";

/**
 * What an owner sees of the database's replica (decision 0034): on or off, where to, when it
 * was last brought up to date and how far behind it is. The figures come from
 * `replicationStatus()` (platform/replication/replication-status.server.ts), loaded by the page
 * for owners only: the target names the bucket. Admin screens are English only.
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
  if (!status.enabled) {
    return (
      <p className="text-sm text-ink-soft">
        Replication is off: the database is copied only by the scheduled backups. Set LITESTREAM_REPLICA_URL to stream
        every change to object storage.
      </p>
    );
  }
  const behind =
    status.lagSeconds === null
      ? "Litestream is not reporting: the app was not started by scripts/start.mjs."
      : status.lagSeconds === 0
        ? "Up to date."
        : `${status.lagSeconds} s behind${status.lagging ? " (the store is not taking the changes)" : ""}.`;
  return (
    <section aria-labelledby="replication-heading" className="space-y-1 text-sm">
      <h2 id="replication-heading" className="font-semibold">
        Database replica
      </h2>
      <p>
        Every change goes to <code>{status.target}</code> within {status.syncInterval}; {status.retention} of history
        for a point-in-time restore.
      </p>
      <p className={status.lagging || status.lagSeconds === null ? "font-semibold text-warning" : undefined}>
        Last replicated: {status.replicatedAt ? formatDeskTime(status.replicatedAt, zone) : "not yet since start"}.{" "}
        {behind}
      </p>
      {status.lastError && status.lastErrorAt && (
        <p className="text-ink-soft">
          Last error at {formatDeskTime(status.lastErrorAt, zone)}: {status.lastError}
        </p>
      )}
    </section>
  );
}
