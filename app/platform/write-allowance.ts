/**
 * The caller's budget for one new public write (its per-client rate limit, kept by the HTTP
 * layer). `allowed` is read afresh each time. A use case reads it and calls `record()` in the
 * same synchronous stretch as its write (inside its transaction), so parallel requests cannot
 * all pass before any of them is counted; a repeat of an earlier write stores nothing new and
 * is neither refused nor counted.
 */
export type WriteAllowance = { readonly allowed: boolean; record(): void };

/** For callers without a limit (scripts, tests). */
export const UNLIMITED: WriteAllowance = { allowed: true, record: () => undefined };
