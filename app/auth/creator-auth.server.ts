import { type Cookie, redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { ClientInfo } from "~/auth/admin-auth.server";
import { findSession, openSession, revokeToken } from "~/auth/sessions.server";
import * as clock from "~/clock";
import type { ToastInput } from "~/domain/toast";
import { activeCreator, type CreatorAccount, verifyCredentials } from "~/features/creators/creators.server";
import { signedCookie } from "~/http/cookies.server";
import { ConcurrencyGate, FailureLimiter, sleep } from "~/http/rate-limit.server";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { logger } from "~/logger.server";

/**
 * Creator login: remix-auth's Authenticator with remix-auth-form's FormStrategy checks the
 * email and password; a server-side session (7 days) remembers the creator, its token in a
 * signed cookie. Every request re-reads the account, so a rejected creator is out at once;
 * a new password or a rejection also revokes every session of theirs.
 */

export const CREATOR_COOKIE = "sm_creator";
export const CREATOR_SESSION_SECONDS = 7 * 24 * 60 * 60;

let cookie: Cookie | undefined;
const creatorCookie = () => {
  cookie ??= signedCookie(CREATOR_COOKIE, CREATOR_SESSION_SECONDS);
  return cookie;
};

class InvalidCredentials extends Error {}

const STRATEGY = "creator-form";
let authenticator: Authenticator<CreatorAccount> | undefined;
function creatorAuthenticator(): Authenticator<CreatorAccount> {
  authenticator ??= new Authenticator<CreatorAccount>().use(
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
// One account from one client: 3 free tries, then slower, refused after 10 in 15 minutes.
const byAccountAndClient = new FailureLimiter("creator-login-account-client", {
  windowMs: WINDOW_MS,
  freeAttempts: 3,
  maxAttempts: 10,
});
// One client (several creators may share an office network): more room, same idea.
const byClient = new FailureLimiter("creator-login-client", { windowMs: WINDOW_MS, freeAttempts: 10, maxAttempts: 30 });
// One account from everywhere: slows guesses down but never refuses, so a guesser spread
// over many addresses is slowed without locking out the account's owner.
const byAccount = new FailureLimiter("creator-login-account", {
  windowMs: WINDOW_MS,
  freeAttempts: 5,
  maxAttempts: Number.POSITIVE_INFINITY,
});
// Attempts under way per client (and per account, from a client that has been failing): at
// most 2, for the whole attempt including a failure's slow-down. Only the same client or a
// guesser at the same account waits on these places.
const perClient = new ConcurrencyGate({ perKey: 2, overall: Number.POSITIVE_INFINITY });
// argon2 is the costly part: at most 8 checks run at once, and clients that have been failing
// share 6 of them, so two are always left for a client that has not; more are refused at
// once, not queued. A failure's slow-down is waited out after its check, holding no place here.
const argon2 = new ConcurrencyGate({ perKey: Number.POSITIVE_INFINITY, overall: 8 });
const FAILING_SHARE = 6;

export type LoginOutcome =
  | { ok: true; creator: CreatorAccount; cookie: string }
  | { ok: false; reason: "invalid" | "error" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

export type Credentials = { email: string; password: string };

const limited = (retryAfterSeconds: number): LoginOutcome => ({ ok: false, reason: "limited", retryAfterSeconds });

/**
 * Logs a creator in. Failures count per account and client; on success a fresh session is
 * opened. Only this client's own failures (and its own failures at this account) can refuse
 * a login; failures elsewhere at the account only slow down wrong passwords. The password is
 * checked before any slow-down, so a right one is never kept waiting for others' failures.
 */
export async function logIn(credentials: Credentials, client: Pick<ClientInfo, "address">): Promise<LoginOutcome> {
  const email = credentials.email.trim().toLowerCase();
  const pairKeys = [`${email}|${client.address}`];
  const clientKeys = [`client:${client.address}`];
  const accountKeys = [`email:${email}`];
  const failing = byClient.count(clientKeys[0]) > 0 || byAccountAndClient.count(pairKeys[0]) > 0;

  const leave = perClient.enter(failing ? [...clientKeys, ...accountKeys] : clientKeys);
  if (!leave) return limited(1);
  try {
    const checks = [byAccountAndClient.check(pairKeys), byClient.check(clientKeys), byAccount.check(accountKeys)];
    let delayMs = 0;
    for (const decision of checks) {
      if (!decision.allowed) return limited(decision.retryAfterSeconds);
      delayMs = Math.max(delayMs, decision.delayMs);
    }
    const release = argon2.enter([], failing ? FAILING_SHARE : undefined);
    if (!release) return limited(1);
    // Counted as failures before anything is awaited; forgiven below if the password is right.
    const attempts = [byAccountAndClient.begin(pairKeys), byClient.begin(clientKeys), byAccount.begin(accountKeys)];
    const forgive = () => {
      for (const a of attempts) a.attempt?.succeeded();
    };
    let creator: CreatorAccount;
    try {
      creator = await creatorAuthenticator().authenticate(STRATEGY, asFormRequest(credentials));
    } catch (error) {
      release();
      if (!(error instanceof InvalidCredentials)) {
        forgive();
        logger.error({ err: error }, "creator login failed");
        return { ok: false, reason: "error" };
      }
      // Only a failure pays the slow-down, after its check and out of the argon2 places.
      if (delayMs) await sleep(delayMs);
      return { ok: false, reason: "invalid" };
    }
    release();
    forgive();
    byAccountAndClient.reset(pairKeys);
    // A brand-new session, never one carried over from before the login. Where a creator
    // signs in from is not kept (the privacy policy promises as much).
    return { ok: true, creator, cookie: await sessionCookieFor(creator.id) };
  } finally {
    leave();
  }
}

/** remix-auth's FormStrategy reads a form request; the routes have already read and checked their body. */
function asFormRequest({ email, password }: Credentials): Request {
  return new Request("http://localhost/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
  });
}

export type LoginRefusal = Exclude<LoginOutcome, { ok: true }>;

/** The refusals' words: the page's language on the login form, the English catalogue's for the JSON API. */
export type RefusalWords = {
  loginFailed: ToastInput;
  loginError: ToastInput;
  tooManyAttempts: (retryAfterSeconds: number) => ToastInput;
};

/** The status and message for a refused login; a wrong password and an unknown email read the same. */
export function refusal(
  outcome: LoginRefusal,
  words: RefusalWords,
): { status: 401 | 429 | 503; toast: ToastInput; headers?: HeadersInit } {
  switch (outcome.reason) {
    case "invalid":
      return { status: 401, toast: words.loginFailed };
    case "limited":
      return {
        status: 429,
        toast: words.tooManyAttempts(outcome.retryAfterSeconds),
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      };
    case "error":
      return { status: 503, toast: words.loginError };
  }
}

/**
 * A brand-new session for this creator, as its Set-Cookie header: after a login, and after
 * setting the password from the emailed link (the link proved the creator; a second login
 * straight after would ask again what was just chosen).
 */
export async function sessionCookieFor(creatorId: number): Promise<string> {
  const token = openSession({ kind: "creator", subject: String(creatorId), ttlSeconds: CREATOR_SESSION_SECONDS });
  return creatorCookie().serialize(token);
}

/** The logged-in creator, or null (no cookie, a tampered, ended or expired session, or an account that can no longer log in). */
export async function getCreator(request: Request, now = clock.now()): Promise<CreatorAccount | null> {
  const session = findSession("creator", await creatorCookie().parse(request.headers.get("Cookie")), now);
  return session ? activeCreator(Number(session.subject)) : null;
}

/** The logged-in creator; anyone else is sent to the dashboard's login form, in the page's language. */
export async function requireCreator(request: Request): Promise<CreatorAccount> {
  const creator = await getCreator(request);
  if (!creator) throw redirect(pathInLanguage("/dashboard", languageOfPath(new URL(request.url).pathname)));
  return creator;
}

/** Ends the session on the server and returns the Set-Cookie header that clears the cookie. */
export async function logOut(request: Request): Promise<string> {
  revokeToken(await creatorCookie().parse(request.headers.get("Cookie")));
  return creatorCookie().serialize("", { maxAge: 0 });
}
