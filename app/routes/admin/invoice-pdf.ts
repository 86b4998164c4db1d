import { invoicePdfLoader } from "~/features/invoices/routes/admin-invoices.server";
import type { Route } from "./+types/invoice-pdf";

/** GET /admin/invoices/:number.pdf: one invoice's PDF, from the ledger (owners) or its booking's workspace (the team). */
export const loader = ({ request, params }: Route.LoaderArgs) => invoicePdfLoader(request, params.file);
