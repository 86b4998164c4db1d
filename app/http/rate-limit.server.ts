import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import {
  addLimitEvent,
  clearLimitEvents,
  forgetLimitEvents,
  limitEventTimes,
  removeLimitEvent,
} from "~/http/limit-events.server";

/**
 * Guards for guessable secrets (passwords, the admin token). Their counts are kept in the
 * database, so a restart or a deploy's overlapping container does not hand a guesser a fresh
 * allowance.
 *
 * Two rules make them hold under parallel requests. An attempt is counted as a failure the
 * moment it starts, before anything is awaited, and forgiven only if it succeeds: 200
 * guesses sent at once meet the limit after the first few instead of all passing the check
 * before any of them has failed. And the slow work they guard (argon2) runs a bounded
 * number of times at once, so a flood is refused at once instead of stalling every page.
 */
export type LimitDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

type Options = {
  windowMs: number;
  /** Failures in the window that cost nothing: the attempt after the (N+1)th failure is the first one slowed. */
  freeAttempts: number;
  /** Failures in the window after which attempts are refused. */
  maxAttempts: number;
  delayStepMs?: number;
  maxDelayMs?: number;
};

/** An attempt in progress: settle it once its outcome is known. */
export type Attempt = { succeeded(): void };

/**
 * Event times per key over a sliding window, shared by every serving process through the
 * `limit_events` table (limit-events.server.ts); each limit counts in its own scope. Reads and
 * writes are synchronous (SQLite), so a check and the count that follows it happen with
 * nothing awaited between.
 */
export class SlidingWindow {
  private added = 0;

  constructor(
    /** The limit's own name: limits never see each other's keys. */
    readonly scope: string,
    readonly windowMs: number,
  ) {}

  /** The key's events still in the window, oldest first. */
  recent(key: string, now = clock.nowMs()): number[] {
    return limitEventTimes(this.scope, key, now - this.windowMs);
  }

  add(key: string, now = clock.nowMs()): void {
    addLimitEvent(this.scope, key, now);
    // Events out of the window count for nothing; now and then they are forgotten, so a flood
    // of distinct addresses cannot grow the table beyond one window's worth.
    this.added += 1;
    if (this.added % 100 === 0) forgetLimitEvents(now - this.windowMs, this.scope);
  }

  /** Takes back one event recorded at `at`. */
  remove(key: string, at: number): void {
    removeLimitEvent(this.scope, key, at);
  }

  clear(key: string): void {
    clearLimitEvents(this.scope, key);
  }

  /** Seconds until the `nth` most recent event leaves the window (at least 1). */
  secondsUntilFree(times: number[], nth: number, now = clock.nowMs()): number {
    const oldest = times[Math.max(0, times.length - nth)] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }
}

export class FailureLimiter {
  private readonly failures: SlidingWindow;

  constructor(
    scope: string,
    private readonly options: Options,
  ) {
    this.failures = new SlidingWindow(scope, options.windowMs);
  }

  /** The limit's name, under which its failures are counted. */
  get scope(): string {
    return this.failures.scope;
  }

  /** Failures recorded for a key in the window (attempts in progress count as failures). */
  count(key: string, now = clock.nowMs()): number {
    return this.failures.recent(key, now).length;
  }

  /** Whether another attempt may be made for every key given, and how long to stall it. */
  check(keys: string[], now = clock.nowMs()): LimitDecision {
    const { freeAttempts, maxAttempts, delayStepMs = 250, maxDelayMs = 2000 } = this.options;
    let worst: number[] = [];
    for (const key of keys) {
      const times = this.failures.recent(key, now);
      if (times.length > worst.length) worst = times;
    }
    if (worst.length >= maxAttempts) {
      return { allowed: false, retryAfterSeconds: this.failures.secondsUntilFree(worst, worst.length, now) };
    }
    const over = worst.length - freeAttempts;
    return { allowed: true, delayMs: over > 0 ? Math.min(maxDelayMs, over * delayStepMs) : 0 };
  }

  /**
   * Checks and, when allowed, records the attempt as a failure straight away (synchronously,
   * so parallel attempts, in this process or another, see each other). `succeeded()` takes
   * that one record back.
   */
  begin(keys: string[], now = clock.nowMs()): LimitDecision & { attempt?: Attempt } {
    // One immediate transaction: another process's attempt cannot slip between check and count.
    const decision = writeTransaction(() => {
      const checked = this.check(keys, now);
      if (checked.allowed) this.fail(keys, now);
      return checked;
    });
    if (!decision.allowed) return decision;
    return {
      ...decision,
      attempt: {
        succeeded: () => {
          for (const key of keys) this.failures.remove(key, now);
        },
      },
    };
  }

  fail(keys: string[], now = clock.nowMs()): void {
    for (const key of keys) this.failures.add(key, now);
  }

  reset(keys: string[]): void {
    for (const key of keys) this.failures.clear(key);
  }
}

/**
 * A counting semaphore that never queues: `enter` either takes a place for every key given
 * (and one overall) or answers null at once, so excess work is refused, not piled up.
 * A caller may be held to a lower overall ceiling (`share`): clients that have been failing
 * get a share of the places, so the rest stay free for clients that have not.
 */
export class ConcurrencyGate {
  private readonly inFlight = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { perKey: number; overall: number }) {}

  enter(keys: string[], share = this.limits.overall): (() => void) | null {
    if (this.total >= Math.min(share, this.limits.overall)) return null;
    if (keys.some((key) => (this.inFlight.get(key) ?? 0) >= this.limits.perKey)) return null;
    this.total += 1;
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      for (const key of keys) {
        const left = (this.inFlight.get(key) ?? 1) - 1;
        if (left > 0) this.inFlight.set(key, left);
        else this.inFlight.delete(key);
      }
    };
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
