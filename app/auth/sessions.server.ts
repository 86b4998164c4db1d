import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { db, preparedPerConnection } from "~/db/client.server";
import { type SessionRow, sessions } from "~/db/schema";

/**
 * Sessions kept on the server: the cookie holds a random token (256 bits) and the database
 * holds its SHA-256, what kind of session it is and whose. A session is valid only for its
 * own kind, until it expires or is revoked (logout, a new password, a rejection, an admin
 * ending it, a new admin token).
 */
export type SessionKind = SessionRow["kind"];

export type SessionInfo = Pick<SessionRow, "id" | "kind" | "subject" | "createdAt" | "lastSeenAt" | "expiresAt">;

type Tx = Pick<ReturnType<typeof db>, "update">;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Last-seen times are refreshed at most this often, so reading a session is not a write each time. */
const TOUCH_EVERY_MS = 60_000;
const KEEP_ENDED_MS = 30 * 24 * 60 * 60 * 1000;

export type NewSession = {
  kind: SessionKind;
  subject: string;
  ttlSeconds: number;
  clientAddress?: string;
  userAgent?: string | null;
};

/** Opens a session and returns the token for its cookie (shown nowhere else, stored only hashed). */
export function openSession(session: NewSession, now = clock.now()): string {
  const token = randomBytes(32).toString("base64url");
  // Rows long past their end are of no use, even as history: drop them as new ones come.
  db()
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date(now.getTime() - KEEP_ENDED_MS).toISOString()))
    .run();
  db()
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      kind: session.kind,
      subject: session.subject,
      clientAddress: session.clientAddress ?? null,
      userAgent: session.userAgent?.slice(0, 200) ?? null,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + session.ttlSeconds * 1000).toISOString(),
    })
    .run();
  return token;
}

/**
 * The live session of that kind a token belongs to, or null. With `idleSeconds`, a session not
 * seen for that long has ended too (staff: 8 h idle within 7 days).
 */
export function findSession(
  kind: SessionKind,
  token: unknown,
  now = clock.now(),
  idleSeconds?: number,
): SessionInfo | null {
  if (typeof token !== "string" || !/^[\w-]{43}$/.test(token)) return null;
  const row = liveSession(db()).get({ tokenHash: sha256(token), kind, now: now.toISOString() });
  if (!row) return null;
  const idleMs = now.getTime() - Date.parse(row.lastSeenAt);
  if (idleSeconds !== undefined && idleMs > idleSeconds * 1000) return null;
  if (idleMs > TOUCH_EVERY_MS) {
    db().update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.id, row.id)).run();
  }
  const { id, subject, createdAt, lastSeenAt, expiresAt } = row;
  return { id, kind: row.kind, subject, createdAt, lastSeenAt, expiresAt };
}

/** Every request of a signed-in person reads its session: the statement is built once per connection. */
const liveSession = preparedPerConnection((executor) =>
  executor
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        eq(sessions.kind, sql.placeholder("kind")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .prepare(),
);

/** Ends the session a token belongs to (logout); an unknown token changes nothing. */
export function revokeToken(token: unknown, now = clock.now()): void {
  if (typeof token !== "string") return;
  db()
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)))
    .run();
}

/** Ends one session of a kind by its id; false when there was no such live session. */
export function revokeSessionById(kind: SessionKind, id: number, now = clock.now()): boolean {
  const result = db()
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.id, id), eq(sessions.kind, kind), isNull(sessions.revokedAt)))
    .run();
  return result.changes === 1;
}

/** Ends every session of one subject, inside the caller's transaction (the handle first, as everywhere). */
export function revokeSubject(tx: Tx, kind: SessionKind, subject: string, now = clock.now()): void {
  tx.update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.kind, kind), eq(sessions.subject, subject), isNull(sessions.revokedAt)))
    .run();
}

export type ActiveSession = Pick<
  SessionRow,
  "id" | "subject" | "clientAddress" | "userAgent" | "createdAt" | "lastSeenAt" | "expiresAt"
>;

/** Live sessions of a kind (of one subject when given), newest first. */
export function activeSessions(kind: SessionKind, subject?: string, now = clock.now()): ActiveSession[] {
  return db()
    .select({
      id: sessions.id,
      subject: sessions.subject,
      clientAddress: sessions.clientAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.kind, kind),
        subject === undefined ? undefined : eq(sessions.subject, subject),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now.toISOString()),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .all();
}
