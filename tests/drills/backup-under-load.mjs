// @ts-check
/**
 * Drill (f): `npm run db:backup` while two clients post bookings. The copy must pass
 * SQLite's integrity check and hold whole bookings only (each with its outbox record).
 */
import { execFile } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { BookingForm, NO_PAYMENT_CITY, validBooking } from "../support/booking-form.mjs";
import { sleep, storeInvariants, storeIsSound } from "../support/drill-support.mjs";

/** @param {import("../support/drill-support.mjs").DrillOptions & { warmupMs?: number }} options */
export async function backupUnderLoadDrill({ start, log = console.log, warmupMs = 1000 }) {
  const server = await start();
  const form = await BookingForm.discover(server.url);
  let running = true;
  let posted = 0;
  let refused = 0;
  const client = async (/** @type {number} */ id) => {
    for (let n = 0; running; n++) {
      const values = validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email: `backup-${id}-${n}@drill.test` });
      if ((await form.post(values)).ok) posted += 1;
      else refused += 1;
    }
  };
  const posting = [client(0), client(1)];
  try {
    await sleep(warmupMs);
    const dest = join(dirname(server.databasePath), "backup.db");
    const postedBefore = posted;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [resolve(import.meta.dirname, "../../scripts/db-backup.js"), dest],
      {
        env: { ...process.env, DATABASE_PATH: server.databasePath },
      },
    );
    const postedDuring = posted - postedBefore;
    await sleep(300);
    running = false;
    await Promise.all(posting);
    const copy = storeInvariants(dest);
    const live = storeInvariants(server.databasePath);
    const ok =
      storeIsSound(copy) &&
      copy.bookings > 0 &&
      copy.bookings <= live.bookings &&
      stdout.includes("Integrity check: ok");
    log(
      `(f) db:backup while 2 clients posted (${postedDuring} bookings acknowledged during the copy, ${refused} refused): copy integrity ${copy.integrity}, ` +
        `${copy.bookings} bookings (live ${live.bookings}), ${copy.bookingsWithoutRecord} without outbox record, ${copy.orphanRecords} orphan records → ${ok ? "PASS" : "FAIL"}`,
    );
    return { ok, copy, live: live.bookings, postedDuring, refused };
  } finally {
    running = false;
    await Promise.all(posting);
    await server.stop();
  }
}
