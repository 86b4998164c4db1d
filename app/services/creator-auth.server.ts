import { createCookieSessionStorage, redirect, type SessionStorage } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { CREATOR_TOASTS, tooManyAttempts } from "~/domain/creator-toasts";
import type { ToastInput } from "~/domain/toast";
import { logger } from "~/logger.server";
import { signedCookieOptions } from "~/services/cookies.server";
import { activeCreator, type CreatorAccount, type CreatorLogin, verifyCredentials } from "./creators.server";
import { FailureLimiter, sleep } from "./rate-limit.server";

/**
 * Creator login: remix-auth's Authenticator with remix-auth-form's FormStrategy checks the
 * email and password; a signed cookie session (7 days) remembers the creator. Every request
 * re-reads the account, so a rejected creator, or one who has since chosen a new password,
 * is logged out at once.
 */

export const CREATOR_COOKIE = "sm_creator";
export const CREATOR_SESSION_SECONDS = 7 * 24 * 60 * 60;

type CreatorSession = { creatorId: number; issuedAt: number; passwordStamp: string };

let storage: SessionStorage<CreatorSession> | undefined;
function sessions(): SessionStorage<CreatorSession> {
  storage ??= createCookieSessionStorage<CreatorSession>({
    cookie: { name: CREATOR_COOKIE, ...signedCookieOptions(CREATOR_SESSION_SECONDS) },
  });
  return storage;
}

class InvalidCredentials extends Error {}

const STRATEGY = "creator-form";
let authenticator: Authenticator<CreatorLogin> | undefined;
function creatorAuthenticator(): Authenticator<CreatorLogin> {
  authenticator ??= new Authenticator<CreatorLogin>().use(
    new FormStrategy(async ({ form }) => {
      const creator = await verifyCredentials(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
      if (!creator) throw new InvalidCredentials();
      return creator;
    }),
    STRATEGY,
  );
  return authenticator;
}

const WINDOW_MS = 15 * 60 * 1000;
// One account: 3 free tries, then slower, refused after 10 in 15 minutes.
const byEmail = new FailureLimiter({ windowMs: WINDOW_MS, freeAttempts: 3, maxAttempts: 10 });
// One client (several creators may share an office network): more room, same idea.
const byClient = new FailureLimiter({ windowMs: WINDOW_MS, freeAttempts: 10, maxAttempts: 30 });

export type LoginOutcome =
  | { ok: true; creator: CreatorAccount; cookie: string }
  | { ok: false; reason: "invalid" | "error" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Logs a creator in from a form request (email, password) whose body has not been read.
 * Failures count per email and per client; on success a fresh session is issued.
 */
export async function logIn(request: Request, email: string, clientAddress: string): Promise<LoginOutcome> {
  const emailKeys = [`email:${email.trim().toLowerCase()}`];
  const clientKeys = [`client:${clientAddress}`];
  const decisions = [byEmail.check(emailKeys), byClient.check(clientKeys)];
  let delayMs = 0;
  for (const decision of decisions) {
    if (!decision.allowed) return { ok: false, reason: "limited", retryAfterSeconds: decision.retryAfterSeconds };
    delayMs = Math.max(delayMs, decision.delayMs);
  }
  if (delayMs) await sleep(delayMs);
  try {
    const { passwordStamp, ...creator } = await creatorAuthenticator().authenticate(STRATEGY, request);
    byEmail.reset(emailKeys);
    // A brand-new session, never one carried over from before the login.
    const session = await sessions().getSession();
    session.set("creatorId", creator.id);
    session.set("issuedAt", Date.now());
    session.set("passwordStamp", passwordStamp);
    return { ok: true, creator, cookie: await sessions().commitSession(session) };
  } catch (error) {
    if (error instanceof InvalidCredentials) {
      byEmail.fail(emailKeys);
      byClient.fail(clientKeys);
      return { ok: false, reason: "invalid" };
    }
    logger.error({ err: error }, "creator login failed");
    return { ok: false, reason: "error" };
  }
}

export type LoginRefusal = Exclude<LoginOutcome, { ok: true }>;

/** The status and message for a refused login; a wrong password and an unknown email read the same. */
export function refusal(outcome: LoginRefusal): { status: 401 | 429 | 503; toast: ToastInput; headers?: HeadersInit } {
  switch (outcome.reason) {
    case "invalid":
      return { status: 401, toast: CREATOR_TOASTS.loginFailed };
    case "limited":
      return {
        status: 429,
        toast: tooManyAttempts(outcome.retryAfterSeconds),
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      };
    case "error":
      return { status: 503, toast: CREATOR_TOASTS.loginError };
  }
}

/** The logged-in creator, or null (no cookie, a tampered or old one, a replaced password, or an account that can no longer log in). */
export async function getCreator(request: Request, now = Date.now()): Promise<CreatorAccount | null> {
  const session = await sessions().getSession(request.headers.get("Cookie"));
  const creatorId = session.get("creatorId");
  const issuedAt = session.get("issuedAt");
  const passwordStamp = session.get("passwordStamp");
  if (typeof creatorId !== "number" || typeof issuedAt !== "number" || typeof passwordStamp !== "string") return null;
  if (issuedAt > now || now - issuedAt >= CREATOR_SESSION_SECONDS * 1000) return null;
  return activeCreator(creatorId, passwordStamp);
}

/** The logged-in creator; anyone else is sent to the dashboard's login form. */
export async function requireCreator(request: Request): Promise<CreatorAccount> {
  const creator = await getCreator(request);
  if (!creator) throw redirect("/dashboard");
  return creator;
}

/** The Set-Cookie header that ends the session. */
export async function logOut(request: Request): Promise<string> {
  return sessions().destroySession(await sessions().getSession(request.headers.get("Cookie")));
}
