import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";

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

/** For the admin JSON endpoints: a valid Bearer token (the admin issue adds the admin session). */
export function requireAdminApi(request: Request): Response | null {
  if (isAdminToken(bearerToken(request))) return null;
  return Response.json({ error: "Invalid admin token" }, { status: 401 });
}
