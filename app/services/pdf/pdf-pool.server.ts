import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Piscina } from "piscina";
import { logger } from "~/logger.server";
import type { PdfTask } from "./pdf-task";

/**
 * Itinerary and invoice PDFs render in a worker thread (decision 0037): a 10-meal itinerary takes
 * seconds of CPU, and on the serving thread every request of that process waited for it.
 * piscina keeps one small pool per process: one thread (two cores serve the site and the
 * other serving process, so a second render thread would only compete with them), started on
 * the first PDF and ended after IDLE_MS without one, so a process that renders nothing holds
 * no PDF library in memory.
 *
 * The worker's code is build/server/pdf-worker.js, the server bundle's second entry. Where it
 * does not exist (`npm run dev` through Vite, Vitest importing the services), the task renders
 * inline with the same modules: the same bytes, on the calling thread.
 */

const IDLE_MS = 30_000;

let pool: Piscina | undefined;
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

async function thePool(): Promise<Piscina | undefined> {
  if (pool) return pool;
  const filename = workerFile();
  if (!filename) return undefined;
  const { Piscina } = await import("piscina");
  pool ??= new Piscina({ filename, minThreads: 0, maxThreads: 1, idleTimeout: IDLE_MS });
  return pool;
}

/** Renders the task in the PDF worker (inline where there is no built worker) and returns its bytes. */
export async function renderPdf(task: PdfTask): Promise<Buffer> {
  const workers = await thePool();
  if (!workers) {
    if (!inlineNoted) logger.info("no built PDF worker (development or tests): PDFs render on the calling thread");
    inlineNoted = true;
    const { renderPdfTask } = await import("./render-task.server");
    return renderPdfTask(task);
  }
  // A Buffer crosses threads as a plain Uint8Array (structured clone); same bytes.
  const bytes = (await workers.run(task)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the worker at shutdown (a render under way is abandoned; its outbox record is retried). */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
