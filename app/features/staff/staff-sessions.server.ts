import { and, eq, isNull } from "drizzle-orm";
import { revokeSessionById } from "~/auth/sessions.server";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { can } from "~/domain/staff-roles";
import { type AuditActor, recordAudit, type StaffActor } from "./audit.server";
import { staffSessionSubject } from "./staff-accounts.server";

/**
 * Ending a staff session from /admin/sessions: anyone may end their own, an owner anyone's
 * ("sessions.all"). Another person's session is answered as unknown to whoever may not end it,
 * so the answer does not tell that it exists. Each end is in the audit log.
 */
export type EndSessionResult = { ok: true; own: boolean } | { ok: false; reason: "not-found" };

export function endStaffSession(
  actor: StaffActor,
  sessionId: number,
  clientAddress: string | null = null,
  now = clock.now(),
): EndSessionResult {
  const session = db()
    .select({ subject: sessions.subject })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.kind, "admin"), isNull(sessions.revokedAt)))
    .get();
  const owner = session ? /^staff:(\d+)$/.exec(session.subject) : null;
  if (!session || !owner) return { ok: false, reason: "not-found" };
  const own = session.subject === staffSessionSubject(actor.id);
  if (!own && !can(actor.role, "sessions.all")) return { ok: false, reason: "not-found" };
  if (!revokeSessionById("admin", sessionId, now)) return { ok: false, reason: "not-found" };
  recordAudit(
    {
      actor,
      action: "session.ended",
      object: { type: "session", id: sessionId },
      clientAddress,
      detail: { staffId: Number(owner[1]) },
    },
    db(),
    now,
  );
  return { ok: true, own };
}

/** Before the first owner exists, the token's viewer ends any admin session, as the page always allowed. */
export function endSessionAsToken(
  actor: AuditActor,
  sessionId: number,
  clientAddress: string | null = null,
  now = clock.now(),
) {
  if (!revokeSessionById("admin", sessionId, now)) return false;
  recordAudit({ actor, action: "session.ended", object: { type: "session", id: sessionId }, clientAddress }, db(), now);
  return true;
}
