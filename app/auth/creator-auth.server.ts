import { type Cookie, redirect } from "react-router";
import { findSession, revokeToken } from "~/auth/sessions.server";
import * as clock from "~/clock";
import { activeCreator, type CreatorAccount } from "~/features/creators/creators.server";
import { signedCookie } from "~/http/cookies.server";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";

/**
 * Which creator a request comes from: a server-side session (7 days) remembers the creator, its
 * token in a signed cookie. Signing in, which opens that session, is sign-in.server.ts's part.
 * Every request re-reads the account, so a rejected creator is out at once; a new password or a
 * rejection also revokes every session of theirs.
 */

export const CREATOR_COOKIE = "sm_creator";
export const CREATOR_SESSION_SECONDS = 7 * 24 * 60 * 60;

let cookie: Cookie | undefined;
export const creatorCookie = () => {
  cookie ??= signedCookie(CREATOR_COOKIE, CREATOR_SESSION_SECONDS);
  return cookie;
};

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
