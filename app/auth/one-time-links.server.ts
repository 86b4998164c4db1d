import { createHash, randomBytes } from "node:crypto";

/**
 * The one-time link mechanism shared by creators' set-password links and the team's
 * invitations and password resets: a random token (256 bits) goes out in the link, the row
 * keeps only its SHA-256 and an expiry, and using it matches on that hash, so a second use
 * changes nothing. The token travels to the mailer sealed (set-password-links.server.ts).
 */

const newOneTimeToken = (): string => randomBytes(32).toString("base64url");

export const oneTimeTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Only a value shaped like a token is looked up at all. */
export const looksLikeOneTimeToken = (token: string): boolean => /^[\w-]{20,100}$/.test(token);

export type IssuedLink = { token: string; tokenHash: string; expiresAt: string };

/** A fresh token with its hash and expiry, ready to store (hash and expiry) and send (token). */
export function issueOneTimeLink(ttlMs: number, now: Date): IssuedLink {
  const token = newOneTimeToken();
  return { token, tokenHash: oneTimeTokenHash(token), expiresAt: new Date(now.getTime() + ttlMs).toISOString() };
}

/** Whether a stored link's expiry is still ahead of `now`. */
export const linkStillValid = (expiresAt: string | null, now: Date): boolean =>
  expiresAt !== null && expiresAt > now.toISOString();
