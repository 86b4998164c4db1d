import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "~/env.server";

/**
 * Sealing for what must rest in the database but must not be usable from a copy of it (a
 * private link, a document that carries one): AES-256-GCM under a key derived from
 * SESSION_SECRET for one purpose, optionally bound to a context (the email or booking it
 * belongs to), so a sealed value cannot be replayed under another purpose or owner.
 */

export type Sealed = { iv: Buffer; data: Buffer; tag: Buffer };

/** Changing SESSION_SECRET, or a value sealed for another purpose or context, makes it unreadable. */
export class UnreadableSealError extends Error {}

const keyFor = (purpose: string) => Buffer.from(hkdfSync("sha256", env().SESSION_SECRET, "", purpose, 32));

export function seal(plain: Buffer, purpose: string, context = ""): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, data, tag: cipher.getAuthTag() };
}

export function unseal(sealed: Sealed, purpose: string, context = ""): Buffer {
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), sealed.iv);
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(sealed.tag);
    return Buffer.concat([decipher.update(sealed.data), decipher.final()]);
  } catch {
    throw new UnreadableSealError(`A value sealed for ${purpose} could not be opened`);
  }
}

/** One buffer (iv, tag, data) for a blob column. */
export const sealToBuffer = (plain: Buffer, purpose: string, context = ""): Buffer => {
  const { iv, data, tag } = seal(plain, purpose, context);
  return Buffer.concat([iv, tag, data]);
};

export const unsealBuffer = (stored: Buffer, purpose: string, context = ""): Buffer =>
  unseal({ iv: stored.subarray(0, 12), tag: stored.subarray(12, 28), data: stored.subarray(28) }, purpose, context);
