import { adminApiAccess } from "~/auth/admin-api-auth.server";
import type { ExportKind } from "~/domain/csv";
import { bookingJson, listBookings } from "~/features/admin-dashboard/admin-bookings.server";
import { listCreators } from "~/features/admin-dashboard/admin-creators.server";
import { listQuery } from "~/features/admin-dashboard/admin-list";
import { csvExport } from "~/features/admin-dashboard/exports.server";
import { type AuditActor, recordAudit } from "~/features/staff/audit.server";
import { downloadResponse } from "~/http/download.server";
import { handleHttpError, readJsonObject, requireMethod } from "~/http/json.server";

/** The admin API answers up to this many rows a page (`?page=`), newest first. */
export const API_PAGE_SIZE = 1000;

const noStore = { "Cache-Control": "no-store" };

/**
 * GET /api/get-bookings and /api/get-creators: `{bookings|creators, count}` (count = all
 * matching rows; `?q=` searches name or email, `?page=` pages), or the CSV with `?format=csv`.
 */
export async function adminListResponse(request: Request, client: string, kind: ExportKind): Promise<Response> {
  const access = await adminApiAccess(request, client, "export.full");
  if (!access.ok) return access.response;
  const audit = exportAudit(access.actor, client, kind);
  const params = new URL(request.url).searchParams;
  const format = params.get("format") ?? "json";
  if (format === "csv") return downloadResponse(csvExport(kind, undefined, audit("csv")));
  if (format !== "json") return Response.json({ error: "format must be json or csv" }, { status: 400 });
  const query = listQuery(params);
  const page = { page: query.page, pageSize: API_PAGE_SIZE };
  if (kind === "bookings") {
    const { rows, total } = listBookings(query, API_PAGE_SIZE);
    audit("json")(rows.length);
    return Response.json({ bookings: rows.map(bookingJson), count: total, ...page }, { headers: noStore });
  }
  const { rows, total } = listCreators(query, API_PAGE_SIZE);
  audit("json")(rows.length);
  return Response.json({ creators: rows, count: total, ...page }, { headers: noStore });
}

/**
 * The audit row of data leaving through the API (decision 0031: exports, with the row count):
 * who, what kind and how many rows; nothing of the rows themselves.
 */
export const exportAudit =
  (actor: AuditActor, clientAddress: string, kind: ExportKind | "all") => (format: "csv" | "json") => (rows: number) =>
    recordAudit({
      actor,
      action: format === "csv" ? "export.csv" : "export.json",
      object: { type: "export", id: kind },
      clientAddress,
      detail: { kind, rows },
    });

/**
 * The gate of an admin write from outside the app (POST with a JSON object body): a Bearer
 * token only, since an admin browser session is not enough for a write from elsewhere. Runs
 * `handle` with the body, or answers the refusal itself (405, 401, 429, 415, 413, 400).
 */
export async function withAdminJsonBody(
  request: Request,
  client: string,
  handle: (body: Record<string, unknown>) => Response | Promise<Response>,
): Promise<Response> {
  let body: Record<string, unknown>;
  try {
    requireMethod(request, "POST");
    const access = await adminApiAccess(request, client);
    if (!access.ok) return access.response;
    body = await readJsonObject(request);
  } catch (error) {
    return handleHttpError(error);
  }
  return handle(body);
}
