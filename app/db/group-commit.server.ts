import { runsWithout } from "~/env.server";
import { BUSY_TIMEOUT_MS, LOCK_HELD, type Tx, writeTransaction, writeTransactionIfFree } from "./client.server";

/**
 * Group commit. A commit is the dearest part of a short write (SQLite appends every page the
 * transaction touched to the WAL), and under load several requests reach their write in the same
 * turn of the event loop. Writes asked for with `writeInGroup` during one turn are run, in the
 * order they were asked for, in one immediate transaction at the end of the turn, each inside
 * its own savepoint; each caller's promise settles only once that transaction has committed.
 *
 * - Nothing is acknowledged before it is durable: a caller hears of its write after the commit.
 * - One write that throws rolls back its own savepoint only; the others commit and its caller
 *   gets the error. A failed commit (the disk, a lock held past the busy timeout) fails them all.
 * - A write sees those before it in the group, as if they had committed one by one: a second
 *   send of the same form in the same group finds the first.
 * - While another process holds the write lock, the group waits without blocking this process
 *   (its event loop goes on serving, and later writes join the group), for as long as SQLite's
 *   own busy timeout would have waited.
 * - At rest the group is one write, and the cost is one turn of the event loop.
 */

type Queued = {
  work: (tx: Tx) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** How often a group waiting for another process's write lock tries again. */
const RETRY_MS = 1;

let queued: Queued[] = [];
let scheduled = false;
/** When the waiting group first found the lock held. */
let waitingSince: number | undefined;

/** Runs `work` in the transaction this turn's writes share; settles once that transaction is committed. */
export function writeInGroup<T>(work: (tx: Tx) => T): Promise<T> {
  if (runsWithout("group-commit")) return new Promise<T>((resolve) => resolve(writeTransaction(work)));
  return new Promise<T>((resolve, reject) => {
    queued.push({ work, resolve: resolve as (value: unknown) => void, reject });
    if (scheduled) return;
    scheduled = true;
    // After the turn's I/O callbacks (the other requests read in this turn), before the next poll.
    setImmediate(commitGroup);
  });
}

function commitGroup(): void {
  const group = queued;
  queued = [];
  let outcomes: Outcome[] | typeof LOCK_HELD;
  try {
    outcomes = writeTransactionIfFree((tx) =>
      group.length === 1 ? [attempt(group[0], tx)] : group.map((item) => attempt(item, tx, true)),
    );
  } catch (error) {
    settle(group, () => ({ ok: false, error }));
    return;
  }
  if (outcomes === LOCK_HELD) {
    // A duration, not a moment: the monotonic clock, which a test's frozen app clock cannot stop.
    waitingSince ??= performance.now();
    if (performance.now() - waitingSince < BUSY_TIMEOUT_MS) {
      // Nothing ran: the group keeps its place, ahead of the writes asked for meanwhile.
      queued = group.concat(queued);
      setTimeout(commitGroup, RETRY_MS);
      return;
    }
    const error = new Error(`the write lock stayed held for ${BUSY_TIMEOUT_MS} ms`);
    settle(group, () => ({ ok: false, error }));
    return;
  }
  const committed = outcomes;
  settle(group, (i) => committed[i]);
}

/** Answers every caller of the group, and lets the next group be scheduled. */
function settle(group: Queued[], outcomeOf: (i: number) => Outcome): void {
  waitingSince = undefined;
  scheduled = queued.length > 0;
  if (scheduled) setImmediate(commitGroup);
  group.forEach((item, i) => {
    const outcome = outcomeOf(i);
    if (outcome.ok) item.resolve(outcome.value);
    else item.reject(outcome.error);
  });
}

/**
 * One write of the group. Alone, it is the transaction: if it throws, the whole transaction
 * rolls back. With others, its savepoint keeps its failure its own.
 */
function attempt(item: Queued, tx: Tx, ownSavepoint = false): Outcome {
  if (!ownSavepoint) return { ok: true, value: item.work(tx) };
  try {
    return { ok: true, value: tx.transaction((savepoint) => item.work(savepoint)) };
  } catch (error) {
    return { ok: false, error };
  }
}
