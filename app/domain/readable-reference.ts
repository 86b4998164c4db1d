/**
 * The booking's reference as a traveller reads it out on the phone: "SBM-7KQ3-XD9" (decision
 * 0039). Upper case, grouped, from an alphabet without the characters people mix up aloud or on
 * paper (I/1/L, O/0, and U/V). It identifies a booking, it is not a secret: the private trip link
 * is the secret, and the lost-link form mails that link only to the address on record.
 * Pure: the caller brings the random bytes (crypto in the service, fixed ones in tests).
 */
export const READABLE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
const READABLE_PREFIX = "SBM";
/** 30^7 ≈ 2.2·10^10 codes: a clash is retried by the insert (the column is unique). */
export const READABLE_LENGTH = 7;

const GROUPS = [4, 3] as const;
const CODE = new RegExp(`^(?:${READABLE_PREFIX})?([${READABLE_ALPHABET}]{${READABLE_LENGTH}})$`);

function grouped(code: string): string {
  return `${READABLE_PREFIX}-${code.slice(0, GROUPS[0])}-${code.slice(GROUPS[0])}`;
}

/** A new code from at least 7 random bytes (byte mod 30: the small bias does not matter for an identifier). */
export function readableReference(bytes: Uint8Array): string {
  if (bytes.length < READABLE_LENGTH) throw new Error(`readableReference needs ${READABLE_LENGTH} random bytes`);
  const code = Array.from(bytes.slice(0, READABLE_LENGTH), (b) => READABLE_ALPHABET[b % READABLE_ALPHABET.length]);
  return grouped(code.join(""));
}

/**
 * What a person typed, in the stored form, or null when it is not a readable reference: any
 * case, with or without the prefix, dashes or spaces ("sbm 7kq3xd9" → "SBM-7KQ3-XD9").
 */
export function normalizeReadableReference(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s\-–—_.]/g, "");
  const match = CODE.exec(compact);
  return match ? grouped(match[1]) : null;
}

export function looksLikeReadableReference(typed: string): boolean {
  return normalizeReadableReference(typed) !== null;
}
