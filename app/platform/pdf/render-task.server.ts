import type { PdfTask } from "./pdf-task";

/** Renders one task with the PDF modules, in whichever thread calls it (the worker, or inline in development). */
export async function renderPdfTask(task: PdfTask): Promise<Buffer> {
  if (task.kind === "itinerary") {
    const { renderItineraryPdf } = await import("~/features/itinerary/pdf/render-pdf.server");
    return renderItineraryPdf(task.document, task.links);
  }
  if (task.kind === "self-billed-invoice") {
    const { renderSelfBilledPdf } = await import("~/features/self-billing/pdf/render-self-billed-pdf.server");
    return renderSelfBilledPdf(task.invoice, task.agreedOn);
  }
  const { renderInvoicePdf } = await import("~/features/invoices/pdf/render-invoice-pdf.server");
  return renderInvoicePdf(task.invoice, task.options);
}
