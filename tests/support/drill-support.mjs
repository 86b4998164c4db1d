// @ts-check
/**
 * What the reliability drills share: how they are given a server, loopback helper
 * servers, and the database checks ("nothing half-stored").
 *
 * A drill is `async (options) => result`: `options.start(env, databasePath?)` starts the
 * production server (the drills script passes scripts/bench/app-server.mjs, the Vitest
 * suite passes tests/support/server.ts), `options.log` prints what it did. The result says
 * `ok` plus the figures a test asserts on.
 *
 * The drills live under tests/ because they are tests with two runners: Vitest runs the fast
 * ones against the built server (tests/integration/drills.test.ts) and `npm run drills`
 * (scripts/drills.mjs, plain node) runs them all against the production build. Both import
 * them from here, and the drills take what a valid booking is and the fake Stripe from
 * tests/support like every other test, so neither side reaches into the other or keeps a copy.
 */

import { createServer } from "node:http";
import Database from "better-sqlite3";

/**
 * @typedef {{ url: string, pid?: number, databasePath: string, stop: (signal?: NodeJS.Signals) => Promise<void>, output: () => string }} DrillServer
 * @typedef {(env?: Record<string, string>, databasePath?: string) => Promise<DrillServer>} StartServer
 * @typedef {{ start: StartServer, log?: (line: string) => void }} DrillOptions
 */

/** @param {string} databasePath */
export function readDb(databasePath) {
  const sqlite = new Database(databasePath, { readonly: true, fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/**
 * The invariants of a stored booking: every booking has its booking outbox record, every
 * outbox record tied to a booking points at one that exists, and SQLite finds the file sound.
 * @param {string} databasePath
 */
export function storeInvariants(databasePath) {
  const sqlite = readDb(databasePath);
  try {
    const count = (/** @type {string} */ sql) => /** @type {number} */ (sqlite.prepare(sql).pluck().get());
    return {
      integrity: /** @type {string} */ (sqlite.pragma("integrity_check", { simple: true })),
      bookings: count("select count(*) from bookings"),
      bookingsWithoutRecord: count(
        "select count(*) from bookings b where not exists (select 1 from outbox o where o.booking_id = b.id and o.type = 'booking')",
      ),
      orphanRecords: count(
        "select count(*) from outbox o where o.type in ('booking', 'payment') and (o.booking_id is null or not exists (select 1 from bookings b where b.id = o.booking_id))",
      ),
      duplicateRecords: count(
        "select count(*) from (select booking_id from outbox where type = 'booking' group by booking_id having count(*) > 1)",
      ),
    };
  } finally {
    sqlite.close();
  }
}

/** @param {ReturnType<typeof storeInvariants>} found */
export const storeIsSound = (found) =>
  found.integrity === "ok" &&
  found.bookingsWithoutRecord === 0 &&
  found.orphanRecords === 0 &&
  found.duplicateRecords === 0;

/**
 * A loopback HTTP server for the drills' fakes (webhook target, Stripe).
 * @param {import("node:http").RequestListener} handler
 * @param {number} [port] 0 for any free port
 */
export function listen(handler, port = 0) {
  const server = createServer(handler);
  return new Promise(
    /** @param {(value: { url: string, port: number, close: () => Promise<void> }) => void} done */ (done, fail) => {
      server.once("error", fail);
      server.listen(port, "127.0.0.1", () => {
        const address = /** @type {import("node:net").AddressInfo} */ (server.address());
        done({
          url: `http://127.0.0.1:${address.port}`,
          port: address.port,
          close: () =>
            new Promise((closed) => {
              server.closeAllConnections();
              server.close(() => closed());
            }),
        });
      });
    },
  );
}

/** @param {import("node:http").IncomingMessage} req */
export async function bodyOf(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

export const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls until `check` returns true or the time is up; returns whether it did.
 * @param {() => boolean} check
 * @param {number} timeoutMs
 */
export async function waitUntil(check, timeoutMs, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(everyMs);
  }
  return check();
}

/** Counts of each status, e.g. { "302": 48, "400": 2 }. */
export function tally(/** @type {(number | string)[]} */ statuses) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The first error the server logged (pino level ≥ 50), for a failing drill's report. */
export function firstServerError(/** @type {string} */ output) {
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.level >= 50) return `${entry.msg}: ${entry.err?.code ?? ""} ${entry.err?.message ?? ""}`.trim();
    } catch {
      // not a log line
    }
  }
  return undefined;
}
