import type { ToastInput } from "~/domain/toast";
import { env } from "~/env.server";
import { jsonError } from "./http.server";

/**
 * Per-client limits on what anyone may do without an account: store bookings and creator
 * applications (each queues an outbound webhook, and some show at once on creators'
 * dashboards), and look up payment sessions (each may call Stripe). Counted in this
 * process's memory over a sliding window: the app runs as one process.
 *
 * Check and record happen in the same synchronous stretch as the write they guard (SQLite
 * calls here are synchronous), so parallel requests cannot all pass the check before any of
 * them is counted.
 */

export const LIMIT_WINDOW_MS = 10 * 60 * 1000;
/** Bounds memory under a flood of distinct addresses. */
const MAX_KEYS = 50_000;

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  /** `limit` is read on every check (0 = no limit), so the configuration decides. */
  constructor(
    private readonly limit: () => number,
    private readonly windowMs = LIMIT_WINDOW_MS,
  ) {}

  private recent(key: string, now: number): number[] {
    const cutoff = now - this.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  /** Whether one more event is allowed for this key now; records nothing. */
  check(key: string, now = Date.now()): Allowance {
    const limit = this.limit();
    if (limit <= 0) return { allowed: true };
    const times = this.recent(key, now);
    if (times.length < limit) return { allowed: true };
    const oldest = times[times.length - limit] ?? now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
  }

  /** Counts one event for this key. */
  record(key: string, now = Date.now()): void {
    if (this.limit() <= 0) return;
    this.hits.set(key, [...this.recent(key, now), now]);
    if (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value as string);
  }

  /** Checks and, when allowed, counts the event at once: for work that is attempted whatever its outcome. */
  take(key: string, now = Date.now()): Allowance {
    const allowance = this.check(key, now);
    if (allowance.allowed) this.record(key, now);
    return allowance;
  }

  clear(): void {
    this.hits.clear();
  }
}

/** Bookings and creator applications stored per client (counted under separate keys). */
export const publicWrites = new WindowLimiter(() => env().PUBLIC_WRITE_LIMIT);
/** Payment session look-ups per client. */
export const paymentLookups = new WindowLimiter(() => env().PAYMENT_LOOKUP_LIMIT);

export const bookingKey = (clientAddress: string) => `booking:${clientAddress}`;
export const applicationKey = (clientAddress: string) => `application:${clientAddress}`;

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

export const retryAfterHeaders = (retryAfterSeconds: number) => ({ "Retry-After": String(retryAfterSeconds) });

/** The toast a form shows when its client is over the limit. */
export function tooManyRequestsToast(retryAfterSeconds: number): ToastInput {
  return {
    title: "Too many requests",
    description: `You've sent several requests in a short time. Please try again in ${inMinutes(retryAfterSeconds)}.`,
    variant: "destructive",
  };
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
