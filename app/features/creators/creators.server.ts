import { and, asc, eq, gte, sql } from "drizzle-orm";
import { issueOneTimeLink, looksLikeOneTimeToken, oneTimeTokenHash } from "~/auth/one-time-links.server";
import { hashPassword, passwordMatches } from "~/auth/passwords.server";
import { revokeSubject } from "~/auth/sessions.server";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { db, writeTransaction } from "~/db/client.server";
import { type Creator, creators, outbox } from "~/db/schema";
import { NotFoundError } from "~/domain/errors";
import { passwordEqualsEmail } from "~/domain/login-schema";
import { env } from "~/env.server";
import { creatorRecord } from "~/features/booking/booking-record";
import type { RequestMeta } from "~/features/booking/bookings.server";
import { releaseOpenRequestsOf } from "~/features/creators/assignments.server";
import type { CreatorApplication } from "~/features/creators/creator-schema";
import { approvalRecord, sealToken, setPasswordUrl } from "~/features/creators/set-password-links.server";
import { type AuditBy, recordAudit } from "~/features/staff/audit.server";
import { authorOf } from "~/features/staff/staff-names.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { queueMail } from "~/platform/mail/mail-queue.server";
import { enqueue } from "~/platform/outbox/outbox.server";

/**
 * Creator accounts: application → approval (a one-time set-password link) → password →
 * login. Only approved creators with a password can log in; the link's token and the
 * password are never stored, only their SHA-256 and argon2id hashes.
 */

export const SET_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;

/** What the rest of the app may know about a logged-in creator (no hashes). */
export type CreatorAccount = Pick<Creator, "id" | "name" | "email" | "city">;

const account = (creator: Creator): CreatorAccount => ({
  id: creator.id,
  name: creator.name,
  email: creator.email,
  city: creator.city,
});

const sha256 = oneTimeTokenHash;

/** At most one "applied again" notice per address a day, so the form cannot be used to flood an inbox. */
const REAPPLY_NOTICE_EVERY_MS = 24 * 60 * 60 * 1000;

/** Who sent an application, for its automation record; direct calls (scripts, tests) name no browser. */
const INTERNAL: RequestMeta = { userAgent: null, referrer: null, source: "sobremesa-internal" };

/**
 * Stores an application (one per email) and queues its automation record in the same
 * transaction. The applicant is answered the same way either way, so the form does not tell
 * whether an address has applied; a repeat is told by email instead.
 */
export function apply(
  application: CreatorApplication,
  meta: RequestMeta = INTERNAL,
  now = clock.now(),
): "created" | "duplicate" {
  const appliedAt = now.toISOString();
  const context = { ...meta, production: env().APP_ENV === "production", now };
  return writeTransaction((tx) => {
    const row = tx
      .insert(creators)
      .values({
        ...application,
        tiktok: application.tiktok ?? null,
        status: "pending",
        appliedAt,
        language: meta.language ?? DEFAULT_LANGUAGE,
      })
      .onConflictDoNothing({ target: creators.email })
      .returning({ id: creators.id })
      .get();
    if (!row) {
      queueReapplicationNotice(tx, application, now);
      return "duplicate";
    }
    enqueue(tx, "creator", creatorRecord({ ...application, appliedAt }, context));
    queueMail(tx, { type: "creator_application_received", to: application.email, creatorId: row.id });
    return "created";
  });
}

/**
 * The application-received mail goes out once per creator; a repeat is the team's
 * automation's to answer (CREATOR_WEBHOOK_URL): it emails the address that it applied again, with the application's status. Only the address's owner
 * reads that, never whoever filled in the form.
 */
function queueReapplicationNotice(tx: Executor, application: CreatorApplication, now: Date): void {
  const since = new Date(now.getTime() - REAPPLY_NOTICE_EVERY_MS).toISOString();
  const recent = tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.type, "creator_reapplied"),
        gte(outbox.createdAt, since),
        sql`json_extract(${outbox.payload}, '$.email') = ${application.email}`,
      ),
    )
    .get();
  if (recent) return;
  const existing = tx
    .select({ status: creators.status })
    .from(creators)
    .where(eq(creators.email, application.email))
    .get();
  // Nothing typed into the form goes into this email but the address itself: it reaches
  // someone who may not have sent it.
  enqueue(tx, "creator_reapplied", {
    email: application.email,
    applicationStatus: existing?.status ?? "pending",
    reappliedAt: now.toISOString(),
  });
}

/**
 * Approves an application and returns its one-time set-password link (shown once to the
 * admin as a fallback), mailed to the creator and queued for the team's automation.
 * Approving again issues a fresh link, voids the previous one and mails the new one.
 */
export function approveCreator(id: number, now = clock.now(), audit?: AuditBy): { setPasswordUrl: string } {
  const { token, tokenHash, expiresAt } = issueOneTimeLink(SET_PASSWORD_TTL_MS, now);
  const approvedAt = now.toISOString();
  const language = writeTransaction((tx) => {
    const row = tx
      .update(creators)
      .set({
        status: "approved",
        approvedAt,
        rejectedAt: null,
        setPasswordTokenHash: tokenHash,
        setPasswordExpiresAt: expiresAt,
        updatedAt: approvedAt,
      })
      .where(eq(creators.id, id))
      .returning({ name: creators.name, email: creators.email, language: creators.language })
      .get();
    if (!row) throw new NotFoundError("Creator not found");
    if (audit) recordAudit({ ...audit, action: "creator.approved", object: { type: "creator", id } }, tx, now);
    // The record keeps the token sealed and drops it once delivered (see set-password-links.server.ts).
    enqueue(tx, "creator_approved", approvalRecord({ name: row.name, email: row.email, approvedAt }, token));
    // Each link is its own message (the hash names it without revealing it); the mail module
    // unseals the token when it sends, and skips a link replaced in the meantime.
    queueMail(tx, {
      type: "creator_approved",
      to: row.email,
      creatorId: id,
      data: { sealedToken: sealToken(token, row.email) },
      occurrence: sha256(token).slice(0, 16),
    });
    return row.language;
  });
  return { setPasswordUrl: setPasswordUrl(token, language) };
}

/**
 * Rejects an application (or withdraws an account): its link, password and sessions stop working
 * at once, and the requests the creator had accepted and not yet booked go back to the pool, so
 * none waits on someone who can no longer serve it.
 */
export function rejectCreator(id: number, now = clock.now(), audit?: AuditBy): void {
  const rejectedAt = now.toISOString();
  writeTransaction((tx) => {
    const creator = tx
      .update(creators)
      .set({
        status: "rejected",
        rejectedAt,
        passwordHash: null,
        setPasswordTokenHash: null,
        setPasswordExpiresAt: null,
        updatedAt: rejectedAt,
      })
      .where(eq(creators.id, id))
      .returning({ id: creators.id, name: creators.name })
      .get();
    if (!creator) throw new NotFoundError("Creator not found");
    if (audit) recordAudit({ ...audit, action: "creator.rejected", object: { type: "creator", id } }, tx, now);
    revokeSubject(tx, "creator", String(id), now);
    releaseOpenRequestsOf(tx, creator, "is no longer an approved creator", audit ? authorOf(audit.actor) : "admin");
  });
}

export function listApprovedCreators(): Array<{ id: number; name: string; city: string }> {
  return db()
    .select({ id: creators.id, name: creators.name, city: creators.city })
    .from(creators)
    .where(eq(creators.status, "approved"))
    .orderBy(asc(creators.name))
    .all();
}

/** The approved creator a set-password token belongs to, if the link is still valid. */
function creatorForToken(token: string, now: Date): Creator | undefined {
  if (!looksLikeOneTimeToken(token)) return undefined;
  const creator = db()
    .select()
    .from(creators)
    .where(eq(creators.setPasswordTokenHash, sha256(token)))
    .get();
  const valid =
    creator?.status === "approved" && creator.setPasswordExpiresAt && creator.setPasswordExpiresAt > now.toISOString();
  return valid ? creator : undefined;
}

/** Who a valid link is for (the page greets them); null for an unknown, used or expired link. */
export function setPasswordLink(token: string, now = clock.now()): Pick<CreatorAccount, "name" | "email"> | null {
  const creator = creatorForToken(token, now);
  return creator ? { name: creator.name, email: creator.email } : null;
}

export type SetPasswordResult =
  | { ok: true; email: string; creatorId: number }
  | { ok: false; reason: "invalid-link" | "password-is-email" };

/** Uses a one-time link: stores the argon2id hash and voids the link, exactly once. */
export async function setPassword(token: string, password: string, now = clock.now()): Promise<SetPasswordResult> {
  const creator = creatorForToken(token, now);
  if (!creator) return { ok: false, reason: "invalid-link" };
  if (passwordEqualsEmail(password, creator.email)) return { ok: false, reason: "password-is-email" };
  const passwordHash = await hashPassword(password);
  // Matching on the token hash again makes a concurrent second use of the link change nothing.
  const changed = writeTransaction((tx) => {
    const result = tx
      .update(creators)
      .set({ passwordHash, setPasswordTokenHash: null, setPasswordExpiresAt: null, updatedAt: now.toISOString() })
      .where(and(eq(creators.id, creator.id), eq(creators.setPasswordTokenHash, sha256(token))))
      .run();
    // Sessions opened with the old password end with it.
    if (result.changes === 1) revokeSubject(tx, "creator", String(creator.id), now);
    return result.changes === 1;
  });
  return changed ? { ok: true, email: creator.email, creatorId: creator.id } : { ok: false, reason: "invalid-link" };
}

/**
 * The account for a correct email and password of an approved creator, else null. Unknown
 * emails and accounts that cannot log in are checked against a dummy hash, so the answer
 * takes as long either way.
 */
export async function verifyCredentials(email: string, password: string): Promise<CreatorAccount | null> {
  const creator = db().select().from(creators).where(eq(creators.email, email.trim().toLowerCase())).get();
  const usableHash = creator?.status === "approved" ? creator.passwordHash : null;
  const matches = await passwordMatches(usableHash, password);
  return creator && matches ? account(creator) : null;
}

/** The account behind a session: only while the creator is approved and has a password. */
export function activeCreator(id: number): CreatorAccount | null {
  const creator = db().select().from(creators).where(eq(creators.id, id)).get();
  return creator?.status === "approved" && creator.passwordHash ? account(creator) : null;
}
