import { env } from "~/env.server";

/**
 * The flags every cookie of ours carries: HttpOnly, SameSite=Lax, Secure in production,
 * signed with SESSION_SECRET. Read at first use, never at import (the build imports this).
 */
export function signedCookieOptions(maxAgeSeconds: number) {
  const config = env();
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    maxAge: maxAgeSeconds,
    secure: config.APP_ENV === "production",
    secrets: [config.SESSION_SECRET],
  };
}
