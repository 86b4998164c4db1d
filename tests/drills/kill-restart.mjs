// @ts-check
/**
 * Drill (a): two clients post bookings continuously; the server is killed with SIGKILL
 * mid-stream and started again on the same database. Every booking that got a success
 * answer must be there, each with its outbox record, and nothing half-stored.
 */
import { BookingForm, NO_PAYMENT_CITY, validBooking } from "../support/booking-form.mjs";
import { readDb, sleep, storeInvariants, storeIsSound } from "../support/drill-support.mjs";

/** @param {import("../support/drill-support.mjs").DrillOptions & { runMs?: number, clients?: number }} options */
export async function killRestartDrill({ start, log = console.log, runMs = 2500, clients = 2 }) {
  const first = await start();
  const form = await BookingForm.discover(first.url);
  /** @type {Set<string>} */
  const acknowledged = new Set();
  /** @type {number[]} */
  const refused = [];
  let inFlightAtKill = 0;
  let running = true;
  let serverUp = true;

  const client = async (/** @type {number} */ id) => {
    for (let n = 0; running; n++) {
      const email = `kill-${id}-${n}@drill.test`;
      try {
        const answer = await form.post(validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email }));
        if (answer.ok) acknowledged.add(email);
        else refused.push(answer.status);
      } catch {
        inFlightAtKill += 1; // the connection died with its process: no answer, so no promise made
        if (!serverUp) return;
      }
    }
  };
  const posting = Array.from({ length: clients }, (_, id) => client(id));
  await sleep(runMs);
  serverUp = false;
  await first.stop("SIGKILL");
  running = false;
  await Promise.all(posting);
  log(
    `(a) ${clients} clients posted for ${runMs} ms, then SIGKILL: ${acknowledged.size} success answers, ${refused.length} refusals, ${inFlightAtKill} requests cut off`,
  );

  const second = await start({}, first.databasePath);
  try {
    const sqlite = readDb(first.databasePath);
    const stored = new Set(
      /** @type {string[]} */ (sqlite.prepare("select email from bookings where email like 'kill-%'").pluck().all()),
    );
    sqlite.close();
    const missing = [...acknowledged].filter((email) => !stored.has(email));
    const unanswered = [...stored].filter((email) => !acknowledged.has(email)).length;
    const invariants = storeInvariants(first.databasePath);
    const after = await (await BookingForm.discover(second.url)).post(
      validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email: "kill-after-restart@drill.test" }),
    );
    const ok = missing.length === 0 && refused.length === 0 && storeIsSound(invariants) && after.ok;
    log(
      `(a) after restart: ${stored.size} bookings stored, ${missing.length} acknowledged but missing, ${unanswered} stored without an answer (cut off in flight), ` +
        `integrity ${invariants.integrity}, ${invariants.bookingsWithoutRecord} bookings without outbox record, ${invariants.orphanRecords} orphan records; ` +
        `a new booking after restart: HTTP ${after.status} → ${ok ? "PASS" : "FAIL"}`,
    );
    return {
      ok,
      acknowledged: acknowledged.size,
      missing,
      refused,
      unanswered,
      invariants,
      afterRestart: after.status,
    };
  } finally {
    await second.stop();
  }
}
