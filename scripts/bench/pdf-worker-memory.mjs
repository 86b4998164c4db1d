// @ts-check
import { memoryOf } from "./app-server.mjs";

const MB = 1024 * 1024;
const round = (/** @type {number} */ n) => Number(n.toFixed(1));

/**
 * The PDF worker thread's own peak and the serving process without it (decision
 * 0043). The thread lives inside the serving process, so the process's RSS holds both and cannot
 * tell them apart; the thread's V8 heap can, as the thread reports it after each render (heap +
 * external memory: the fonts and the layout engine's WebAssembly memory), through the test-only
 * /__bench/pdf-worker route. Then, once the thread has ended after its idle time (waited for at
 * most 90 s, then 15 s for its memory to be freed), the serving process's RSS alone again.
 * @param {string} url the server
 * @param {number} pid its process
 */
export async function pdfWorkerMemory(url, pid) {
  const read = async () =>
    /** @type {{ threads: number, peak: { heapMb: number, externalMb: number } | null }} */ (
      await (await fetch(`${url}/__bench/pdf-worker`)).json()
    );
  const seen = await read();
  let now = seen;
  for (let i = 0; i < 900 && now.threads > 0; i++) {
    await new Promise((wake) => setTimeout(wake, 100));
    now = await read();
  }
  // A thread's memory goes back to the system some seconds after it ends (its isolate is torn
  // down and its buffers freed afterwards): read the process once that has had time to happen.
  if (now.threads === 0) await new Promise((wake) => setTimeout(wake, 15_000));
  return {
    /** The worker thread's heap at its largest, as it reported it (MB): V8's heap plus external memory. */
    pdfWorkerHeapMb: seen.peak ? round(seen.peak.heapMb + seen.peak.externalMb) : null,
    pdfWorkerExternalMb: seen.peak ? seen.peak.externalMb : null,
    /** The serving process's RSS once the worker thread has ended (MB), or null if it never did. */
    pdfServerIdleMb: now.threads === 0 ? round(memoryOf(pid).rss / MB) : null,
  };
}
