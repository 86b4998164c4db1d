import type { OutboxType } from "~/db/schema";
import { env } from "~/env.server";
import { DEFAULT_LANGUAGE, type Language, pathInLanguage } from "~/i18n/languages";
import { seal, UnreadableSealError, unseal } from "~/platform/sealed-box.server";

/**
 * Set-password links never rest in the database in clear. The creator row keeps only the
 * token's SHA-256. The outbox record that carries the link to the team's automation keeps
 * the token sealed (AES-256-GCM, under a key derived from SESSION_SECRET and bound to the
 * creator's email); the link is built when the record is sent, and the sealed token is
 * dropped from the record as soon as it is delivered. A copy or backup of the database
 * therefore never holds a usable link, and once delivered holds none at all.
 */

const VERSION = "v1";
const PURPOSE = "sobremesa outbox set-password link";

/** The link opens the page in the creator's language (the team's automation gets the English one). */
export const setPasswordUrl = (token: string, language: Language = DEFAULT_LANGUAGE) =>
  `${env().PUBLIC_URL}${pathInLanguage("/set-password", language)}?token=${token}`;

export function sealToken(token: string, email: string): string {
  const { iv, data, tag } = seal(Buffer.from(token, "utf8"), PURPOSE, email);
  return [VERSION, ...[iv, data, tag].map((part) => part.toString("base64url"))].join(".");
}

export class UnreadableLinkError extends Error {}

export function openToken(sealed: string, email: string): string {
  const [version, iv, data, tag] = sealed.split(".");
  // Changing SESSION_SECRET before delivery makes the sealed token unreadable: approving again issues a new link.
  const unreadable = new UnreadableLinkError("Set-password link can no longer be read; approve the creator again");
  if (version !== VERSION || !iv || !data || !tag) throw unreadable;
  const part = (value: string) => Buffer.from(value, "base64url");
  try {
    return unseal({ iv: part(iv), data: part(data), tag: part(tag) }, PURPOSE, email).toString("utf8");
  } catch (error) {
    if (error instanceof UnreadableSealError) throw unreadable;
    throw error;
  }
}

type Approval = { name: string; email: string; approvedAt: string };

/** The outbox record of an approval, as stored: the token sealed, no link. */
export function approvalRecord(approval: Approval, token: string): Record<string, unknown> {
  return { ...approval, sealedToken: sealToken(token, approval.email) };
}

/** The body the automation receives for a record; an approval's link is built now, never stored. */
export function outgoingPayload(type: OutboxType, payload: unknown): unknown {
  if (type !== "creator_approved") return payload;
  const { sealedToken, ...record } = payload as Approval & { sealedToken?: unknown };
  if (typeof sealedToken !== "string") throw new UnreadableLinkError("Set-password link missing from the record");
  const { name, email, approvedAt } = record;
  // Whatever else the record carries (its type) goes along; the link sits where the automation expects it.
  return { ...record, name, email, setPasswordUrl: setPasswordUrl(openToken(sealedToken, email)), approvedAt };
}

/** The record as kept after delivery: an approval loses its sealed token. */
export function deliveredPayload(type: OutboxType, payload: unknown): unknown {
  if (type !== "creator_approved") return payload;
  const { sealedToken: _delivered, ...kept } = payload as Record<string, unknown>;
  return kept;
}
