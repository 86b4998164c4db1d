import { z } from "zod";

/** The longest address SMTP carries. */
export const EMAIL_MAX = 254;

/**
 * A bare address and nothing else: the HTML Standard's "valid email address" (§4.10.5.1.5, the
 * rule browsers apply to `<input type=email>`), with letters beyond ASCII allowed as RFC 6531
 * allows them, and a dot in the domain. No display name, angle brackets, quotes, comments,
 * commas, spaces or control characters: `x<attacker@evil.example>` is a name and an address,
 * and a mail library reading it would send to the address in the brackets.
 */
const ATEXT = "[\\p{L}\\p{M}\\p{N}.!#$%&'*+/=?^_`{|}~-]";
const LABEL = String.raw`[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?`;
const BARE_ADDRESS = new RegExp(String.raw`^${ATEXT}+@${LABEL}(?:\.${LABEL})+$`, "u");

/** Whether a stored or typed value is one bare address (see BARE_ADDRESS). */
export const isBareEmail = (value: string) => value.length <= EMAIL_MAX && BARE_ADDRESS.test(value);

/**
 * The one rule for an email address a traveller or a creator types: trimmed, at most 254
 * characters, one bare address (something@something.tld), stored lower-cased so the same
 * address always matches itself. Every failure carries the form's one message.
 */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX, { error: message })
    .regex(BARE_ADDRESS, { error: message })
    .toLowerCase();
