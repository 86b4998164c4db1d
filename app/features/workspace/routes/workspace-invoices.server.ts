import { type AdminViewer, viewerCan } from "~/auth/staff-auth.server";
import type { Booking } from "~/db/schema";
import { bookingInvoiceView } from "~/features/invoices/invoice-ledger";
import { invoicesForTrip } from "~/features/invoices/invoice-pdfs.server";

/**
 * The workspace's "Invoices": the booking's own invoices, each with its PDF, for a team member
 * holding "booking.invoices" (every role: a concierge sends the traveller a copy); null, and no
 * block, for anyone else. The ledger of every invoice stays the owners' ("invoices.read").
 */
export function workspaceInvoices(booking: Pick<Booking, "id">, viewer: AdminViewer) {
  if (!viewerCan(viewer, "booking.invoices")) return null;
  return invoicesForTrip(booking.id).map(bookingInvoiceView);
}
