import { getHeapStatistics } from "node:v8";
import type { PdfTask } from "~/services/pdf/pdf-task";

/**
 * The PDF worker thread's entry (a second input of the server bundle, vite.config.ts, so it is
 * build/server/pdf-worker.js next to index.js in production and in the image). It renders
 * itineraries and invoices with the same modules the serving thread used to call, so the bytes
 * are the same; piscina (app/services/pdf/pdf-pool.server.ts) hands it one task at a time.
 */

let peakHeapBytes = 0;

function notePeak(): void {
  const heap = getHeapStatistics();
  peakHeapBytes = Math.max(peakHeapBytes, heap.total_heap_size + heap.external_memory);
}

export default async function render(task: PdfTask): Promise<Uint8Array | { heapMb: number; peakHeapMb: number }> {
  if (task.kind === "memory") {
    notePeak();
    const heap = getHeapStatistics();
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    return { heapMb: mb(heap.total_heap_size + heap.external_memory), peakHeapMb: mb(peakHeapBytes) };
  }
  const { renderPdfTask } = await import("~/services/pdf/render-task.server");
  const pdf = await renderPdfTask(task);
  notePeak();
  return pdf;
}
