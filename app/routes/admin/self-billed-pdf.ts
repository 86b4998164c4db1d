import { ownerInvoiceLoader } from "~/features/self-billing/routes/self-billing.server";
import type { Route } from "./+types/self-billed-pdf";

/** GET /admin/self-billed/AF-12-2026-000001.pdf: any creator's self-billed invoice, for owners. */
export const loader = ({ request, params }: Route.LoaderArgs) => ownerInvoiceLoader(request, params.file);
