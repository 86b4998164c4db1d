import { data, redirect } from "react-router";
import { adminViewer, requireStaff, signInPath } from "~/auth/staff-auth.server";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { AUDIT_PAGE_SIZE, readAudit } from "~/features/staff/audit.server";
import { auditCsv } from "~/features/staff/audit-export.server";
import { type AuditQuery, auditQuery } from "~/features/staff/audit-view";
import { ownerExists } from "~/features/staff/staff-accounts.server";
import { teamNames } from "~/features/staff/team-view.server";
import { downloadResponse } from "~/http/download.server";
import { adminAction, adminLoader } from "./gate.server";

/** The audit log for owners ("audit.read"): one page at a time on /admin/audit, every matching row as CSV. */

const filterOf = (query: AuditQuery) => ({ staffId: query.person, action: query.action, bookingId: query.booking });

export const auditLoader = adminLoader("audit.read", ({ request }: { request: Request }) => {
  const query = auditQuery(new URL(request.url).searchParams);
  // A booking field that names no booking filters nothing: the page says so by the field instead.
  const page = query.bookingError
    ? { rows: [], total: 0, page: 1, pageCount: 1 }
    : readAudit({ ...filterOf(query), page: query.page });
  return { query, ...page, pageSize: AUDIT_PAGE_SIZE, people: teamNames() };
});

/** Only the token form (before the first owner exists) posts here. */
export const auditAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "audit.read",
  () => data({ toast: null }, { status: 400 }),
);

/**
 * GET /admin/audit.csv: the same filters, every matching row, as an attachment; the export is
 * itself in the log with its row count. Without a session: to sign in (or, before any owner
 * exists, to the page's token form); without "audit.read": 403.
 */
export async function auditCsvLoader(request: Request, clientAddress: string) {
  if (!(await adminViewer(request))) {
    const url = new URL(request.url);
    throw redirect(ownerExists() ? signInPath(url.pathname + url.search) : "/admin/audit");
  }
  const viewer = await requireStaff(request, "audit.read");
  const query = auditQuery(new URL(request.url).searchParams);
  if (query.bookingError) return new Response(query.bookingError, { status: 400 });
  return downloadResponse(auditCsv(filterOf(query), viewer.actor, clientAddress));
}
