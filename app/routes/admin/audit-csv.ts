import { auditCsvLoader } from "~/features/staff/routes/audit.server";
import type { Route } from "./+types/audit-csv";

/** GET /admin/audit.csv: the audit log's matching rows as a CSV file, for owners. */
export const loader = ({ request, context }: Route.LoaderArgs) => auditCsvLoader(request, context.clientAddress);
