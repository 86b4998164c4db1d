import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runsWithout } from "~/env.server";
import { logger } from "~/logger.server";
import type { PdfTask } from "./pdf-task";

/**
 * Itinerary and invoice PDFs render in a worker thread (decision 0037): a 10-meal itinerary takes
 * seconds of CPU, and on the serving thread every request of that process waited for it.
 * piscina keeps one small pool: one thread (a second would compete with the serving thread for
 * the cores, and a PDF is rarely waited on by its reader), started on
 * the first PDF and ended after IDLE_MS without one, so a process that renders nothing holds
 * no PDF library in memory.
 *
 * The worker's code is build/server/pdf-worker.js, the server bundle's second entry. Where it
 * does not exist (`npm run dev` through Vite, Vitest importing the services), the task renders
 * inline with the same modules: the same bytes, on the calling thread.
 */

const IDLE_MS = 30_000;
/**
 * The worker's own V8 heap bounds (decision 0043). The thread shares the process, so whatever it
 * holds counts in the serving process's RSS; without bounds it inherits the serving thread's
 * (256 MB old space). After a 10-meal itinerary the thread's whole V8 heap was about 100 MB (young
 * generation and code included), so 160 MB of old space leaves room for a larger document, and a
 * runaway render ends its thread with ERR_WORKER_OUT_OF_MEMORY (the task fails, its outbox record
 * is retried, the next task gets a new thread) instead of growing the process.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16 };

/** What the worker thread's V8 heap held at its largest, as the thread reports it (MB). */
export type WorkerMemory = { heapMb: number; externalMb: number };

export type PdfPool = {
  render(task: PdfTask): Promise<Buffer>;
  /** Threads alive now: 0 once the pool has been idle for its idle time. */
  threads(): number;
  /** The largest heap a thread of this pool reported after a render, or null before the first. */
  peakMemory(): WorkerMemory | null;
  close(): Promise<void>;
};

const toMb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/** A pool of one thread over a built worker file, ended after `idleMs` without a task. */
export async function createPdfPool(filename: string, { idleMs = IDLE_MS } = {}): Promise<PdfPool> {
  const { Piscina } = await import("piscina");
  const workers = new Piscina({
    filename,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: idleMs,
    resourceLimits: WORKER_LIMITS,
    // Between tasks the thread waits on its message port, not parked in Atomics.wait (piscina's
    // default): a server's process.exit joined a parked thread and never returned, so a SIGTERM
    // left a process running (seen under gdb: the main thread in Worker::JoinThread, the worker
    // in Atomics.wait). A PDF takes hundreds of milliseconds; the atomics' microseconds buy nothing.
    atomics: "disabled",
  });
  let peak: WorkerMemory | null = null;
  /** Read after each render, while the thread still holds what it built (Node's worker.getHeapStatistics()). */
  async function notePeak() {
    for (const thread of workers.threads) {
      const heap = await thread.getHeapStatistics().catch(() => undefined);
      if (!heap) continue;
      const seen = { heapMb: toMb(heap.total_heap_size), externalMb: toMb(heap.external_memory) };
      if (!peak || seen.heapMb + seen.externalMb > peak.heapMb + peak.externalMb) peak = seen;
    }
  }
  return {
    async render(task) {
      // A Buffer crosses threads as a plain Uint8Array (structured clone); same bytes.
      const bytes = (await workers.run(task)) as Uint8Array;
      await notePeak();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    threads: () => workers.threads.length,
    peakMemory: () => peak,
    close: () => workers.destroy(),
  };
}

let pool: Promise<PdfPool> | undefined;
let inlineNoted = false;

/** build/server/pdf-worker.js, looked for from this module's own file (index.js or a chunk in assets/). */
function workerFile(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 3; up++) {
    const file = join(dir, "pdf-worker.js");
    if (existsSync(file)) return file;
    dir = dirname(dir);
  }
  return undefined;
}

function thePool(): Promise<PdfPool> | undefined {
  if (pool) return pool;
  const filename = runsWithout("pdf-worker") ? undefined : workerFile();
  if (!filename) return undefined;
  pool = createPdfPool(filename);
  return pool;
}

/** Renders the task in the PDF worker (inline where there is no built worker) and returns its bytes. */
export async function renderPdf(task: PdfTask): Promise<Buffer> {
  const workers = await thePool();
  if (!workers) {
    if (!inlineNoted)
      logger.info(
        "PDFs render on the calling thread: no built PDF worker (development, tests) or BENCH_WITHOUT=pdf-worker",
      );
    inlineNoted = true;
    const { renderPdfTask } = await import("./render-task.server");
    return renderPdfTask(task);
  }
  return workers.render(task);
}

/** The process's PDF worker now: threads alive and the largest heap one reported (the benchmark reads it). */
export async function pdfWorkerMemory(): Promise<{ threads: number; peak: WorkerMemory | null }> {
  const workers = await pool;
  return { threads: workers?.threads() ?? 0, peak: workers?.peakMemory() ?? null };
}

/** Ends the worker at shutdown (a render under way is abandoned; its outbox record is retried). */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await (await closing)?.close();
}
