import { logger } from "~/logger.server";

/**
 * Runs a background job now and then every `intervalMs`; returns a stop function. A failing
 * run is logged and the next one still happens; the timer never keeps the process alive.
 */
export function runEvery(intervalMs: number, what: string, job: () => unknown): () => void {
  const run = () => {
    try {
      const result = job();
      // An asynchronous job's failure is logged the same way, never left unhandled.
      if (result instanceof Promise) result.catch((err) => logger.error({ err }, `${what} failed`));
    } catch (err) {
      logger.error({ err }, `${what} failed`);
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
