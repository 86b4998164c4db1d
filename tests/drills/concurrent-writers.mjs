// @ts-check
/**
 * Drill (e): 50 bookings posted at the same moment, twice — once alone, once while another
 * process holds SQLite's write lock for a second (a backup, an operator's sqlite3 shell).
 * No writer may surface SQLITE_BUSY ("database is locked") to a user: no 5xx, all stored.
 */
import Database from "better-sqlite3";
import { BookingForm, NO_PAYMENT_CITY, validBooking } from "../support/booking-form.mjs";
import { firstServerError, readDb, sleep, tally, waitUntil } from "../support/drill-support.mjs";

const BUSY = /SQLITE_BUSY|database is locked/i;

/**
 * @param {BookingForm} form
 * @param {string} tag
 * @param {number} writers
 */
async function burst(form, tag, writers) {
  const answers = await Promise.all(
    Array.from({ length: writers }, (_, n) =>
      form.post(validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email: `writer-${tag}-${n}@drill.test` })),
    ),
  );
  return {
    statuses: tally(answers.map((answer) => answer.status)),
    succeeded: answers.filter((answer) => answer.ok).length,
    busyShown: answers.filter((answer) => BUSY.test(answer.text)).length,
  };
}

/**
 * Another connection takes the write lock and changes a page (so a snapshot taken before
 * it commits goes stale), then releases it after `holdMs`, leaving the data as it was.
 * @param {string} databasePath
 * @param {number} holdMs
 */
async function holdWriteLock(databasePath, holdMs) {
  const other = new Database(databasePath);
  other.exec("BEGIN IMMEDIATE");
  other.prepare("insert into stripe_events (id, type) values ('drill-lock-holder', 'drill')").run();
  return async () => {
    await sleep(holdMs);
    other.prepare("delete from stripe_events where id = 'drill-lock-holder'").run();
    other.exec("COMMIT");
    other.close();
  };
}

/**
 * Waits until the server's outbox worker has handled the first burst's records. Its own
 * writes would otherwise be what meets the lock (and, waiting in SQLite's busy handler,
 * hold every request back until the lock is gone), hiding how a booking meets it.
 * @param {string} databasePath
 */
async function outboxSettled(databasePath) {
  const sqlite = readDb(databasePath);
  const due = sqlite.prepare(
    "select count(*) from outbox where delivered_at is null and failed_at is null and next_attempt_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
  );
  await waitUntil(() => due.pluck().get() === 0, 10_000, 50);
  sqlite.close();
  await sleep(200);
}

/** @param {import("../support/drill-support.mjs").DrillOptions & { writers?: number, holdMs?: number }} options */
export async function concurrentWritersDrill({ start, log = console.log, writers = 50, holdMs = 1000 }) {
  const server = await start();
  try {
    const form = await BookingForm.discover(server.url);
    const alone = await burst(form, "alone", writers);
    await outboxSettled(server.databasePath);
    const release = await holdWriteLock(server.databasePath, holdMs);
    const [locked] = await Promise.all([burst(form, "locked", writers), release()]);

    const sqlite = readDb(server.databasePath);
    const stored = /** @type {number} */ (
      sqlite.prepare("select count(*) from bookings where email like 'writer-%'").pluck().get()
    );
    sqlite.close();
    const busyLogged = (server.output().match(/SQLITE_BUSY|database is locked/gi) ?? []).length;
    const ok =
      alone.succeeded === writers &&
      locked.succeeded === writers &&
      stored === 2 * writers &&
      alone.busyShown + locked.busyShown === 0;
    log(
      `(e) ${writers} concurrent booking posts: answers ${JSON.stringify(alone.statuses)}; again while another process held the write lock ${holdMs} ms: ` +
        `answers ${JSON.stringify(locked.statuses)}; ${stored} of ${2 * writers} stored, ${alone.busyShown + locked.busyShown} answers showing SQLITE_BUSY, ` +
        `${busyLogged} busy errors in the server log → ${ok ? "PASS" : `FAIL (server: ${firstServerError(server.output()) ?? "no error logged"})`}`,
    );
    return { ok, alone, locked, stored, busyLogged };
  } finally {
    await server.stop();
  }
}
