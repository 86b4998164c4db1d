#!/usr/bin/env node
// @ts-check
/**
 * A consistent copy of the live database, safe while the server is taking bookings:
 * SQLite's online backup API copies page by page and restarts a step whenever a writer
 * changes a page it already copied, so the copy is one committed state, never a torn file
 * (a plain `cp` of a WAL database can be).
 *
 *   npm run db:backup [dest]        # default <database folder>/backups/app-<UTC timestamp>.db
 *
 * Reads DATABASE_PATH (default ./data/app.db). Prints the path and size, then checks the
 * copy with `PRAGMA integrity_check`; exits 1 if the copy is not sound. The default
 * destination is beside the database (./data/backups/ by default, /data/backups/ in the
 * container): the database's folder is the one place the app writes, so this also works
 * in a container whose root filesystem is read-only.
 */
import { chmodSync, mkdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import Database from "better-sqlite3";

const source = resolve(process.env.DATABASE_PATH || "./data/app.db");
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replaceAll(":", "-");
const dest = resolve(process.argv[2] ?? join(dirname(source), "backups", `app-${stamp}.db`));

if (dest === source) {
  console.error("The backup destination is the database itself; choose another path.");
  process.exit(1);
}

let live;
try {
  live = new Database(source, { fileMustExist: true });
} catch (error) {
  console.error(`Cannot open ${source}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// Same patience as the server's writers: wait for a lock rather than fail.
live.pragma("busy_timeout = 5000");

mkdirSync(dirname(dest), { recursive: true });
const started = performance.now();
await live.backup(dest);
live.close();
const ms = Math.round(performance.now() - started);

// The copy is a single self-contained file (no -wal beside it), readable by its owner only:
// it holds travellers' names, emails and phone numbers.
const copy = new Database(dest);
copy.pragma("journal_mode = DELETE");
const integrity = copy.pragma("integrity_check", { simple: true });
const bookings = copy.prepare("select count(*) from bookings").pluck().get();
copy.close();
chmodSync(dest, 0o600);

const size = statSync(dest).size;
console.log(`Backup written: ${dest}`);
console.log(`Size: ${(size / 1024 / 1024).toFixed(2)} MB (${size} bytes), ${bookings} bookings, copied in ${ms} ms`);
if (integrity !== "ok") {
  console.error(`Integrity check FAILED: ${integrity}`);
  process.exit(1);
}
console.log("Integrity check: ok");
