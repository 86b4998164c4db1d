import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Cookie } from "react-router";
import { type ActiveSession, activeSessions, openSession, revokeToken } from "~/auth/sessions.server";
import * as clock from "~/clock";
import { env } from "~/env.server";
import { signedCookie, signingKey } from "~/http/cookies.server";
import { ConcurrencyGate, FailureLimiter, sleep } from "~/http/rate-limit.server";

/** A session opened with the admin token lasts 8 hours, checked on the server (a kept cookie is not enough). */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;
/** A staff member's session: 7 days at most, and 8 hours without a request end it too (staff-auth.server.ts). */
export const STAFF_SESSION_SECONDS = 7 * 24 * 60 * 60;
export const ADMIN_COOKIE = "sm_admin";

/**
 * Constant-time comparison with the configured ADMIN_TOKEN. Both sides are hashed first
 * so the comparison takes the same time whatever the lengths.
 */
export function isAdminToken(candidate: string | null | undefined): boolean {
  if (!candidate) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(candidate), digest(env().ADMIN_TOKEN));
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match ? match[1].trim() : null;
}

/**
 * Admin sessions are bound to the admin token they were opened with (a keyed hash of it,
 * never the token): rotating ADMIN_TOKEN ends every admin session.
 */
export function adminSubject(): string {
  const config = env();
  return createHmac("sha256", signingKey(config.SESSION_SECRET, "admin-token-binding"))
    .update(config.ADMIN_TOKEN)
    .digest("base64url");
}

let cookie: Cookie | undefined;
/** One cookie for every admin-area session (the token's and each staff member's); the row says whose. */
export const adminCookie = () => {
  cookie ??= signedCookie(ADMIN_COOKIE, STAFF_SESSION_SECONDS);
  return cookie;
};

export type ClientInfo = { address: string; userAgent?: string | null };

/** Opens a token session (before the first owner exists) and returns its Set-Cookie header. */
export async function openAdminSession(client: ClientInfo, now = clock.now()): Promise<string> {
  const token = openSession(
    {
      kind: "admin",
      subject: adminSubject(),
      ttlSeconds: ADMIN_SESSION_SECONDS,
      clientAddress: client.address,
      userAgent: client.userAgent,
    },
    now,
  );
  return adminCookie().serialize(token, { maxAge: ADMIN_SESSION_SECONDS });
}

/** Ends the request's admin session on the server and returns the Set-Cookie header that clears it. */
export async function endAdminSession(request: Request): Promise<string> {
  revokeToken(await adminCookie().parse(request.headers.get("Cookie")));
  return adminCookie().serialize("", { maxAge: 0 });
}

/** The admin sessions that still hold (opened with the current admin token). */
export function liveAdminSessions(): ActiveSession[] {
  return activeSessions("admin", adminSubject());
}

// Wrong tokens per client: 5 free, then slowed down, refused after 20 in 15 minutes.
const limiter = new FailureLimiter("admin-login", { windowMs: 15 * 60 * 1000, freeAttempts: 5, maxAttempts: 20 });
// Wrong tokens waiting out their slow-down: at most 2 per client, 16 in all; more are refused
// at once. A right token never waits here (see checkAdminToken).
const gate = new ConcurrencyGate({ perKey: 2, overall: 16 });

export type TokenCheck = { ok: true } | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

/** The answer to a wrong token, and to none at all. */
export const UNAUTHORISED: TokenCheck = { ok: false, status: 401, message: "Invalid admin token" };
const tooMany = (retryAfterSeconds: number): TokenCheck => ({
  ok: false,
  status: 429,
  message: `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
  retryAfterSeconds,
});

/**
 * Checks a typed or sent token for one client. The token is compared first (constant time,
 * a hash: nothing worth bounding), so a right one is never turned away because other clients
 * are failing: only this client's own failures can refuse it. A wrong one is counted before
 * anything is awaited (parallel guesses meet the limit too), then pays the slow-down, and
 * only wrong ones take a place in the gate. Never logs the token.
 */
export async function checkAdminToken(token: string, client: string): Promise<TokenCheck> {
  const keys = [`admin:${client}`];
  if (isAdminToken(token)) {
    const own = limiter.check(keys);
    if (!own.allowed) return tooMany(own.retryAfterSeconds);
    limiter.reset(keys);
    return { ok: true };
  }
  const decision = limiter.begin(keys);
  if (!decision.allowed) return tooMany(decision.retryAfterSeconds);
  if (!decision.delayMs) return UNAUTHORISED;
  const release = gate.enter(keys);
  if (!release) return tooMany(1);
  try {
    await sleep(decision.delayMs);
    return UNAUTHORISED;
  } finally {
    release();
  }
}
