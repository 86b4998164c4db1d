import { creatorInvoiceLoader } from "~/features/self-billing/routes/self-billing.server";
import type { Route } from "./+types/self-billed-pdf";

/** GET /dashboard/invoices/AF-12-2026-000001.pdf: the signed-in creator's own self-billed invoice. */
export const loader = ({ request, params }: Route.LoaderArgs) => creatorInvoiceLoader(request, params.file);
