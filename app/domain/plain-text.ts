import { z } from "zod";

/**
 * The one rule for free text people type (names, restaurants, notes, tips, cities): plain text
 * only. Control characters and bidirectional controls show nothing themselves but change what
 * the text around them shows: a line break ends a calendar line early (iCalendar, RFC 5545
 * §3.3.11, allows no control character in TEXT but HTAB), a U+202E reverses the rest of a line
 * in a PDF, an admin table or an export (Unicode's "Trojan Source" report, CVE-2021-42574).
 * Forms refuse them with a message; text already stored is cleaned where it is rendered.
 */

/**
 * The bidirectional controls (Unicode UAX #9, table 4): the embeddings and overrides
 * U+202A–U+202E, the isolates U+2066–U+2069, and the marks LRM U+200E, RLM U+200F, ALM U+061C.
 */
const BIDI = "\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069";

/**
 * Any control character (C0, DEL, C1), line or paragraph separator, bidirectional control, or
 * half of a surrogate pair (JSON can carry one; no font or file format can show it).
 */
const HIDDEN = new RegExp(`[\\p{Cc}\\p{Cs}\\u2028\\u2029${BIDI}]`, "u");
const HIDDEN_ALL = new RegExp(HIDDEN.source, "gu");
/** The same, but a line feed is text in a note. */
const HIDDEN_BUT_NEWLINE = new RegExp(`(?!\\n)${HIDDEN.source}`, "gu");

/** A textarea posts its line breaks as CRLF (HTML's form submission rules); stored and rendered as LF. */
export const normaliseLineBreaks = (value: string) => value.replace(/\r\n?|[\u2028\u2029]/g, "\n");

/** One line of plain text: no control, separator or bidirectional character at all. */
export const isPlainText = (value: string) => !HIDDEN.test(value);

/** Several lines of plain text: line feeds allowed (after `normaliseLineBreaks`), nothing else hidden. */
export const isPlainMultilineText = (value: string) => !HIDDEN.test(value.replaceAll("\n", ""));

/**
 * Stored text as it may be shown: every hidden character removed (line breaks kept, as LF, for
 * several lines), so a row written before this rule, or by hand, cannot break a file or turn a
 * template's words around.
 */
export function shownText(value: unknown, { multiline = false } = {}): string {
  const text = typeof value === "string" ? value : value === null || value === undefined ? "" : String(value);
  return multiline
    ? normaliseLineBreaks(text).replace(HIDDEN_BUT_NEWLINE, "")
    : text.replace(/\r\n?|\n|[\u2028\u2029]/g, " ").replace(HIDDEN_ALL, "");
}

/** A form's message for text that is not plain, in English (each catalog says it in its language). */
export const PLAIN_TEXT_MESSAGE = "Remove the hidden formatting characters (direction or control marks) from this text";

/** The rule on a single-line field: `plainLine(z.string().trim().max(80), message)`. */
export const plainLine = (schema: z.ZodString, message: string) => schema.refine(isPlainText, { error: message });

/**
 * A field of several lines (a textarea): its line breaks are made LF first, so the length is
 * counted as the person sees it. Chain `.trim().max(…)` and then `plainLines`.
 */
export const textLines = (error?: string) => z.string(error ? { error } : undefined).overwrite(normaliseLineBreaks);

/** The rule on a field of several lines: line feeds allowed, nothing else hidden. */
export const plainLines = (schema: z.ZodString, message: string) =>
  schema.refine(isPlainMultilineText, { error: message });

/**
 * "1 booking", "2 bookings", "0 bookings": a count and its noun as English writes them, for the
 * English-only team screens (the traveller's pages count through i18next's plural rules).
 */
export const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;
