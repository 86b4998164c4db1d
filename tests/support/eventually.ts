/** What `read` answers while the effect is not there yet. Anything else, 0 and "" included, is the value. */
type NotYet = undefined | null | false;

/**
 * Polls `read` until it gives a value, and returns that value: the one way a test waits for
 * something the server does in the background (the outbox worker storing or sending a mail, a
 * PDF rendered, a reader let go). Only undefined, null and false mean "not yet", so a count of
 * 0 or an empty text is an answer. An error thrown by `read` ends the wait at once.
 *
 * The 45 s default is for a loaded 2-core machine, where the worker renders an invoice PDF
 * before it writes the mail: 10 s was seen not to be enough. A test waits that long only when
 * something is wrong; `what` names what it waited for (a function, to describe the state found
 * at the time-out). It sleeps on real timers and reads the monotonic time, so it is not for a
 * test that fakes timers, and a clock the test set does not move its deadline.
 */
export async function eventually<T>(
  read: () => T | NotYet | Promise<T | NotYet>,
  what: string | (() => string),
  { timeoutMs = 45_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null && value !== false) return value;
    const left = deadline - performance.now();
    if (left <= 0) break;
    await new Promise((wake) => setTimeout(wake, Math.min(everyMs, left)));
  }
  throw new Error(`${typeof what === "function" ? what() : what}: not there after ${timeoutMs} ms`);
}
