import type { Route } from "./+types/invoices-csv";
import { invoicesCsvLoader } from "./invoices.server";

/** GET /admin/invoices.csv: the matching invoices as a CSV file for the accountant, for owners. */
export const loader = ({ request, context }: Route.LoaderArgs) => invoicesCsvLoader(request, context.clientAddress);
