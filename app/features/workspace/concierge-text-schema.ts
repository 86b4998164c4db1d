import { z } from "zod";
import { PLAIN_TEXT_MESSAGE, plainLines, textLines } from "~/domain/plain-text";
import { DECLINE_MAX_LENGTH } from "~/features/payments/confirmed-requests";

/**
 * The free text the concierge writes outside the booking's own forms: internal notes, the
 * reason given for a cancellation or a move (stored in the history), and the message a
 * declined traveller is emailed. The same rule as every other field (plain-text.ts): several
 * lines allowed, nothing hidden, so a U+202E or a stray control character is refused with a
 * message rather than stored. The admin pages and the JSON API speak English; each caller
 * passes its own wording for length.
 */

/** The longest internal note; the workspace's textarea says the same. */
const NOTE_MAX_LENGTH = 2000;
/** The longest reason kept in a booking's history beside a cancellation or a move. */
const HISTORY_NOTE_MAX_LENGTH = 500;

/** An internal note on the workspace: required; its messages in the team member's language. */
export const conciergeNoteSchemaFor = (messages: { write: string; tooLong: string; plainText: string }) =>
  z.object({
    body: plainLines(
      textLines(messages.write).trim().min(1, messages.write).max(NOTE_MAX_LENGTH, messages.tooLong),
      messages.plainText,
    ),
  });

/** The longest note, for the messages that state it. */
export const NOTE_MAX = NOTE_MAX_LENGTH;

/** The optional reason stored in the history with a cancellation or a move. */
export const historyNote = (tooLong = `Use at most ${HISTORY_NOTE_MAX_LENGTH} characters`) =>
  plainLines(textLines().trim().max(HISTORY_NOTE_MAX_LENGTH, tooLong), PLAIN_TEXT_MESSAGE).optional();

/** The words a declined traveller is emailed: required. */
export const declineMessage = plainLines(
  textLines("Write a message to the traveller")
    .trim()
    .min(1, "Write a message to the traveller")
    .max(DECLINE_MAX_LENGTH, `Use at most ${DECLINE_MAX_LENGTH} characters`),
  PLAIN_TEXT_MESSAGE,
);
