import { logger } from "~/logger.server";

/** Asynchronous runs not yet finished, so a one-off round of the jobs can wait for them. */
const running = new Set<Promise<unknown>>();

/**
 * Runs a background job now and then every `intervalMs`; returns a stop function. A failing
 * run is logged and the next one still happens; the timer never keeps the process alive.
 */
export function runEvery(intervalMs: number, what: string, job: () => unknown): () => void {
  const run = () => {
    try {
      const result = job();
      // An asynchronous job's failure is logged the same way, never left unhandled.
      if (result instanceof Promise) {
        const settled = result
          .catch((err) => logger.error({ err }, `${what} failed`))
          .finally(() => running.delete(settled));
        running.add(settled);
      }
    } catch (err) {
      logger.error({ err }, `${what} failed`);
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
}

/**
 * Resolves once every run under way has finished: `npm run jobs:due` starts the jobs, stops
 * their timers at once and must not close the database under a run still writing.
 */
export async function runsFinished(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
