import type { Route } from "./+types/audit-csv";
import { auditCsvLoader } from "./audit.server";

/** GET /admin/audit.csv: the audit log's matching rows as a CSV file, for owners. */
export const loader = ({ request, context }: Route.LoaderArgs) => auditCsvLoader(request, context.clientAddress);
