/**
 * Counts failures per key (a client address or an email) in a sliding window, in this
 * process's memory: the app runs as one container, so one process sees every attempt.
 * The first few failures pass; after that each attempt is slowed down, then refused.
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

export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: Options) {}

  private recent(key: string, now: number): number[] {
    const cutoff = now - this.options.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Whether another attempt may be made for every key given, and how long to stall it. */
  check(keys: string[], now = Date.now()): LimitDecision {
    const { freeAttempts, maxAttempts, delayStepMs = 250, maxDelayMs = 2000, windowMs } = this.options;
    let worst = 0;
    let oldest = now;
    for (const key of keys) {
      const times = this.recent(key, now);
      if (times.length > worst) {
        worst = times.length;
        oldest = times[0] ?? now;
      }
    }
    if (worst >= maxAttempts) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    const over = worst - freeAttempts;
    return { allowed: true, delayMs: over > 0 ? Math.min(maxDelayMs, over * delayStepMs) : 0 };
  }

  fail(keys: string[], now = Date.now()): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
    // Bound memory under a flood of distinct keys.
    if (this.failures.size > 50_000) this.failures.delete(this.failures.keys().next().value as string);
  }

  reset(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
