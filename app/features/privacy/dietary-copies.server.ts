import { and, eq, inArray, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { BUSY_TIMEOUT_MS, db, type Executor, isReplicated } from "~/db/client.server";
import { itineraries, mailMessages, outbox } from "~/db/schema";
import { dietarySummary } from "~/features/preferences/dietary-summary.server";
import { dietaryLine } from "~/features/preferences/mail/preferences-received";
import { fixedT } from "~/i18n/i18n.server";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { toPlainText } from "~/platform/mail/deliver-mail.server";
import { enqueue } from "~/platform/outbox/outbox.server";

/**
 * Erasing dietary answers reaches every copy of them, not only their row (decision 0028). The
 * copies the app makes itself are the "preferences received" emails kept in `mail_messages`:
 * their dietary paragraph is blanked, whatever it said. Text copied by people (a concierge's
 * note, a dish tip, a creator's suggestion, and from there the itinerary as sent, its PDF and
 * the outbox records that carried it) is found by the traveller's own words, verbatim, and
 * replaced. The connection writes with `secure_delete` on (db/client.server.ts), so what is
 * replaced is overwritten in the file too; `checkpointAfterErasure` then empties the WAL.
 */

/** What a copy says where the answers were. */
const DIETARY_REMOVED = "[dietary needs removed]";

/**
 * Words shorter than this are too likely to be someone else's ("fish" in "fish of the day") to
 * be replaced wherever they appear; the email's paragraph is blanked whatever its length.
 */
const MIN_VERBATIM = 8;

export type DietaryAnswersRow = { needs: string[]; other: string };

/** React's escaping of text in HTML (react-dom's escapeTextForBrowser), as the email's copy holds it. */
const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The marker as an erased email's HTML holds it: a preferences email without it is not erased yet. */
export const REMOVED_IN_HTML = escapeHtml(DIETARY_REMOVED);

const MARKED_PARAGRAPH = /(<p\b[^>]*\bdata-erasable="dietary"[^>]*>)[^<]*(<\/p>)/g;

/** A catalog's words, or null when its language is not loaded in this process (see loadAllLanguages). */
function loaded<T>(words: () => T): T | null {
  try {
    return words();
  } catch {
    return null;
  }
}

/** Copies kept before the paragraph was marked: the paragraph after the "Dietary needs" heading, in each language. */
const legacyParagraphs = () =>
  LANGUAGES.flatMap((language: Language) => {
    const heading = loaded(() => fixedT(language, "mail")("preferences.dietary"));
    if (heading === null) return [];
    return [new RegExp(`(<h2\\b[^>]*>${escapeRegExp(escapeHtml(heading))}</h2>\\s*<p\\b[^>]*>)[^<]*(</p>)`, "g")];
  });

/** The words of the answers that a copy may hold: the email's line of them, and the free text. */
function dietaryPhrases(language: Language, answers: DietaryAnswersRow): string[] {
  const line = loaded(() => dietaryLine(dietarySummary(language, answers)));
  const phrases = [line ?? "", answers.other.trim()];
  return [...new Set(phrases)].filter((phrase) => phrase.length >= MIN_VERBATIM).sort((a, b) => b.length - a.length);
}

const replaceAll = (text: string, phrases: string[]) =>
  phrases.reduce((out, phrase) => out.replaceAll(phrase, DIETARY_REMOVED), text);

/** Every string inside a JSON value, replaced; the same value back when nothing changed. */
function replaceInJson(value: unknown, phrases: string[]): unknown {
  if (typeof value === "string") return replaceAll(value, phrases);
  if (Array.isArray(value)) return value.map((item) => replaceInJson(item, phrases));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceInJson(item, phrases)]));
  }
  return value;
}
const jsonChanged = (before: unknown, after: unknown) => JSON.stringify(before) !== JSON.stringify(after);

/** A stored email with its dietary paragraph blanked (for the preferences email) and the phrases replaced. */
function erasedMail(
  copy: { type: string; subject: string; html: string; text: string },
  phrases: string[],
): { subject: string; html: string; text: string } {
  let html = copy.html;
  if (copy.type === "preferences_received") {
    const removed = escapeHtml(DIETARY_REMOVED);
    html = html.replace(MARKED_PARAGRAPH, `$1${removed}$2`);
    for (const legacy of legacyParagraphs()) html = html.replace(legacy, `$1${removed}$2`);
  }
  html = replaceAll(html, phrases.map(escapeHtml));
  html = replaceAll(html, phrases);
  // The plain-text twin is made from the HTML, as when the message was sent.
  const text = replaceAll(html === copy.html ? copy.text : toPlainText(html), phrases);
  return { subject: replaceAll(copy.subject, phrases), html, text };
}

/** The booking's stored emails: the preferences email's paragraph blanked, the phrases replaced. */
function eraseFromMail(tx: Executor, bookingId: number, phrases: string[], onlyPreferences: boolean): void {
  const copies = tx
    .select()
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.bookingId, bookingId),
        onlyPreferences ? eq(mailMessages.type, "preferences_received") : undefined,
      ),
    )
    .all();
  for (const copy of copies) {
    const erased = erasedMail(copy, phrases);
    if (erased.html === copy.html && erased.text === copy.text && erased.subject === copy.subject) continue;
    tx.update(mailMessages).set(erased).where(eq(mailMessages.id, copy.id)).run();
  }
}

/** The text columns people write in, of tables that belong to a booking (each has `booking_id`). */
const TYPED_COPIES = [
  ["booking_events", "note"],
  ["booking_notes", "body"],
  ["recommendations", "restaurant_name"],
  ["recommendations", "dish_suggestion"],
  ["reservations", "restaurant_name"],
  ["reservations", "address"],
  ["reservations", "table_name"],
  ["reservations", "confirmation_code"],
  ["reservations", "dish_tips"],
  ["reservations", "traveller_note"],
  ["outbox", "last_error"],
] as const;

function eraseFromTypedText(tx: Executor, bookingId: number, phrases: string[]): void {
  for (const [table, column] of TYPED_COPIES) {
    const name = sql.identifier(column);
    for (const phrase of phrases) {
      tx.run(
        sql`update ${sql.identifier(table)} set ${name} = replace(${name}, ${phrase}, ${DIETARY_REMOVED})
            where booking_id = ${bookingId} and instr(${name}, ${phrase}) > 0`,
      );
    }
  }
}

/** The outbox records of the booking (a mail's data, an update's changes) with the phrases replaced. */
function eraseFromOutbox(tx: Executor, bookingId: number, phrases: string[]): void {
  for (const record of tx
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId))
    .all()) {
    const payload = replaceInJson(record.payload, phrases);
    if (jsonChanged(record.payload, payload)) tx.update(outbox).set({ payload }).where(eq(outbox.id, record.id)).run();
  }
}

/**
 * Stores an itinerary's document with something erased from it, and drops its PDF, which still
 * holds what was erased (rendered again from the document, or never if nobody may open it).
 */
export function storeItineraryWithoutPdf(
  tx: Executor,
  itineraryId: number,
  document: (typeof itineraries.$inferSelect)["document"],
  at: string,
): void {
  tx.update(itineraries)
    .set({
      document,
      pdfSealed: null,
      pdfVersion: null,
      pdfSha256: null,
      pdfBytes: null,
      renderedAt: null,
      updatedAt: at,
    })
    .where(eq(itineraries.id, itineraryId))
    .run();
}

/**
 * The itinerary as sent, with the phrases replaced. Its PDF printed them too: it is dropped and
 * rendered again from the corrected document (the render job's email was sent already, so the
 * outbox's key for it lets nothing go out again).
 */
function eraseFromItinerary(tx: Executor, bookingId: number, phrases: string[]): void {
  const row = tx.select().from(itineraries).where(eq(itineraries.bookingId, bookingId)).get();
  if (!row) return;
  const document = replaceInJson(row.document, phrases) as typeof row.document;
  if (!jsonChanged(row.document, document)) return;
  const at = clock.now().toISOString();
  storeItineraryWithoutPdf(tx, row.id, document, at);
  enqueue(tx, "itinerary", { bookingId, version: row.version, mail: "itinerary_ready" }, bookingId, {
    dedupeKey: `itinerary:${bookingId}:v${row.version}:erased:${at}`,
  });
}

/**
 * Erases the copies of a booking's dietary answers, in the caller's transaction.
 * - `superseded`: the traveller changed their answers; earlier "preferences received" emails
 *   lose their dietary paragraph (the next one carries the new answers). Nothing else changes.
 * - `erased`: the answers are gone (cleared by the traveller, or 30 days after the trip): every
 *   copy, emails and what people copied by hand, loses them.
 */
export function eraseDietaryCopies(
  tx: Executor,
  bookingId: number,
  language: Language,
  answers: DietaryAnswersRow | null,
  reach: "superseded" | "erased",
): void {
  const phrases = answers ? dietaryPhrases(language, answers) : [];
  if (reach === "superseded") {
    eraseFromMail(tx, bookingId, phrases, true);
    return;
  }
  eraseFromMail(tx, bookingId, phrases, false);
  if (phrases.length === 0) return;
  eraseFromTypedText(tx, bookingId, phrases);
  eraseFromOutbox(tx, bookingId, phrases);
  eraseFromItinerary(tx, bookingId, phrases);
}

/** The preferences emails of these bookings whose dietary paragraph is still there. */
export function preferenceCopiesToErase(tx: Executor, bookingIds: number[]): number[] {
  if (bookingIds.length === 0) return [];
  return tx
    .select({ bookingId: mailMessages.bookingId })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.type, "preferences_received"),
        inArray(mailMessages.bookingId, bookingIds),
        sql`instr(${mailMessages.html}, ${REMOVED_IN_HTML}) = 0`,
      ),
    )
    .all()
    .map((row) => row.bookingId as number);
}

/**
 * Moves what the WAL still holds of the erased pages into the database file and empties the
 * WAL, if no reader is in the way right now (it never waits: the next run tries again).
 */
export function checkpointAfterErasure(): boolean {
  // Under Litestream only Litestream checkpoints (db/client.server.ts); the replica keeps the
  // erased pages' older versions for its retention, as backups do (decision 0034).
  if (isReplicated()) return false;
  const sqlite = db().$client;
  sqlite.pragma("busy_timeout = 0");
  try {
    const [result] = sqlite.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    return result?.busy === 0;
  } catch {
    return false;
  } finally {
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}
