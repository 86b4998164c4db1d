import { bearerToken, requireAdminApi } from "~/auth/admin-auth.server";
import { adminViewer, FORBIDDEN_MESSAGE, viewerCan } from "~/auth/staff-auth.server";
import type { Permission } from "~/domain/staff-roles";
import { ADMIN_TOKEN, type AuditActor } from "~/features/staff/audit.server";

/**
 * Who may call the admin JSON and CSV API: a Bearer `ADMIN_TOKEN` (the team's automation, which
 * the token keeps serving once an owner exists; decision 0031), or a browser session of a person
 * holding `permission` (a concierge's session gets 403 on the full exports). Before any owner
 * exists, the token's own session counts as the token. Without either: 401
 * `{error: 'Invalid admin token'}` (429 after repeated wrong tokens from one client).
 * The answer names the actor, for the audit row of what the request takes out.
 */
export type AdminApiAccess = { ok: true; actor: AuditActor } | { ok: false; response: Response };

export async function adminApiAccess(
  request: Request,
  client: string,
  permission: Permission,
): Promise<AdminApiAccess> {
  if (bearerToken(request) === null) {
    const viewer = await adminViewer(request);
    if (viewer && viewerCan(viewer, permission)) return { ok: true, actor: viewer.actor };
    if (viewer) {
      const headers = { "Cache-Control": "no-store" };
      return { ok: false, response: Response.json({ error: FORBIDDEN_MESSAGE }, { status: 403, headers }) };
    }
  }
  const denied = await requireAdminApi(request, client);
  return denied ? { ok: false, response: denied } : { ok: true, actor: ADMIN_TOKEN };
}
