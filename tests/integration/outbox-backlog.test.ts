import { and, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { mailMessages, outbox } from "~/db/schema";
import { testDb } from "../support/db";
import { seedBookings } from "../support/factories";
import { type RunningServer, startServer } from "../support/server";

/**
 * A server that starts with thousands of messages waiting (after a mail outage, say) answers
 * requests while it works through them, and sends every one. Each stored message settles in
 * microtasks only; without a turn of the event loop between them the whole backlog ran before
 * the first request was answered, and the production heap limit was reached on the way.
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

    const waiting = () =>
      database
        .select({ count: sql<number>`count(*)` })
        .from(outbox)
        .where(and(isNull(outbox.deliveredAt), isNull(outbox.failedAt)))
        .get()!.count;
    // Polled until done: 17 s on a quiet 2-core machine, 67 s under a load of 15.
    for (let i = 0; i < 1800 && waiting() > 0; i++) await new Promise((wake) => setTimeout(wake, 100));
    expect(waiting()).toBe(0);
    const last = database
      .select({ at: sql<string>`max(${outbox.deliveredAt})` })
      .from(outbox)
      .where(isNotNull(outbox.deliveredAt))
      .get()!.at;
    // The health check was answered before the backlog was done, not after it.
    expect(answeredAt < last).toBe(true);
    expect(database.select({ count: sql<number>`count(*)` }).from(mailMessages).get()!.count).toBe(BACKLOG);
  }, 240_000);
});
