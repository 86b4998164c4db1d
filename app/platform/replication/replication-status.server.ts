import { readFileSync } from "node:fs";
import { env } from "~/env.server";
import { replicationSettings } from "./litestream-config.server";

/**
 * What replication looks like now, for /healthz/replication, the start-up log and the owner's
 * admin. scripts/start.mjs reads Litestream's log as it runs and keeps the figures in a small
 * file beside the database (no request reaches the object store: that would cost a LIST per
 * look and hang while the store is away). The file is rewritten every second while something
 * waits to be sent, so its lag is at most a second old; it is read again after CACHE_MS.
 */

/** What scripts/start.mjs writes (see writeStatus there). */
type StatusFile = {
  /** When the last WAL segment or snapshot reached the replica (ISO). */
  replicatedAt: string | null;
  /** Litestream's position after it: generation/index:offset. */
  position: string | null;
  /** Seconds the oldest write not yet on the replica has waited (0: all sent). */
  lagSeconds: number;
  lastError: string | null;
  lastErrorAt: string | null;
  restoredFromReplica: boolean;
};

export type ReplicationStatus =
  | { enabled: false }
  | {
      enabled: true;
      /** The URL or path (and endpoint) the copy goes to: no credentials. For staff and logs only. */
      target: string;
      syncInterval: string;
      retention: string;
      /** Null until Litestream has sent something since this machine started. */
      replicatedAt: string | null;
      position: string | null;
      lagSeconds: number | null;
      /** Lag beyond LAGGING_SECONDS: the monitor's endpoint answers 503. */
      lagging: boolean;
      lastError: string | null;
      lastErrorAt: string | null;
      restoredFromReplica: boolean;
    };

/** A minute behind: a store that is away for longer than a blip (the sync interval is 1 s). */
export const LAGGING_SECONDS = 60;
const CACHE_MS = 2000;

let cached: { at: number; status: ReplicationStatus } | undefined;

/** The status, read at most every two seconds (a monitor polling it costs one small file read). */
export function replicationStatus(): ReplicationStatus {
  // A duration between two readings, not "now": the monotonic clock.
  const at = performance.now();
  if (cached && at - cached.at < CACHE_MS) return cached.status;
  cached = { at, status: readStatus() };
  return cached.status;
}

function readStatus(): ReplicationStatus {
  const settings = replicationSettings(env());
  if (!settings) return { enabled: false };
  const file = readStatusFile(settings.statusPath);
  const lagSeconds = file ? file.lagSeconds : null;
  return {
    enabled: true,
    target: settings.target,
    syncInterval: settings.syncInterval,
    retention: settings.retention,
    replicatedAt: file?.replicatedAt ?? null,
    position: file?.position ?? null,
    lagSeconds,
    lagging: lagSeconds !== null && lagSeconds > LAGGING_SECONDS,
    lastError: file?.lastError ?? null,
    lastErrorAt: file?.lastErrorAt ?? null,
    restoredFromReplica: file?.restoredFromReplica ?? false,
  };
}

function readStatusFile(path: string): StatusFile | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as StatusFile;
  } catch {
    // Not written yet (Litestream has only just started), or started without scripts/start.mjs.
    return null;
  }
}

/** The start-up log's line: on or off, where to, and the last position when known (no credentials). */
export function replicationSummary(): string {
  const status = readStatus();
  if (!status.enabled) return "Replication: off (LITESTREAM_REPLICA_URL not set)";
  const last = status.position
    ? `last replicated ${status.replicatedAt} at ${status.position}`
    : "nothing replicated yet from this machine";
  return `Replication: on, to ${status.target} every ${status.syncInterval}, ${status.retention} of history; ${last}${status.restoredFromReplica ? "; restored from the replica at start" : ""}`;
}
