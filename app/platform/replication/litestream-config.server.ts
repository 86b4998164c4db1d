import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Env } from "~/env.server";

/**
 * Litestream's configuration, written from the one env schema (decision 0034). The file holds
 * no credentials: Litestream reads LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY
 * from its own environment, so neither the file nor anything that prints it can leak them.
 */

export type ReplicationSettings = {
  database: string;
  /** Litestream's config file, beside the database (the one folder the app may write in). */
  configPath: string;
  /** Where scripts/start.mjs keeps what it learns from Litestream's log, for /healthz/replication and the admin. */
  statusPath: string;
  /** Where the copy goes, as shown to people: the URL or path and the endpoint, never a credential. */
  target: string;
  syncInterval: string;
  retention: string;
};

type ReplicationEnv = Pick<
  Env,
  | "DATABASE_PATH"
  | "LITESTREAM_REPLICA_URL"
  | "LITESTREAM_ENDPOINT"
  | "LITESTREAM_REGION"
  | "LITESTREAM_SYNC_INTERVAL"
  | "LITESTREAM_RETENTION"
>;

/** How often Litestream takes a full snapshot: a restore replays at most a day of WAL after one. */
const SNAPSHOT_INTERVAL = "24h";

/** Null when no replica is configured: nothing about the database changes then. */
export function replicationSettings(config: ReplicationEnv): ReplicationSettings | null {
  const url = config.LITESTREAM_REPLICA_URL;
  if (!url) return null;
  const database = resolve(config.DATABASE_PATH);
  const endpoint = url.startsWith("s3://") && config.LITESTREAM_ENDPOINT ? ` at ${config.LITESTREAM_ENDPOINT}` : "";
  return {
    database,
    configPath: `${database}-litestream.yml`,
    statusPath: `${database}-replication.json`,
    target: `${url}${endpoint}`,
    syncInterval: config.LITESTREAM_SYNC_INTERVAL,
    retention: config.LITESTREAM_RETENTION,
  };
}

/** litestream.yml's content. JSON is YAML too: every path and URL is quoted safely as a JSON string. */
export function litestreamConfig(config: ReplicationEnv): string | null {
  const settings = replicationSettings(config);
  const url = config.LITESTREAM_REPLICA_URL;
  if (!settings || !url) return null;
  const where = url.startsWith("s3://")
    ? {
        url,
        ...(config.LITESTREAM_ENDPOINT ? { endpoint: config.LITESTREAM_ENDPOINT, "force-path-style": true } : {}),
        ...(config.LITESTREAM_REGION ? { region: config.LITESTREAM_REGION } : {}),
      }
    : { type: "file", path: url };
  const file = {
    dbs: [
      {
        path: settings.database,
        replicas: [
          {
            ...where,
            "sync-interval": settings.syncInterval,
            retention: settings.retention,
            "snapshot-interval": SNAPSHOT_INTERVAL,
          },
        ],
      },
    ],
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Writes litestream.yml beside the database (owner-only, like the database) and says where. */
export function writeLitestreamConfig(config: ReplicationEnv): ReplicationSettings | null {
  const settings = replicationSettings(config);
  const content = litestreamConfig(config);
  if (!settings || content === null) return null;
  // A fresh volume has no database folder yet: Litestream restores into it before the app creates it.
  mkdirSync(dirname(settings.configPath), { recursive: true, mode: 0o700 });
  writeFileSync(settings.configPath, content, { mode: 0o600 });
  return settings;
}
