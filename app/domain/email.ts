import { z } from "zod";

/** The longest address SMTP carries. */
export const EMAIL_MAX = 254;

/** The shape asked of every address: something@something.tld, with no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The one rule for an email address a traveller or a creator types: trimmed, at most 254
 * characters, something@something.tld with no spaces, stored lower-cased so the same
 * address always matches itself. Every failure carries the form's one message.
 */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX, { error: message })
    .regex(EMAIL_SHAPE, { error: message })
    .toLowerCase();
