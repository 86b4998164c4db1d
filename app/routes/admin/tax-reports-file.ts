import { taxReportFileLoader } from "~/features/tax-reports/routes/admin-tax-reports.server";
import type { Route } from "./+types/tax-reports-file";

/** GET /admin/tax-reports/withholdings.csv, self-billed-vat.csv, dac7.csv, dac7.xml: the owners' tax files. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  taxReportFileLoader(request, params.file, context.clientAddress);
