import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { env } from "~/env.server";
import * as conversationSchema from "~/features/conversation/conversation-tables";
import * as creatorTaxSchema from "~/features/creator-tax/tax-tables";
import * as earningsSchema from "~/features/earnings/earnings-tables";
import * as restaurantsSchema from "~/features/restaurants/restaurant-tables";
import * as selfBillingSchema from "~/features/self-billing/self-billing-tables";
import * as coreSchema from "./schema";

/** Every table the connection knows: schema.ts (with the invoices) and each feature's own tables file. */
const schema = {
  ...coreSchema,
  ...conversationSchema,
  ...creatorTaxSchema,
  ...earningsSchema,
  ...restaurantsSchema,
  ...selfBillingSchema,
};

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The connection or an open transaction: a write that must share the caller's transaction takes one of these. */
export type Executor = Db | Tx;

let instance: Db | undefined;

/** How long a writer waits for another connection's write lock before it gives up. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * SQLite's page cache per connection, as the `cache_size` pragma takes it (negative: KiB).
 * better-sqlite3 compiles SQLite with 16 MB (SQLITE_DEFAULT_CACHE_SIZE=-16000); a connection
 * fills it with whatever it reads and keeps it, so every serving process held about 14 MB more
 * than it needs once a page read many rows (decision 0043, measured). The file's pages stay in
 * the kernel's cache either way, so a miss costs a copy, not a disk read: 2 MB (SQLite's own
 * default) holds the indexes a booking post walks, at no measured cost to its throughput.
 */
const PAGE_CACHE = "cache_size = -2000";

/**
 * Owner-only (0600): the file holds travellers' personal data and creators' password hashes.
 * SQLite creates the -wal and -shm files with the database file's own mode.
 */
const OWNER_ONLY = 0o600;

/** Creates the file owner-only if it is new (an empty file is an empty database), and tightens an older one. */
function restrictToOwner(path: string): void {
  mkdirSync(dirname(resolve(path)), { recursive: true, mode: 0o700 });
  closeSync(openSync(path, "a", OWNER_ONLY));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, OWNER_ONLY);
  }
}

/**
 * Opens a SQLite file with the settings every connection of ours uses. `replicated`: Litestream
 * is copying this file's WAL (decision 0034), so it alone checkpoints.
 */
export function openDatabase(path: string, { replicated = false } = {}): Db {
  if (path !== ":memory:") restrictToOwner(path);
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(PAGE_CACHE);
  // What is deleted or replaced is overwritten with zeros, not left readable in the file's free
  // space: travellers' dietary answers are erased (decision 0028), and a copy left in a page's
  // free space by an earlier update would outlive the erasure. Costs only on deletes and updates.
  sqlite.pragma("secure_delete = ON");
  // Writers queue for up to 5 s instead of surfacing SQLITE_BUSY to a user.
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // Under Litestream the app never checkpoints: Litestream copies each WAL page before it moves
  // it into the file (its checkpoints run between its syncs), while one of ours could restart
  // the WAL between two of its reads and force a new generation, a full snapshot. Litestream's
  // own checkpoint (every minute, or at 1,000 pages) keeps the WAL short instead.
  if (replicated) sqlite.pragma("wal_autocheckpoint = 0");
  reuseStatements(sqlite);
  return drizzle(sqlite, { schema });
}

/**
 * Drizzle asks the driver to prepare every query afresh, and compiling the SQL was about a
 * tenth of a booking post's time. The same text now gets its compiled statement back. Drizzle
 * switches some statements to raw rows (arrays), a mode that sticks to the statement, so a
 * reused one is reset to plain rows first. Safe because this connection never holds a cursor
 * open (exports stream through their own connection): a statement is done before it is reused.
 */
function reuseStatements(sqlite: Database.Database, limit = 1000): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const compiled = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const known = compiled.get(source);
    if (known) {
      if (known.reader) known.raw(false);
      return known;
    }
    const statement = prepare(source);
    // Queries are built from a fixed set of shapes; the bound only guards against a runaway caller.
    if (compiled.size >= limit) compiled.clear();
    compiled.set(source, statement);
    return statement;
  }) as Database.Database["prepare"];
}

/** Where drizzle-kit writes migrations (MIGRATIONS_DIR); the server applies them at start. */
function migrationsFolder(): string {
  return resolve(env().MIGRATIONS_DIR);
}

export function migrateDatabase(database: Db): void {
  migrate(database, { migrationsFolder: migrationsFolder() });
}

/**
 * The one connection of this process, opened on first use (never at import: the build
 * imports the server bundle too).
 */
export function db(): Db {
  instance ??= openDatabase(env().DATABASE_PATH, { replicated: isReplicated() });
  return instance;
}

/** Whether Litestream replicates the database: a replica is configured and scripts/start.mjs runs the app under it. */
export function isReplicated(): boolean {
  const config = env();
  return Boolean(config.LITESTREAM_REPLICA_URL) && config.LITESTREAM_SUPERVISED;
}

export function closeDb(): void {
  instance?.$client.close();
  instance = undefined;
}

/**
 * A transaction that takes SQLite's write lock up front. A deferred transaction that reads
 * before it writes gets SQLITE_BUSY at once when another connection holds the lock (the
 * busy timeout does not apply to that upgrade); an immediate one waits its turn instead.
 * Use it for every transaction that writes.
 */
export function writeTransaction<T>(work: (tx: Tx) => T): T {
  return db().transaction(work, { behavior: "immediate" });
}

/**
 * A statement drizzle builds once per connection instead of on every call: building the SQL
 * of the booking post's inserts was about a tenth of the post. It is keyed by the executor's
 * session (its connection), which a database shares with its transactions, so the statement
 * runs inside whatever transaction the caller holds.
 */
export function preparedPerConnection<T>(prepare: (executor: Executor) => T): (executor: Executor) => T {
  const prepared = new WeakMap<object, T>();
  return (executor) => {
    // drizzle keeps the session on the instance without typing it.
    const session = (executor as unknown as { session: object }).session;
    let statement = prepared.get(session);
    if (!statement) {
      statement = prepare(executor);
      prepared.set(session, statement);
    }
    return statement;
  };
}
