import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { nowMs, setClock } from "~/clock";
import { db } from "~/db/client.server";
import { bookings, outbox } from "~/db/schema";
import { earliestCheckIn } from "~/domain/dates";
import { bookingSchema } from "~/features/booking/booking-schema";
import { createBooking } from "~/features/booking/bookings.server";
import { markPaid } from "~/features/payments/fulfilment.server";
import englishBooking from "~/i18n/locales/en/booking";
import { logger } from "~/logger.server";
import {
  backoffMs,
  deliverDue,
  listFailed,
  MAX_ATTEMPTS,
  retry,
  startOutboxWorker,
} from "~/platform/outbox/outbox.server";
import { validBooking } from "../support/booking-form.mjs";
import { testDb } from "../support/db";
import { eventually } from "../support/eventually";
import { freePort } from "../support/server";

/**
 * The automation outbox against a real webhook target on loopback: refused, then failing,
 * then accepting. Nothing is mocked; "later" is made "now" by moving a record's next attempt.
 */

type Received = { headers: IncomingHttpHeaders; body: unknown };

/** A webhook target on a fixed port that can be down (closed), failing (503) or accepting (200). */
function webhookTarget(port: number) {
  const received: Received[] = [];
  let status = 200;
  let server: Server | undefined;
  return {
    received,
    answer(code: number) {
      status = code;
    },
    async open() {
      server = createServer((req, res) => {
        let body = "";
        req.on("data", (chunk) => (body += chunk));
        req.on("end", () => {
          received.push({ headers: req.headers, body: JSON.parse(body) });
          res.writeHead(status, { "Content-Type": "application/json" }).end("{}");
        });
      });
      await new Promise<void>((done) => server?.listen(port, "127.0.0.1", done));
    },
    async close() {
      await new Promise((done) => server?.close(done) ?? done(undefined));
    },
  };
}

let target: ReturnType<typeof webhookTarget>;

beforeAll(async () => {
  const port = await freePort();
  target = webhookTarget(port);
  // Set before the configuration is first read; the payment hook stays unset, as §3 has it.
  process.env.BOOKING_WEBHOOK_URL = `http://127.0.0.1:${port}/hooks/booking`;
  delete process.env.PAYMENT_WEBHOOK_URL;
  testDb();
});
afterAll(() => target.close());

async function newBooking(email: string) {
  const input = bookingSchema({ earliestCheckIn: earliestCheckIn(), messages: englishBooking.validation }).parse(
    validBooking({ email }),
  );
  const stored = await createBooking(input, { userAgent: "OutboxTest/1", referrer: null, source: "sobremesa-web" });
  if (stored === "limited") throw new Error("an unlimited booking was limited");
  const { booking } = stored;
  const record = db().select().from(outbox).where(eq(outbox.bookingId, booking.id)).get();
  if (!record) throw new Error("createBooking queued no record");
  return { booking, recordId: record.id };
}

const recordOf = (id: number) => db().select().from(outbox).where(eq(outbox.id, id)).get()!;
const bookingOf = (id: number) => db().select().from(bookings).where(eq(bookings.id, id)).get()!;
/** Time passes for one record: its next attempt is due now. */
const makeDue = (id: number) =>
  db()
    .update(outbox)
    .set({ nextAttemptAt: new Date(nowMs()).toISOString() })
    .where(eq(outbox.id, id))
    .run();

/** The delay the worker chose after an attempt made between `before` and `after`. */
const delayAfter = (id: number, before: number, after: number) => {
  const next = Date.parse(recordOf(id).nextAttemptAt);
  return { atLeast: next - after, atMost: next - before };
};

describe("outbox delivery", () => {
  afterEach(() => setClock(null));

  it("delivers a booking record through a refused, then failing, then accepting target, backing off between", async () => {
    const { booking, recordId } = await newBooking("outbox-outage@example.com");
    // The app's clock stands still, so each backoff is read exactly, however long a drain takes
    // on a loaded machine (the real clock let a slow drain eat into the lower bound).
    setClock(new Date(), { freeze: true });

    // Down: the connection is refused. The record stays, with a first backoff of 2.5–5 s.
    let before = nowMs();
    await deliverDue();
    let after = nowMs();
    expect(recordOf(recordId)).toMatchObject({ attempts: 1, deliveredAt: null, failedAt: null });
    expect(recordOf(recordId).lastError).toBeTruthy();
    let delay = delayAfter(recordId, before, after);
    expect(delay.atLeast).toBeGreaterThanOrEqual(2500 - 50);
    expect(delay.atMost).toBeLessThanOrEqual(5000 + 50);
    // Not due yet: another drain leaves it alone.
    await deliverDue();
    expect(recordOf(recordId).attempts).toBe(1);

    // Failing: 503. The second backoff doubles (5–10 s).
    await target.open();
    target.answer(503);
    makeDue(recordId);
    before = nowMs();
    await deliverDue();
    after = nowMs();
    expect(recordOf(recordId)).toMatchObject({ attempts: 2, deliveredAt: null, lastError: "Webhook failed: 503" });
    delay = delayAfter(recordId, before, after);
    expect(delay.atLeast).toBeGreaterThanOrEqual(5000 - 50);
    expect(delay.atMost).toBeLessThanOrEqual(10_000 + 50);
    expect(bookingOf(booking.id).automationSynced).toBe(false);

    // Accepting: the worker in this process delivers it.
    target.answer(200);
    makeDue(recordId);
    const stop = startOutboxWorker(50);
    try {
      // A loaded machine can take seconds to run the worker's first turn.
      await eventually(() => recordOf(recordId).deliveredAt !== null, "the record delivered by the worker", {
        everyMs: 25,
      });
    } finally {
      stop();
    }
    const delivered = recordOf(recordId);
    expect(delivered).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(bookingOf(booking.id)).toMatchObject({ automationSynced: true, lastWebhookSentAt: delivered.deliveredAt });

    const attempts = target.received.filter((r) => r.headers["idempotency-key"] === `outbox-${recordId}`);
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) {
      expect(attempt.headers["content-type"]).toBe("application/json");
      expect(attempt.body).toEqual(delivered.payload);
    }
    expect(attempts[1].body).toMatchObject({
      bookingId: booking.reference,
      customerName: "Ana García",
      cityName: "Madrid",
      totalPrice: 57,
      paymentRequired: "Yes",
      userAgent: "OutboxTest/1",
      referrer: "Direct visit",
      source: "sobremesa-web",
    });
  });

  it("keeps a record that fails its last attempt, shows it as failed, and delivers it on retry", async () => {
    const { booking, recordId } = await newBooking("outbox-exhausted@example.com");
    db()
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.id, recordId))
      .run();
    target.answer(503);
    await deliverDue();
    const failed = recordOf(recordId);
    expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, deliveredAt: null, lastError: "Webhook failed: 503" });
    expect(failed.failedAt).toBeTruthy();
    expect(listFailed().map((r) => r.id)).toContain(recordId);

    // Given up: even when due, the worker does not try it again on its own.
    makeDue(recordId);
    const requests = target.received.length;
    await deliverDue();
    expect(target.received.length).toBe(requests);

    target.answer(200);
    expect(retry(recordId)).toBe(true);
    await deliverDue();
    expect(recordOf(recordId)).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    expect(recordOf(recordId).deliveredAt).toBeTruthy();
    expect(listFailed().map((r) => r.id)).not.toContain(recordId);
    expect(bookingOf(booking.id).automationSynced).toBe(true);
  });

  it("keeps the payment-success record while no payment webhook is set, without a warning (an unset address is no fault)", async () => {
    const { booking } = await newBooking("outbox-unset@example.com");
    markPaid({
      sessionId: "cs_test_outbox_unset",
      reference: booking.reference,
      boundBookingId: String(booking.id),
      boundReference: booking.reference,
      paymentIntentId: "pi_outbox_unset",
      amountTotal: 5700,
      currency: "eur",
    });
    const payment = db()
      .select()
      .from(outbox)
      .where(eq(outbox.bookingId, booking.id))
      .all()
      .find((r) => r.type === "payment")!;
    const warn = vi.spyOn(logger, "warn");
    const error = vi.spyOn(logger, "error");
    try {
      await deliverDue();
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
    const kept = recordOf(payment.id);
    expect(kept).toMatchObject({ attempts: 0, deliveredAt: null, failedAt: null, payload: payment.payload });
    expect(kept.payload).toMatchObject({ bookingId: booking.reference, amountPaid: 57, paymentStatus: "succeeded" });
    // Looked at again later (once the address may be set), not dropped.
    expect(Date.parse(kept.nextAttemptAt)).toBeGreaterThan(Date.now() + 30 * 60 * 1000);
  });
});

describe("backoffMs", () => {
  it("doubles with each attempt, jitters between half and all of it, and stops growing at an hour", () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 5000, high))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 5000, low))).toEqual([2500, 5000, 10_000, 20_000]);
    expect(backoffMs(3, 5000, () => 0.5)).toBe(15_000);
    expect(backoffMs(40, 5000, high)).toBe(60 * 60 * 1000);
    expect(backoffMs(40, 5000, low)).toBe(30 * 60 * 1000);
  });
});

describe("the worker steps aside while the process is saturated", () => {
  /** Keeps the event loop busy, as a burst of requests would. */
  const busyFor = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {}
  };

  it("leaves a fresh record for a calmer moment, sends it when calm, and never holds one older than 30 s", async () => {
    // The target is open and accepting (the tests above leave it so).
    target.answer(200);
    const fresh = await newBooking("outbox-saturated@example.com");
    await new Promise((r) => setTimeout(r, 300));
    await deliverDue({ yieldToRequests: true });
    const second = await newBooking("outbox-saturated-2@example.com");
    busyFor(300);
    await deliverDue({ yieldToRequests: true });
    expect(recordOf(second.recordId).deliveredAt).toBeNull();

    // Calm again: the next round sends it.
    await new Promise((r) => setTimeout(r, 400));
    await deliverDue({ yieldToRequests: true });
    expect(recordOf(second.recordId).deliveredAt).not.toBeNull();
    expect(recordOf(fresh.recordId).deliveredAt).not.toBeNull();

    // However busy, a record due for more than 30 s goes out.
    const stale = await newBooking("outbox-saturated-3@example.com");
    const longAgo = new Date(Date.now() - 31_000).toISOString();
    db().update(outbox).set({ createdAt: longAgo, nextAttemptAt: longAgo }).where(eq(outbox.id, stale.recordId)).run();
    busyFor(300);
    await deliverDue({ yieldToRequests: true });
    expect(recordOf(stale.recordId).deliveredAt).not.toBeNull();
  });
});
