import { requireAdminApi } from "~/auth/admin-auth.server";
import { listQuery } from "~/domain/admin-list";
import { downloadResponse } from "~/http/download.server";
import { API_PAGE_SIZE } from "~/routes/api/admin-api.server";
import { bookingJson, listBookings, paymentSummaryJson } from "~/services/bookings/admin-bookings.server";
import { allDataExport } from "~/services/exports/exports.server";
import type { Route } from "./+types/admin-bookings";

/**
 * GET: `{bookings, summary}` for the payment dashboard (summary over every booking,
 * total_revenue in euros and total_revenue_cents); `?download=all` is the admin's one-file export of everything.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const denied = await requireAdminApi(request, context.clientAddress);
  if (denied) return denied;
  const params = new URL(request.url).searchParams;
  if (params.get("download") === "all") return downloadResponse(allDataExport());
  const query = listQuery(params);
  const { rows, total } = listBookings(query, API_PAGE_SIZE);
  return Response.json(
    { bookings: rows.map(bookingJson), count: total, page: query.page, summary: paymentSummaryJson() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
