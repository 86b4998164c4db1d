import { invoicesCsvLoader } from "~/features/invoices/routes/admin-invoices.server";
import type { Route } from "./+types/invoices-csv";

/** GET /admin/invoices.csv: the matching invoices as a CSV file for the accountant, for owners. */
export const loader = ({ request, context }: Route.LoaderArgs) => invoicesCsvLoader(request, context.clientAddress);
