import { createHash, timingSafeEqual } from "node:crypto";
import { createCookieSessionStorage, type SessionStorage } from "react-router";
import { ADMIN_TOASTS } from "~/domain/admin";
import { env } from "~/env.server";
import { signedCookieOptions } from "~/services/cookies.server";
import { FailureLimiter, sleep } from "./rate-limit.server";
import { redirectWithToast } from "./toast.server";

/** An admin session lasts 8 hours, checked on the server too (a kept cookie is not enough). */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;
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

type AdminSession = { issuedAt: number };

let storage: SessionStorage<AdminSession> | undefined;
function adminSessions(): SessionStorage<AdminSession> {
  storage ??= createCookieSessionStorage<AdminSession>({
    cookie: { name: ADMIN_COOKIE, ...signedCookieOptions(ADMIN_SESSION_SECONDS) },
  });
  return storage;
}

/** Whether the request carries a signed admin session younger than 8 hours. */
export async function hasAdminSession(request: Request, now = Date.now()): Promise<boolean> {
  const session = await adminSessions().getSession(request.headers.get("Cookie"));
  const issuedAt = session.get("issuedAt");
  return typeof issuedAt === "number" && issuedAt <= now && now - issuedAt < ADMIN_SESSION_SECONDS * 1000;
}

/** The Set-Cookie header of a new admin session (exported for tests that need an old one). */
export async function adminSessionCookie(issuedAt = Date.now()): Promise<string> {
  const session = await adminSessions().getSession();
  session.set("issuedAt", issuedAt);
  return adminSessions().commitSession(session);
}

export async function endAdminSession(request: Request): Promise<string> {
  return adminSessions().destroySession(await adminSessions().getSession(request.headers.get("Cookie")));
}

/**
 * For state-changing admin forms: without a live session the request goes back to the
 * page's gate with the authentication error, and nothing changes.
 */
export async function requireAdmin(request: Request): Promise<void> {
  if (await hasAdminSession(request)) return;
  throw await redirectWithToast(new URL(request.url).pathname, ADMIN_TOASTS.authFailed(401, "Invalid admin token"));
}

// Wrong tokens per client: 5 free, then slowed down, refused after 20 in 15 minutes.
const limiter = new FailureLimiter({ windowMs: 15 * 60 * 1000, freeAttempts: 5, maxAttempts: 20 });

export type TokenCheck = { ok: true } | { ok: false; status: 401 | 429; message: string };

const UNAUTHORISED: TokenCheck = { ok: false, status: 401, message: "Invalid admin token" };

/** Checks a typed or sent token for one client, counting and slowing down failures. Never logs it. */
export async function checkAdminToken(token: string, client: string): Promise<TokenCheck> {
  const keys = [`admin:${client}`];
  const decision = limiter.check(keys);
  if (!decision.allowed) {
    return {
      ok: false,
      status: 429,
      message: `Too many attempts. Try again in ${decision.retryAfterSeconds} seconds.`,
    };
  }
  if (decision.delayMs) await sleep(decision.delayMs);
  if (isAdminToken(token)) {
    limiter.reset(keys);
    return { ok: true };
  }
  limiter.fail(keys);
  return UNAUTHORISED;
}

/**
 * For the admin JSON and CSV endpoints: a valid `Authorization: Bearer` token or a live
 * admin session, else a 401 `{error: 'Invalid admin token'}` (429 after repeated wrong
 * tokens from one client). Resolves to null when the request may go on — await it.
 */
export async function requireAdminApi(request: Request, client = "unknown"): Promise<Response | null> {
  const token = bearerToken(request);
  if (token === null && (await hasAdminSession(request))) return null;
  // Only a wrong token counts against the client; a missing one is simply refused.
  const check: TokenCheck = token === null ? UNAUTHORISED : await checkAdminToken(token, client);
  if (check.ok) return null;
  return Response.json(
    { error: check.message },
    { status: check.status, headers: { "Cache-Control": "no-store", "WWW-Authenticate": "Bearer" } },
  );
}
