import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { type FakeStripe, startFakeStripe } from "./fake-stripe.mjs";
import { startInProcess } from "./in-process-server";
import type { RunningServer } from "./server";

// biome-ignore lint/suspicious/noExplicitAny: rows are checked field by field in the tests
type Row = Record<string, any>;

/**
 * Shared by the booking and Stripe tests: posting a form (a valid booking is booking-form.mjs's
 * validBooking, shared with the drills and the bench) and reading what was stored.
 */
export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The running server's database, read the way an operator would. */
export function serverDb(path: string) {
  const database = new Database(path);
  database.pragma("busy_timeout = 5000");
  return {
    database,
    bookings: () => database.prepare("select * from bookings order by id").all() as Array<Row>,
    booking: (reference: string) =>
      database.prepare("select * from bookings where reference = ?").get(reference) as Row | undefined,
    outbox: (type: string, bookingId?: number) =>
      (
        database
          .prepare("select * from outbox where type = ? and (? is null or booking_id = ?) order by id")
          .all(type, bookingId ?? null, bookingId ?? null) as Array<Row>
      ).map((row) => ({ ...row, payload: JSON.parse(row.payload) })),
    count: (table: string) => (database.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n,
  };
}

/**
 * The headers of the browser that posted a booking: its cookies, the signed booking cookie among
 * them. The local TEST checkout opens only for that browser (decision 0045).
 */
export const asBookingBrowser = (booked: Response) => ({
  Cookie: booked.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; "),
});

/** The booking reference in a local checkout Location (/checkout/test/<reference>). */
export const referenceFrom = (location: string | null) => /\/checkout\/test\/([a-z0-9]+)$/.exec(location ?? "")?.[1];

export type BookingServer = { server: RunningServer; store: ReturnType<typeof serverDb>; stripe: FakeStripe };

/**
 * The built server's handler for one test file, in its process with the background jobs
 * (in-process-server.ts), with its database open for reading what it stored and, with
 * `fakeStripe`, a Stripe-compatible server on loopback that it talks to. Started before the
 * file's tests and stopped after them; read the fields inside tests and hooks.
 */
export function bookingServerPerFile({
  env = {},
  fakeStripe = false,
}: {
  env?: Record<string, string>;
  fakeStripe?: boolean;
} = {}) {
  const running = {} as BookingServer;
  beforeAll(async () => {
    if (fakeStripe) running.stripe = await startFakeStripe();
    const stripeEnv: Record<string, string> = fakeStripe
      ? { STRIPE_SECRET_KEY: "sk_test_fake123", STRIPE_API_BASE: running.stripe.url }
      : {};
    running.server = await startInProcess({ LOG_LEVEL: "warn", ...stripeEnv, ...env }, { jobs: true });
    running.store = serverDb(running.server.databasePath);
  });
  afterAll(async () => {
    running.store?.database.close();
    await running.server?.stop();
    await running.stripe?.close();
  });
  return running;
}
