import { bearerToken, checkAdminToken, type TokenCheck, UNAUTHORISED } from "~/auth/admin-auth.server";
import { adminViewer, FORBIDDEN_MESSAGE, viewerCan } from "~/auth/staff-auth.server";
import type { Permission } from "~/domain/staff-roles";
import { ADMIN_TOKEN, type AuditActor } from "~/features/staff/audit.server";

/**
 * The one gate of the admin JSON and CSV API. A Bearer `ADMIN_TOKEN` always passes (the team's
 * automation, which the token keeps serving once an owner exists; decision 0031). Given a
 * `permission`, so does a browser session of a person holding it (a concierge's session gets
 * 403 on the full exports), and before any owner exists the token's own session counts as the
 * token. Without `permission` (the admin writes from outside the app) only the Bearer token
 * does: a browser session is not enough for a write from elsewhere. Otherwise: 401
 * `{error: 'Invalid admin token'}` (429 after repeated wrong tokens from one client). The answer
 * names the actor, for the audit row of what the request does or takes out.
 */
export type AdminApiAccess = { ok: true; actor: AuditActor } | { ok: false; response: Response };

export async function adminApiAccess(
  request: Request,
  client: string,
  permission?: Permission,
): Promise<AdminApiAccess> {
  const token = bearerToken(request);
  if (token === null && permission) {
    const viewer = await adminViewer(request);
    if (viewer && viewerCan(viewer, permission)) return { ok: true, actor: viewer.actor };
    if (viewer) {
      const headers = { "Cache-Control": "no-store" };
      return { ok: false, response: Response.json({ error: FORBIDDEN_MESSAGE }, { status: 403, headers }) };
    }
  }
  // Only a wrong token counts against the client; a missing one is simply refused.
  const check: TokenCheck = token === null ? UNAUTHORISED : await checkAdminToken(token, client);
  if (check.ok) return { ok: true, actor: ADMIN_TOKEN };
  const headers: Record<string, string> = { "Cache-Control": "no-store", "WWW-Authenticate": "Bearer" };
  if (check.retryAfterSeconds) headers["Retry-After"] = String(check.retryAfterSeconds);
  return { ok: false, response: Response.json({ error: check.message }, { status: check.status, headers }) };
}
