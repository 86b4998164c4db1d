/**
 * The app's one clock: everything that means "now" (a default `now` parameter, a row's
 * updated_at, a session's expiry, a rate limit's window, a retry's due time) reads it here,
 * so a test can put the whole app at another instant with one call. Pure: no Node or browser
 * API beyond Date, so the domain, the services, the server and the browser bundle share it.
 *
 * Durations (how long a render or a lock wait took) are not "now": they use the monotonic
 * `performance.now()`, which a shifted or frozen clock must not stop.
 */

/** Added to the real time while the clock is shifted (0: the real time). */
let offsetMs = 0;
/** The instant the clock stands at while frozen; null while it ticks. */
let frozenMs: number | null = null;

/** Milliseconds since the epoch on the app's clock (Date's own reading, shifted or frozen by a test). */
export function nowMs(): number {
  return frozenMs ?? Date.now() + offsetMs;
}

/** The current instant on the app's clock. */
export function now(): Date {
  return new Date(nowMs());
}

export type SetClockOptions = {
  /** Stop the clock at that instant (it keeps ticking from it otherwise). */
  freeze?: boolean;
};

/**
 * For tests: puts the clock at an instant (a Date or any string `Date` parses, e.g.
 * "2026-12-31T22:30:00Z"), from where it keeps ticking at the real pace unless `freeze` is
 * set; `null` gives the real time back. An instant that is not a date throws rather than
 * leaving the clock at NaN.
 */
export function setClock(at: Date | string | null, options: SetClockOptions = {}): void {
  if (at === null) {
    offsetMs = 0;
    frozenMs = null;
    return;
  }
  const target = (typeof at === "string" ? new Date(at) : at).getTime();
  if (Number.isNaN(target)) throw new RangeError(`setClock: not an instant: ${String(at)}`);
  if (options.freeze) {
    frozenMs = target;
    offsetMs = 0;
  } else {
    frozenMs = null;
    offsetMs = target - Date.now();
  }
}

/**
 * The machine's own time, never shifted or frozen: only to agree with a library that reads
 * Date itself (the authenticator codes' library), never to mean "now" in the app.
 */
export const machineNowMs = (): number => Date.now();
