import type { PdfTask } from "~/platform/pdf/pdf-task";

/**
 * The PDF worker thread's entry (a second input of the server bundle, vite.config.ts, so it is
 * build/server/pdf-worker.js next to index.js in production and in the image). It renders
 * itineraries and invoices with the same modules the serving thread used to call, so the bytes
 * are the same; piscina (app/platform/pdf/pdf-pool.server.ts) hands it one task at a time.
 */
export default async function render(task: PdfTask): Promise<Uint8Array> {
  const { renderPdfTask } = await import("~/platform/pdf/render-task.server");
  return renderPdfTask(task);
}
