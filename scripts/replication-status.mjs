// @ts-check
/**
 * Replication's status, learnt from Litestream's own log rather than by asking the object store
 * (a LIST per look would cost money and hang while the store is away). scripts/start.mjs hands
 * Litestream's stdout here; every line still goes to our stdout unchanged.
 *
 * What "lag" means: how long the oldest write not yet on the replica has waited. A write is seen
 * by watching the WAL file change (every 200 ms); it is on the replica once Litestream logs
 * "wal segment written" for a segment it began after the write was seen. A write landing in the
 * few milliseconds between Litestream reading the WAL and logging its upload can be counted as
 * sent one sync early; the next sync sends it anyway. Everything here reads one clock, this
 * process's, and the file carries the lag itself, so no reader compares two clocks.
 */
import { renameSync, statSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";

const POLL_MS = 200;
/** While something waits to be sent, the file is rewritten this often, so its lag is fresh. */
const REFRESH_MS = 1000;

/**
 * @param {import("node:stream").Readable} log Litestream's stdout
 * @param {{ statusPath: string, database: string, restored: boolean }} options
 * @returns {() => void} stops watching
 */
export function watchReplication(log, { statusPath, database, restored }) {
  const state = {
    /** @type {string | null} */ replicatedAt: null,
    /** @type {string | null} */ position: null,
    /** @type {number | null} when the oldest unsent write was seen */ pendingSince: null,
    /** @type {number | null} when the segment being sent was begun */ sendingSince: null,
    /** @type {number | null} the first write seen after that */ changedWhileSending: null,
    /** @type {string | null} */ lastError: null,
    /** @type {string | null} */ lastErrorAt: null,
  };
  let lastWrite = 0;
  const write = () => {
    lastWrite = Date.now();
    const status = {
      replicatedAt: state.replicatedAt,
      position: state.position,
      lagSeconds: state.pendingSince === null ? 0 : Math.round((Date.now() - state.pendingSince) / 100) / 10,
      lastError: state.lastError,
      lastErrorAt: state.lastErrorAt,
      restoredFromReplica: restored,
    };
    // Written aside and renamed: a reader never sees half a file.
    writeFileSync(`${statusPath}.tmp`, `${JSON.stringify(status)}\n`, { mode: 0o600 });
    renameSync(`${statusPath}.tmp`, statusPath);
  };

  let seen = walSignature(database);
  const poll = setInterval(() => {
    const now = Date.now();
    const signature = walSignature(database);
    if (signature !== seen) {
      seen = signature;
      state.pendingSince ??= now;
      if (state.sendingSince !== null) state.changedWhileSending ??= now;
    }
    if (state.pendingSince !== null && now - lastWrite >= REFRESH_MS) write();
  }, POLL_MS);

  createInterface({ input: log }).on("line", (line) => {
    process.stdout.write(`${line}\n`);
    const event = parseLine(line);
    if (!event) return;
    const now = Date.now();
    if (event.kind === "sending") {
      state.sendingSince = now;
      state.changedWhileSending = null;
      return;
    }
    if (event.kind === "sent") {
      state.replicatedAt = new Date(now).toISOString();
      state.position = event.position;
      state.pendingSince = state.sendingSince === null ? state.pendingSince : state.changedWhileSending;
      state.sendingSince = null;
      state.changedWhileSending = null;
    } else {
      state.lastError = event.message;
      state.lastErrorAt = new Date(now).toISOString();
      state.sendingSince = null;
      state.changedWhileSending = null;
    }
    write();
  });
  write();
  return () => clearInterval(poll);
}

/** The WAL file's size and modification time: it changes with every commit. */
function walSignature(/** @type {string} */ database) {
  try {
    const stat = statSync(`${database}-wal`);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "none";
  }
}

/**
 * One line of Litestream 0.3's log (Go's slog text format: key=value, quoted when spaced):
 *   msg="write wal segment" … position=<generation>/<index>:<offset>
 *   msg="wal segment written" … position=<generation>/<index>:<offset> … sz=<bytes>
 *   level=ERROR msg="…" … error="…"
 * tests/unit/replication-status.test.ts holds real lines of the pinned version.
 * @param {string} line
 * @returns {null | { kind: "sending" } | { kind: "sent", position: string } | { kind: "error", message: string }}
 */
export function parseLine(line) {
  const fields = Object.fromEntries(
    [...line.matchAll(/(\w[\w-]*)=("(?:[^"\\]|\\.)*"|\S*)/g)].map(([, key, value]) => [
      key,
      value.startsWith('"') ? value.slice(1, -1).replaceAll('\\"', '"') : value,
    ]),
  );
  if (fields.level === "ERROR") {
    // Litestream's error text carries the request it tried (the store's URL and the object's
    // path, never a credential): kept are its first line and its last cause, e.g.
    // "monitor error: RequestError: send request failed (connection refused)".
    const error = fields.error ?? "";
    const first = error.split("\\n")[0];
    const cause = /:\s*([^:]+)$/.exec(error)?.[1]?.trim();
    const message = `${fields.msg ?? "error"}: ${first}${cause && !first.endsWith(cause) ? ` (${cause})` : ""}`;
    return { kind: "error", message: message.slice(0, 300) };
  }
  if (fields.msg === "write wal segment" || fields.msg === "write snapshot") return { kind: "sending" };
  if (fields.msg === "wal segment written" && fields.position) {
    const [generation, at] = fields.position.split("/");
    const [index, offset] = (at ?? "").split(":");
    const end = Number(offset) + Number(fields.sz ?? 0);
    return { kind: "sent", position: `${generation}/${index}:${Number.isFinite(end) ? end : offset}` };
  }
  return null;
}
