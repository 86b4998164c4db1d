import type { Route } from "./+types/invoice-pdf";
import { invoicePdfLoader } from "./invoices.server";

/** GET /admin/invoices/:number.pdf: one invoice's PDF, for owners. */
export const loader = ({ request, params }: Route.LoaderArgs) => invoicePdfLoader(request, params.file);
