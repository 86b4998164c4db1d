import { hkdfSync } from "node:crypto";
import { type Cookie, createCookie } from "react-router";
import { env, isDeployed } from "~/env.server";

/**
 * Every cookie of ours: HttpOnly, SameSite=Lax, and on a deployed site (staging or
 * production) Secure with the `__Host-` prefix, which browsers only accept from HTTPS, for
 * the whole site, and never from a sub-domain.
 *
 * Each cookie is signed with its own key, derived from SESSION_SECRET and the cookie's
 * name (HKDF). React Router signs a cookie's value, not its name, so with one shared key the
 * value of one cookie would verify as another (a creator's session sent as the admin's).
 */
export function cookieName(base: string): string {
  return isDeployed(env()) ? `__Host-${base}` : base;
}

export function signingKey(secret: string, name: string): string {
  return Buffer.from(hkdfSync("sha256", secret, "sobremesa-cookie-signing", name, 32)).toString("base64url");
}

/** Created at first use, never at import (the build imports this module). */
export function signedCookie(base: string, maxAgeSeconds: number): Cookie {
  const config = env();
  const name = cookieName(base);
  return createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: maxAgeSeconds,
    secure: isDeployed(config),
    secrets: [signingKey(config.SESSION_SECRET, name)],
  });
}
