import { invoicePdfLoader } from "~/features/invoices/routes/admin-invoices.server";
import type { Route } from "./+types/invoice-pdf";

/** GET /admin/invoices/:number.pdf: one invoice's PDF, for owners. */
export const loader = ({ request, params }: Route.LoaderArgs) => invoicePdfLoader(request, params.file);
