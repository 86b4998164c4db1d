import { adminApiAccess } from "~/auth/admin-api-auth.server";
import { bookingJson, listBookings, paymentSummaryJson } from "~/features/admin-dashboard/admin-bookings.server";
import { listQuery } from "~/features/admin-dashboard/admin-list";
import { allDataExport } from "~/features/admin-dashboard/exports.server";
import { API_PAGE_SIZE, exportAudit } from "~/features/admin-dashboard/routes/admin-api.server";
import { downloadResponse } from "~/http/download.server";
import type { Route } from "./+types/admin-bookings";

/**
 * GET (a Bearer token, or the session of a person who may export everything): `{bookings, summary}` for the payment dashboard (summary over every booking,
 * total_revenue in euros and total_revenue_cents); `?download=all` is the admin's one-file export of everything.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await adminApiAccess(request, context.clientAddress, "export.full");
  if (!access.ok) return access.response;
  const params = new URL(request.url).searchParams;
  if (params.get("download") === "all") {
    return downloadResponse(allDataExport(undefined, exportAudit(access.actor, context.clientAddress, "all")("json")));
  }
  const query = listQuery(params);
  const { rows, total } = listBookings(query, API_PAGE_SIZE);
  exportAudit(access.actor, context.clientAddress, "bookings")("json")(rows.length);
  return Response.json(
    { bookings: rows.map(bookingJson), count: total, page: query.page, summary: paymentSummaryJson() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
