import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { bookings, mailMessages, outbox } from "~/db/schema";
import { BookingForm, NO_PAYMENT_CITY, validBooking } from "../support/booking-form.mjs";
import { testDb } from "../support/db";
import { eventually } from "../support/eventually";
import { seedBookings } from "../support/factories";
import { type RunningServer, startServer } from "../support/server";

/**
 * A server that starts with thousands of messages waiting (after a mail outage, say) answers
 * requests while it works through them, and sends every one. Each stored message settles in
 * microtasks only; without a turn of the event loop between them the whole backlog ran before
 * the first request was answered, and the production heap limit was reached on the way. The
 * jobs start once the server listens (decision 0042): a booking posted right after the start is
 * answered and stored, and the backlog still goes out whole, once each, in the order it was queued.
 */
const BACKLOG = 3000;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

describe("a backlog of messages at start", () => {
  it("is worked through while the server answers requests, and every message is sent once", async () => {
    const database = testDb();
    const ids = seedBookings(
      database,
      Array.from({ length: BACKLOG }, () => ({ paymentStatus: "not_required" as const })),
    );
    database
      .insert(outbox)
      .values(
        ids.map((bookingId) => ({
          type: "mail" as const,
          payload: {
            type: "mail",
            mail: "request_received",
            to: `backlog-${bookingId}@example.test`,
            bookingId,
            data: {},
          },
          bookingId,
          dedupeKey: `mail:request_received:booking:${bookingId}`,
        })),
      )
      .run();

    server = await startServer({ DATABASE_PATH: process.env.DATABASE_PATH! });
    const health = await fetch(`${server.url}/healthz`);
    const answeredAt = new Date().toISOString();
    expect(health.status).toBe(200);
    // A traveller booking while the backlog is worked through is answered and stored (decision 0042).
    const email = `during-backlog-${Date.now()}@example.test`;
    const form = await BookingForm.discover(server.url);
    const answer = await form.post(validBooking({ city: NO_PAYMENT_CITY, reservations: "2", email }));
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    expect(database.select({ id: bookings.id }).from(bookings).where(eq(bookings.email, email)).all()).toHaveLength(1);

    const waiting = () =>
      database
        .select({ count: sql<number>`count(*)` })
        .from(outbox)
        // The backlog's records: the booking posted above queues its own, some for later (a reminder).
        .where(and(isNull(outbox.deliveredAt), isNull(outbox.failedAt), inArray(outbox.bookingId, ids)))
        .get()!.count;
    // Polled until done: 17 s on a quiet 2-core machine, 67 s under a load of 15.
    await eventually(() => waiting() === 0, "the backlog delivered", { timeoutMs: 180_000, everyMs: 100 });
    expect(waiting()).toBe(0);
    const last = database
      .select({ at: sql<string>`max(${outbox.deliveredAt})` })
      .from(outbox)
      .where(isNotNull(outbox.deliveredAt))
      .get()!.at;
    // The health check was answered before the backlog was done, not after it.
    expect(answeredAt < last).toBe(true);
    // Every waiting message sent exactly once, in the order it was queued.
    const sent = database
      .select({ outboxId: mailMessages.outboxId })
      .from(mailMessages)
      .where(inArray(mailMessages.bookingId, ids))
      .orderBy(asc(mailMessages.id))
      .all()
      .map((row) => row.outboxId);
    const queued = database
      .select({ id: outbox.id })
      .from(outbox)
      .where(inArray(outbox.bookingId, ids))
      .orderBy(asc(outbox.id))
      .all()
      .map((row) => row.id);
    expect(queued).toHaveLength(BACKLOG);
    expect(sent).toEqual(queued);
  }, 240_000);
});
