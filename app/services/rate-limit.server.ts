/**
 * Guards for guessable secrets (passwords, the admin token), in this process's memory: the
 * app runs as one process, so it sees every attempt.
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

  /** Failures recorded for a key in the window (attempts in progress count as failures). */
  count(key: string, now = Date.now()): number {
    return this.recent(key, now).length;
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

  /**
   * Checks and, when allowed, records the attempt as a failure straight away (synchronously,
   * so parallel attempts see each other). `succeeded()` takes that one record back.
   */
  begin(keys: string[], now = Date.now()): LimitDecision & { attempt?: Attempt } {
    const decision = this.check(keys, now);
    if (!decision.allowed) return decision;
    this.fail(keys, now);
    return { ...decision, attempt: { succeeded: () => this.forgive(keys, now) } };
  }

  private forgive(keys: string[], at: number): void {
    for (const key of keys) {
      const times = this.failures.get(key);
      const index = times?.indexOf(at) ?? -1;
      if (!times || index < 0) continue;
      times.splice(index, 1);
      if (times.length === 0) this.failures.delete(key);
    }
  }

  fail(keys: string[], now = Date.now()): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
    // Bound memory under a flood of distinct keys.
    while (this.failures.size > 50_000) this.failures.delete(this.failures.keys().next().value as string);
  }

  reset(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}

/**
 * A counting semaphore that never queues: `enter` either takes a place for every key given
 * (and one overall) or answers null at once, so excess work is refused, not piled up.
 */
export class ConcurrencyGate {
  private readonly inFlight = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { perKey: number; overall: number }) {}

  enter(keys: string[]): (() => void) | null {
    if (this.total >= this.limits.overall) return null;
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
