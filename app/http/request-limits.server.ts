import type { TFunction } from "i18next";
import { data } from "react-router";
import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import { type ToastInput, toastMessage } from "~/domain/toast";
import { env } from "~/env.server";
import { jsonError } from "~/http/json.server";
import { SlidingWindow } from "~/http/rate-limit.server";

/**
 * Per-client limits on what anyone may do without an account: store bookings and creator
 * applications (each queues an outbound webhook, and some show at once on creators'
 * dashboards), and look up payment sessions (each may call Stripe). Counted over a sliding
 * window in the database, which every serving process shares.
 *
 * Check and record happen in the same synchronous stretch as the write they guard, inside
 * its transaction (SQLite calls here are synchronous), so parallel requests, in this process
 * or another, cannot all pass the check before any of them is counted.
 */

const LIMIT_WINDOW_MS = 10 * 60 * 1000;

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** At most `limit()` events per key in the window; the limit is read on every check (0 = no limit). */
export class WindowLimiter {
  private readonly events: SlidingWindow;

  constructor(
    scope: string,
    private readonly limit: () => number,
    windowMs = LIMIT_WINDOW_MS,
  ) {
    this.events = new SlidingWindow(scope, windowMs);
  }

  /** Whether one more event is allowed for this key now; records nothing. */
  check(key: string, now = clock.nowMs()): Allowance {
    const limit = this.limit();
    if (limit <= 0) return { allowed: true };
    const times = this.events.recent(key, now);
    if (times.length < limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: this.events.secondsUntilFree(times, limit, now) };
  }

  /** Counts one event for this key. */
  record(key: string, now = clock.nowMs()): void {
    if (this.limit() > 0) this.events.add(key, now);
  }

  /** Checks and, when allowed, counts the event at once: for work that is attempted whatever its outcome. */
  take(key: string, now = clock.nowMs()): Allowance {
    // One immediate transaction: another process's request cannot slip between check and count.
    return writeTransaction(() => {
      const allowance = this.check(key, now);
      if (allowance.allowed) this.record(key, now);
      return allowance;
    });
  }
}

/** Bookings and creator applications stored per client (counted under separate keys). */
export const publicWrites = new WindowLimiter("public-writes", () => env().PUBLIC_WRITE_LIMIT);
/** Payment session look-ups per client. */
export const paymentLookups = new WindowLimiter("payment-lookups", () => env().PAYMENT_LOOKUP_LIMIT);

/** "Lost your link?" mails, per client and per traveller's address (requests that mail nobody are not counted). */
const tripLinkRequests = new WindowLimiter("trip-link-requests", () => env().TRIP_LINK_REQUEST_LIMIT);

/** "Forgot your password?" on the team's sign-in: requests per client, each counted whatever the address. */
export const staffResetRequests = new WindowLimiter("staff-reset-requests", () => 10);
/**
 * Reset mails per team member's address, an hour: only mails count, so nobody uses up a
 * person's allowance without mailing them their own link, and once it is used up the last
 * link they hold stays valid (each new one voids the one before).
 */
const staffResetMails = new WindowLimiter("staff-reset-mails", () => 3, 60 * 60 * 1000);

export const staffResetMailAllowance = {
  allowed: (email: string) => staffResetMails.check(`staff-reset:${email.toLowerCase()}`).allowed,
  record: (email: string) => staffResetMails.record(`staff-reset:${email.toLowerCase()}`),
};

/**
 * This client's allowance for one new write, as a use case takes it: the use case counts it
 * only when it stores something new. `retryAfterSeconds` is 0 while allowed.
 */
export function writeAllowance(limiter: WindowLimiter, key: string) {
  // Getters: a use case may check inside a transaction that runs later in the same turn.
  return {
    get allowed() {
      return limiter.check(key).allowed;
    },
    get retryAfterSeconds() {
      const allowance = limiter.check(key);
      return allowance.allowed ? 0 : allowance.retryAfterSeconds;
    },
    record: () => limiter.record(key),
  };
}

export const bookingKey = (clientAddress: string) => `booking:${clientAddress}`;
export const applicationKey = (clientAddress: string) => `application:${clientAddress}`;
const tripLinkClientKey = (clientAddress: string) => `trip-link:client:${clientAddress}`;
const tripLinkEmailKey = (email: string) => `trip-link:email:${email.toLowerCase()}`;

/**
 * The "lost your link?" mails this client may still cause to the traveller's address: within
 * the limit for both, counted for both when one is queued. Over either, no mail goes and the
 * page says the same as always: the traveller's inbox already holds that many fresh links
 * from the last minutes, or the client has mailed that many travellers their own.
 */
export function tripLinkMailAllowance(clientAddress: string) {
  const keys = (bookingEmail: string) => [tripLinkClientKey(clientAddress), tripLinkEmailKey(bookingEmail)];
  return {
    allowed: (bookingEmail: string) => keys(bookingEmail).every((key) => tripLinkRequests.check(key).allowed),
    record: (bookingEmail: string) => {
      for (const key of keys(bookingEmail)) tripLinkRequests.record(key);
    },
  };
}

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

export const retryAfterHeaders = (retryAfterSeconds: number) => ({ "Retry-After": String(retryAfterSeconds) });

/** The toast a form shows when its client is over the limit, in the page's language (`common` catalog). */
export function tooManyRequestsToast(retryAfterSeconds: number, t: TFunction<"common">): ToastInput {
  const count = Math.ceil(retryAfterSeconds / 60);
  return { title: t("limits.title"), description: t("limits.description", { count }), variant: "destructive" };
}

/** A form's 429: what the form shows again, with the limit's toast and Retry-After. */
export function tooManyRequestsForm<Shown extends object>(
  retryAfterSeconds: number,
  shown: Shown,
  t: TFunction<"common">,
) {
  return data(
    { ...shown, toast: toastMessage(tooManyRequestsToast(retryAfterSeconds, t)) },
    { status: 429, headers: retryAfterHeaders(retryAfterSeconds) },
  );
}

/** The JSON APIs' 429: `{error}` and Retry-After. */
export function tooManyRequestsJson(retryAfterSeconds: number): Response {
  return jsonError(
    429,
    `Too many requests from this address. Please try again in ${inMinutes(retryAfterSeconds)}.`,
    {},
    { headers: retryAfterHeaders(retryAfterSeconds) },
  );
}
