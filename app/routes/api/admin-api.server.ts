import { requireAdminApi } from "~/auth/admin-auth.server";
import { listQuery } from "~/domain/admin-list";
import type { ExportKind } from "~/domain/csv";
import { downloadResponse } from "~/http/download.server";
import { bookingJson, listBookings } from "~/services/bookings/admin-bookings.server";
import { listCreators } from "~/services/creators/admin-creators.server";
import { csvExport } from "~/services/exports/exports.server";

/** The admin API answers up to this many rows a page (`?page=`), newest first. */
export const API_PAGE_SIZE = 1000;

const noStore = { "Cache-Control": "no-store" };

/**
 * GET /api/get-bookings and /api/get-creators: `{bookings|creators, count}` (count = all
 * matching rows; `?q=` searches name or email, `?page=` pages), or the CSV with `?format=csv`.
 */
export async function adminListResponse(request: Request, client: string, kind: ExportKind): Promise<Response> {
  const denied = await requireAdminApi(request, client);
  if (denied) return denied;
  const params = new URL(request.url).searchParams;
  const format = params.get("format") ?? "json";
  if (format === "csv") return downloadResponse(csvExport(kind));
  if (format !== "json") return Response.json({ error: "format must be json or csv" }, { status: 400 });
  const query = listQuery(params);
  const page = { page: query.page, pageSize: API_PAGE_SIZE };
  if (kind === "bookings") {
    const { rows, total } = listBookings(query, API_PAGE_SIZE);
    return Response.json({ bookings: rows.map(bookingJson), count: total, ...page }, { headers: noStore });
  }
  const { rows, total } = listCreators(query, API_PAGE_SIZE);
  return Response.json({ creators: rows, count: total, ...page }, { headers: noStore });
}
