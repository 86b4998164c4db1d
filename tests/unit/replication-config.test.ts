import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { type ConfigError, parseEnv } from "~/env.server";
import { litestreamConfig, replicationSettings } from "~/platform/replication/litestream-config.server";
import { parseLine } from "../../scripts/replication-status.mjs";

const base = { DATABASE_PATH: "/data/app.db", SESSION_SECRET: "s".repeat(32), ADMIN_TOKEN: "t".repeat(16) };

/** Replication's settings in the one env schema, and the litestream.yml written from them (decision 0034). */
describe("replication configuration", () => {
  it("is off when no replica is set: nothing about the database changes", () => {
    const config = parseEnv(base);
    expect(replicationSettings(config)).toBeNull();
    expect(litestreamConfig(config)).toBeNull();
    expect(parseEnv({ ...base, LITESTREAM_REPLICA_URL: "  " }).LITESTREAM_REPLICA_URL).toBeUndefined();
  });

  it("writes an S3-compatible replica with its endpoint, a 1 s sync and 7 days of history by default, and no credentials", () => {
    const config = parseEnv({
      ...base,
      LITESTREAM_REPLICA_URL: "s3://sobremesa-backups/prod",
      LITESTREAM_ENDPOINT: "https://s3.eu-central-003.backblazeb2.com",
      LITESTREAM_ACCESS_KEY_ID: "AKIA-KEY-ID-1234",
      LITESTREAM_SECRET_ACCESS_KEY: "very-secret-access-key",
    });
    const yaml = litestreamConfig(config) ?? "";
    const file = JSON.parse(yaml);
    expect(file.dbs[0].path).toBe("/data/app.db");
    expect(file.dbs[0].replicas[0]).toMatchObject({
      url: "s3://sobremesa-backups/prod",
      endpoint: "https://s3.eu-central-003.backblazeb2.com",
      "force-path-style": true,
      "sync-interval": "1s",
      retention: "168h",
    });
    expect(yaml).not.toContain("AKIA-KEY-ID-1234");
    expect(yaml).not.toContain("very-secret-access-key");
    expect(replicationSettings(config)?.target).toBe(
      "s3://sobremesa-backups/prod at https://s3.eu-central-003.backblazeb2.com",
    );
  });

  it("writes a path on a second disk as a file replica, with the interval and retention asked for", () => {
    const config = parseEnv({
      ...base,
      LITESTREAM_REPLICA_URL: "/mnt/backup/sobremesa",
      LITESTREAM_SYNC_INTERVAL: "10s",
      LITESTREAM_RETENTION: "72h",
    });
    expect(JSON.parse(litestreamConfig(config) ?? "").dbs[0].replicas[0]).toMatchObject({
      type: "file",
      path: "/mnt/backup/sobremesa",
      "sync-interval": "10s",
      retention: "72h",
    });
  });

  it("refuses a replica that is neither s3:// nor an absolute path, a bad duration, and half the credentials", () => {
    const problems = (() => {
      try {
        parseEnv({
          ...base,
          LITESTREAM_REPLICA_URL: "https://example.com/bucket",
          LITESTREAM_SYNC_INTERVAL: "soon",
          LITESTREAM_ACCESS_KEY_ID: "only-the-id",
        });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    })();
    expect(problems).toEqual(
      expect.arrayContaining([
        "LITESTREAM_REPLICA_URL must be s3://bucket/path or an absolute path",
        "LITESTREAM_SYNC_INTERVAL must be a duration such as 1s, 10m or 168h",
        "LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY must be set together",
      ]),
    );
    expect(problems.join(" ")).not.toContain("only-the-id");
  });
});

describe("checkpoints under Litestream", () => {
  it("are left to Litestream on a replicated connection, and stay SQLite's own otherwise", () => {
    const dir = mkdtempSync(join(tmpdir(), "sobremesa-checkpoints-"));
    const replicated = openDatabase(join(dir, "a.db"), { replicated: true }).$client;
    const plain = openDatabase(join(dir, "b.db")).$client;
    expect(replicated.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    expect(plain.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    // What Litestream needs of every connection either way: WAL, and a writer that waits.
    for (const connection of [replicated, plain]) {
      expect(connection.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(connection.pragma("busy_timeout", { simple: true })).toBe(5000);
      connection.close();
    }
  });

  it("needs Litestream to be running: a replica set on an app started without scripts/start.mjs keeps SQLite's checkpoints", () => {
    expect(parseEnv({ ...base, LITESTREAM_REPLICA_URL: "s3://b-1/app" }).LITESTREAM_SUPERVISED).toBe(false);
    expect(
      parseEnv({ ...base, LITESTREAM_REPLICA_URL: "s3://b-1/app", LITESTREAM_SUPERVISED: "true" })
        .LITESTREAM_SUPERVISED,
    ).toBe(true);
  });
});

/** Lines as Litestream 0.3.13 (the pinned @flydotio/litestream-linux-x64 1.0.1) prints them. */
describe("reading Litestream's log", () => {
  it("takes the position after a written WAL segment: its offset plus its size", () => {
    expect(
      parseLine(
        'time=2026-11-26T11:16:26.607Z level=INFO msg="wal segment written" db=/data/app.db replica=s3 position=5ba192bedb0c54ee/00000000:321392 elapsed=80.194974ms sz=4120',
      ),
    ).toEqual({ kind: "sent", position: "5ba192bedb0c54ee/00000000:325512" });
    expect(
      parseLine(
        'time=2026-11-26T11:16:26.527Z level=INFO msg="write wal segment" db=/data/app.db replica=s3 position=5ba192bedb0c54ee/00000000:321392',
      ),
    ).toEqual({ kind: "sending" });
  });

  it("keeps an error's message, and ignores the app's own lines", () => {
    expect(
      parseLine('time=2026-11-26T11:20:00Z level=ERROR msg="monitor error" db=/data/app.db error="connection refused"'),
    ).toEqual({ kind: "error", message: "monitor error: connection refused" });
    const refused =
      'time=2026-11-26T11:17:28.903Z level=ERROR msg="monitor error" db=/data/app.db replica=s3 error="RequestError: send request failed\\ncaused by: Get \\"http://127.0.0.1:4599/sobremesa?delimiter=%2F&prefix=app%2Fgenerations%2F5ba192bedb0c54ee%2Fsnapshots%2F\\": dial tcp 127.0.0.1:4599: connect: connection refused"';
    expect(parseLine(refused)).toEqual({
      kind: "error",
      message: "monitor error: RequestError: send request failed (connection refused)",
    });
    expect(parseLine('{"level":30,"msg":"background jobs started in this process"}')).toBeNull();
    expect(parseLine("Sobremesa is running on http://127.0.0.1:3000")).toBeNull();
  });
});
