/**
 * The caller's budget for one new public write (its per-client rate limit, kept by the HTTP
 * layer). A use case checks `allowed` and calls `record()` in the same synchronous stretch as
 * its write, so parallel requests cannot all pass before any of them is counted; a repeat of
 * an earlier write stores nothing new and is neither refused nor counted.
 */
export type WriteAllowance = { allowed: boolean; record(): void };

/** For callers without a limit (scripts, tests). */
export const UNLIMITED: WriteAllowance = { allowed: true, record: () => undefined };
