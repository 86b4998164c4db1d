// @ts-check
/**
 * Drill (b): the automation webhook target is down (connection refused), then answers
 * 503, then accepts. Every outbox record must arrive at least once and none be lost.
 */
import { BookingForm, NO_PAYMENT_CITY, validBooking } from "../support/booking-form.mjs";
import { bodyOf, listen, readDb, sleep, waitUntil } from "../support/drill-support.mjs";

/** @param {import("../support/drill-support.mjs").DrillOptions & { bookings?: number, downMs?: number, failingMs?: number }} options */
export async function webhookOutageDrill({ start, log = console.log, bookings = 10, downMs = 1500, failingMs = 1500 }) {
  // Reserve a port, then leave it closed: deliveries are refused outright at first.
  const probe = await listen(() => undefined);
  const { port } = probe;
  await probe.close();

  /** @type {Map<string, number>} */
  const received = new Map();
  let refusedWith503 = 0;
  let accepting = false;

  const server = await start({
    BOOKING_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/booking`,
    OUTBOX_RETRY_BASE_MS: "200",
  });
  /** @type {Awaited<ReturnType<typeof listen>> | undefined} */
  let target;
  try {
    const form = await BookingForm.discover(server.url);
    const answers = [];
    for (let n = 0; n < bookings; n++)
      answers.push(
        await form.post(validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email: `hook-${n}@drill.test` })),
      );
    const acknowledged = answers.filter((answer) => answer.ok).length;

    await sleep(downMs);
    target = await listen(async (req, res) => {
      const body = await bodyOf(req);
      if (!accepting) {
        refusedWith503 += 1;
        res.writeHead(503).end("maintenance");
        return;
      }
      const key = String(req.headers["idempotency-key"] ?? JSON.parse(body).bookingId);
      received.set(key, (received.get(key) ?? 0) + 1);
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    }, port);
    await sleep(failingMs);
    accepting = true;

    const sqlite = readDb(server.databasePath);
    const pending = () =>
      /** @type {number} */ (
        sqlite.prepare("select count(*) from outbox where type = 'booking' and delivered_at is null").pluck().get()
      );
    const drained = await waitUntil(() => pending() === 0, 30_000);
    const records =
      /** @type {{ id: number, attempts: number, delivered_at: string | null, failed_at: string | null }[]} */ (
        sqlite.prepare("select id, attempts, delivered_at, failed_at from outbox where type = 'booking'").all()
      );
    const unsynced = /** @type {number} */ (
      sqlite.prepare("select count(*) from bookings where automation_synced = 0").pluck().get()
    );
    sqlite.close();

    const lost = records.filter((record) => !received.has(`outbox-${record.id}`)).map((record) => record.id);
    const failed = records.filter((record) => record.failed_at).length;
    const retried = records.filter((record) => record.attempts > 1).length;
    const duplicates = [...received.values()].filter((count) => count > 1).length;
    const neverTried = records.every((record) => record.attempts === 0);
    const ok =
      drained &&
      acknowledged === bookings &&
      records.length === bookings &&
      lost.length === 0 &&
      failed === 0 &&
      unsynced === 0;
    log(
      `(b) ${bookings} bookings queued while the target was down ${downMs} ms, then answering 503 for ${failingMs} ms (${refusedWith503} refusals), then accepting: ` +
        `${records.length} records, ${received.size} arrived (${duplicates} more than once), ${lost.length} lost, ${failed} given up, ${retried} needed retries, ` +
        `${unsynced} bookings not marked synced → ${ok ? "PASS" : "FAIL"}${neverTried ? " (the outbox worker never attempted a delivery)" : ""}`,
    );
    return {
      ok,
      neverTried,
      records: records.length,
      arrived: received.size,
      lost,
      failed,
      retried,
      duplicates,
      refusedWith503,
      unsynced,
    };
  } finally {
    await target?.close();
    await server.stop();
  }
}
