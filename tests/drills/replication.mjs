// @ts-check
/**
 * The replication drills (decision 0034), against s3rver on loopback:
 *
 * (h) lose the machine: two clients post bookings and pay every third; the whole machine dies
 *     (SIGKILL to every process, then its data directory deleted); a fresh start on an empty
 *     directory with the same replica configuration restores and serves. Every booking (and
 *     payment, with its payment record and invoice) acknowledged more than the sync interval before the kill must be there; the
 *     acknowledged ones lost are the recovery point, reported in seconds and bookings.
 * (i) point in time: `litestream restore -timestamp` between two bursts gives exactly the first.
 * (j) the store goes away while bookings continue: none fails, /healthz/replication reports the
 *     lag meanwhile, and the replica catches up when the store is back.
 *
 * Each returns `{ ok, ... }` with its figures; `npm run drills h i j` and
 * tests/integration/replication-drills.test.ts (shorter runs) both call them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BookingForm, NO_PAYMENT_CITY, validBooking } from "../support/booking-form.mjs";
import { readDb, sleep, storeInvariants, storeIsSound } from "../support/drill-support.mjs";
import { litestream, replicaEnv, segmentTimes, startReplicated, startStore } from "../support/replication-drill.mjs";

/** LITESTREAM_SYNC_INTERVAL's default: the promise is that nothing older is lost. */
const SYNC_INTERVAL_MS = 1000;

const scratch = () => mkdtempSync(join(tmpdir(), "sobremesa-replication-"));

/**
 * Clients posting bookings until stopped; every third is paid through the local TEST checkout.
 * Acknowledged means a success answer: the booking's post, and for a paid one the payment's too.
 * @param {string} url
 * @param {string} tag
 */
async function bookingClients(url, tag, { clients = 2, pauseMs = 0 } = {}) {
  const form = await BookingForm.discover(url);
  /** @type {Map<string, { at: number, paidAt?: number }>} */
  const acknowledged = new Map();
  /** @type {string[]} */
  const failures = [];
  let running = true;
  const client = async (/** @type {number} */ id) => {
    for (let n = 0; running; n++) {
      if (pauseMs > 0) await sleep(pauseMs);
      const email = `${tag}-${id}-${n}@drill.test`;
      const pays = n % 3 === 2;
      try {
        const answer = await form.post(
          validBooking({ city: pays ? "ES|Madrid" : NO_PAYMENT_CITY, reservations: "2", email }),
        );
        if (!answer.ok) {
          failures.push(`${email}: HTTP ${answer.status}`);
          continue;
        }
        acknowledged.set(email, { at: performance.now() });
        const reference = /\/checkout\/test\/([a-z0-9]+)$/.exec(answer.location ?? "")?.[1];
        if (!pays || !reference) continue;
        const paid = await fetch(`${url}/checkout/test/${reference}`, {
          method: "POST",
          // As the browser that booked: the TEST checkout opens for it only.
          headers: { "content-type": "application/x-www-form-urlencoded", origin: url, cookie: answer.cookie },
          body: "intent=pay",
          redirect: "manual",
        });
        if (paid.status === 303) acknowledged.set(email, { at: performance.now(), paidAt: performance.now() });
        else failures.push(`${email}: payment HTTP ${paid.status}`);
      } catch (error) {
        if (running) failures.push(`${email}: ${error instanceof Error ? error.message : error}`);
        return;
      }
    }
  };
  const posting = Array.from({ length: clients }, (_, id) => client(id));
  return {
    acknowledged,
    failures,
    /** No new posts; a request cut off from now on (by a kill) is no failure: it was never answered. */
    halt() {
      running = false;
    },
    async stop() {
      running = false;
      await Promise.all(posting);
    },
  };
}

/** Bookings stored with the drill's tag: email → whether paid with its payment record and its invoice. */
function storedBookings(/** @type {string} */ databasePath, /** @type {string} */ tag) {
  const sqlite = readDb(databasePath);
  try {
    const rows = /** @type {{ email: string, paid: number }[]} */ (
      sqlite
        .prepare(
          `select b.email, (b.payment_status = 'succeeded'
             and exists (select 1 from outbox o where o.booking_id = b.id and o.type = 'payment')
             and exists (select 1 from invoices i where i.booking_id = b.id and i.type = 'simplified')) as paid
           from bookings b where b.email like ?`,
        )
        .all(`${tag}-%`)
    );
    return new Map(rows.map((row) => [row.email, row.paid === 1]));
  } finally {
    sqlite.close();
  }
}

/**
 * `pauseMs` between one client's bookings: 50 ms keeps two clients at about 20 bookings a
 * second, hundreds of times the busiest realistic minute; 0 floods (about 36 a second here, 4 MB
 * of WAL a second), where a sync takes longer than the interval on a loaded machine.
 * @param {{ log?: (line: string) => void, runMs?: number, pauseMs?: number }} [options]
 */
export async function loseTheMachineDrill({ log = console.log, runMs = 10_000, pauseMs = 50 } = {}) {
  const dir = scratch();
  const store = await startStore(join(dir, "store"));
  const env = replicaEnv(store.endpoint);
  const databasePath = join(dir, "data", "app.db");
  const first = await startReplicated({ databasePath, env });
  const clients = await bookingClients(first.url, "lose", { pauseMs });
  await sleep(runMs);
  clients.halt();
  await first.kill();
  const killedAt = performance.now();
  await clients.stop();
  rmSync(join(dir, "data"), { recursive: true, force: true });
  log(
    `(h) ${runMs} ms of bookings (${pauseMs} ms between one client's posts), then SIGKILL to every process and the data directory deleted`,
  );

  const second = await startReplicated({ databasePath, env });
  try {
    const stored = storedBookings(databasePath, "lose");
    const lost = [...clients.acknowledged].filter(
      ([email, ack]) => !stored.has(email) || (ack.paidAt && !stored.get(email)),
    );
    const ageAtKill = (/** @type {number} */ at) => (killedAt - at) / 1000;
    const lostOlder = lost.filter(([, ack]) => killedAt - ack.at > SYNC_INTERVAL_MS);
    const recoveryPointSeconds = lost.length === 0 ? 0 : Math.max(...lost.map(([, ack]) => ageAtKill(ack.at)));
    const paid = [...clients.acknowledged.values()].filter((ack) => ack.paidAt).length;
    const invariants = storeInvariants(databasePath);
    const form = await BookingForm.discover(second.url);
    const after = await form.post(
      validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email: "lose-after@drill.test" }),
    );
    const restored = second.output().includes("Database restored from the replica");
    if (!restored) throw new Error(`(h) the fresh start did not restore:\n${litestreamLines(second.output())}`);
    const ok =
      restored && lostOlder.length === 0 && clients.failures.length === 0 && storeIsSound(invariants) && after.ok;
    log(
      `(h) restored from the replica: ${restored}; ${clients.acknowledged.size} bookings acknowledged (${paid} paid), ${stored.size} restored; ` +
        `recovery point: ${lost.length} acknowledged bookings lost, the oldest of them acknowledged ${recoveryPointSeconds.toFixed(2)} s before the kill ` +
        `(${lostOlder.length} older than the ${SYNC_INTERVAL_MS / 1000} s sync interval); integrity ${invariants.integrity}, ` +
        `${invariants.bookingsWithoutRecord} bookings without outbox record; a new booking: HTTP ${after.status} → ${ok ? "PASS" : "FAIL"}`,
    );
    if (!restored)
      log(`(h) Litestream said:\n${litestreamLines(first.output())}\nthen:\n${litestreamLines(second.output())}`);
    if (clients.failures.length > 0) log(`(h) failed posts: ${clients.failures.slice(0, 5).join("; ")}`);
    return {
      ok,
      acknowledged: clients.acknowledged.size,
      paid,
      restored: stored.size,
      lostBookings: lost.length,
      lostOlderThanSyncInterval: lostOlder.length,
      recoveryPointSeconds,
      integrity: invariants.integrity,
      /** Every booking with its outbox record, no orphan or duplicate record. */
      sound: storeIsSound(invariants),
      failures: clients.failures,
      afterRestore: after.status,
    };
  } finally {
    await second.stop();
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {{ log?: (line: string) => void, burst?: number }} [options] */
export async function pointInTimeDrill({ log = console.log, burst = 6 } = {}) {
  const dir = scratch();
  const store = await startStore(join(dir, "store"));
  const env = replicaEnv(store.endpoint);
  const databasePath = join(dir, "data", "app.db");
  const server = await startReplicated({ databasePath, env });
  try {
    const form = await BookingForm.discover(server.url);
    const post = (/** @type {string} */ email) =>
      form.post(validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email })).then((a) => a.ok);
    const first = await Promise.all(Array.from({ length: burst }, (_, n) => post(`pitr-a-${n}@drill.test`)));
    await caughtUpAfter(server);
    // The store's clock, not ours: the instant between the bursts is read from the replica itself.
    const between = Math.max(...(await segmentTimes(databasePath, env))) + 1000;
    await sleep(2500);
    const second = await Promise.all(Array.from({ length: burst }, (_, n) => post(`pitr-b-${n}@drill.test`)));
    await caughtUpAfter(server);
    const timestamp = new Date(between).toISOString().replace(/\.\d+Z$/, "Z");
    const output = join(dir, "restored.db");
    const command = [
      "restore",
      "-config",
      `${databasePath}-litestream.yml`,
      "-timestamp",
      timestamp,
      "-o",
      output,
      databasePath,
    ];
    await litestream(command, env);
    const sqlite = readDb(output);
    const count = (/** @type {string} */ like) =>
      /** @type {number} */ (sqlite.prepare("select count(*) from bookings where email like ?").pluck().get(like));
    const found = { first: count("pitr-a-%"), second: count("pitr-b-%") };
    const integrity = sqlite.pragma("integrity_check", { simple: true });
    sqlite.close();
    const ok =
      first.every(Boolean) &&
      second.every(Boolean) &&
      found.first === burst &&
      found.second === 0 &&
      integrity === "ok";
    log(
      `(i) two bursts of ${burst} bookings; litestream ${command.join(" ")}: ${found.first} of the first burst, ${found.second} of the second, integrity ${integrity} → ${ok ? "PASS" : "FAIL"}`,
    );
    return { ok, timestamp, ...found, integrity };
  } finally {
    await server.stop();
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {{ log?: (line: string) => void, outageMs?: number }} [options] */
export async function storeOutageDrill({ log = console.log, outageMs = 30_000 } = {}) {
  const dir = scratch();
  const store = await startStore(join(dir, "store"));
  const env = replicaEnv(store.endpoint);
  const databasePath = join(dir, "data", "app.db");
  const server = await startReplicated({ databasePath, env });
  try {
    // A steady stream rather than a flood: the WAL waiting for the store stays tens of megabytes.
    const clients = await bookingClients(server.url, "outage", { pauseMs: 100 });
    await sleep(1000);
    await store.stop();
    /** @type {number[]} */
    const lags = [];
    /** @type {number[]} */
    const statuses = [];
    // The outage lasts outageMs, longer if needed until the lag has been seen to rise to half
    // of it: on a busy machine the status can lag behind the store's absence by a few seconds,
    // and the drill is about the report rising, not about how fast it is read.
    const outageEnds = performance.now() + outageMs;
    const longest = performance.now() + outageMs * 4;
    const seen = () => Math.max(-1, ...lags) >= (outageMs / 1000) * 0.5;
    while (performance.now() < outageEnds || (!seen() && performance.now() < longest)) {
      const answer = await server.replication();
      lags.push(answer.lagSeconds ?? -1);
      statuses.push(answer.status);
      await sleep(500);
    }
    await store.start();
    await sleep(2000);
    await clients.stop();
    const caughtUp = await caughtUpAfter(server);
    // What the replica holds now, restored aside: every acknowledged booking must be in it.
    const output = join(dir, "latest.db");
    await litestream(["restore", "-config", `${databasePath}-litestream.yml`, "-o", output, databasePath], env);
    const onReplica = storedBookings(output, "outage");
    const missing = [...clients.acknowledged.keys()].filter((email) => !onReplica.has(email));
    const maxLag = Math.max(...lags);
    const ok = clients.failures.length === 0 && caughtUp && missing.length === 0 && maxLag >= (outageMs / 1000) * 0.5;
    log(
      `(j) store stopped for ${outageMs / 1000} s while ${clients.acknowledged.size} bookings were acknowledged, ${clients.failures.length} failed; ` +
        `/healthz/replication lag rose to ${maxLag} s (HTTP ${[...new Set(statuses)].join("/")}); caught up after: ${caughtUp}; ` +
        `${missing.length} acknowledged bookings missing from the replica → ${ok ? "PASS" : "FAIL"}`,
    );
    if (!ok) log(`(j) Litestream said:\n${litestreamLines(server.output())}`);
    return {
      ok,
      acknowledged: clients.acknowledged.size,
      failures: clients.failures,
      maxLagSeconds: maxLag,
      caughtUp,
      missing,
    };
  } finally {
    await server.stop();
    await store.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether the replica holds everything written so far, as /healthz/replication says: a sync
 * newer than the one reported now (the answer may be two seconds old), with nothing waiting.
 * @param {{ replication: () => Promise<{ lagSeconds: number | null, replicatedAt: string | null }> }} server
 */
async function caughtUpAfter(server, timeoutMs = 60_000) {
  const before = (await server.replication()).replicatedAt;
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    await sleep(250);
    const now = await server.replication().catch(() => null);
    if (now?.lagSeconds === 0 && now.replicatedAt !== before) return true;
  }
  return false;
}

/** Litestream's lines in a server's output (for a failing drill's report). */
const litestreamLines = (/** @type {string} */ output) =>
  output
    .split("\n")
    .filter((line) => line.startsWith("time="))
    .join("\n");
