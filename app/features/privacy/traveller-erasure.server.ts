import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import * as clock from "~/clock";
import { type Executor, type Tx, writeTransaction } from "~/db/client.server";
import { bookings, dietaryNeeds, itineraries, mailMessages, outbox } from "~/db/schema";
import { eraseConversation } from "~/features/conversation/messages.server";
import { invoices } from "~/features/invoices/invoice-tables";
import { recordAudit, TRAVELLER } from "~/features/staff/audit.server";
import { revokeTripLinks } from "~/features/trip/trip-links.server";
import { loadAllLanguages } from "~/i18n/i18n.server";
import { queueMail } from "~/platform/mail/mail-queue.server";
import { checkpointAfterErasure, eraseDietaryCopies, storeItineraryWithoutPdf } from "./dietary-copies.server";
import type { ErasureMailData } from "./mail/privacy-mails.server";
import { eraseMealComments } from "./meal-feedback.server";
import { ERASED, mayErase } from "./my-data";

/**
 * The traveller's erasure of their personal data (GDPR art. 17), asked from their trip link
 * once the trip no longer needs it (decision 0062). One transaction: the dietary answers and
 * every copy of them (as the 30-day erasure does), the conversation and the meal comments, then
 * the name, email and phone wherever they are (the booking, which the search index follows by
 * its triggers; the stored emails, whose bodies go; the outbox's records; what people copied
 * into notes, tables and the itinerary as sent); the trip's links stop working; the
 * confirmation is queued to the address before it goes; an audit row says it happened, with
 * counts only. The invoices are not touched: the law requires keeping them (art. 17(3)(b)).
 */

export type ErasureOutcome =
  | { kind: "erased"; invoices: string[] }
  /** Erased before (a second click, a concurrent request): nothing more is done. */
  | { kind: "already" }
  /** The trip is still being delivered: the concierge needs the contact details to deliver it. */
  | { kind: "in-service" }
  | { kind: "not-found" };

/** Whether a booking's personal data was erased: its address is the marker no form accepts. */
const isErased = (booking: { email: string }) => booking.email === ERASED;

/** What a stored email's body becomes: the kind, subject and date of what was sent stay. */
const BODY_ERASED = "[content erased at the traveller's request]";

/** Name parts shorter than this are too likely to be other words ("Ana" in "Banana") to be cut from free text. */
const MIN_NAME_PART = 4;

/** The text columns people type in, of tables that belong to a booking (each has `booking_id`). */
const TYPED_COPIES = [
  ["booking_events", "note"],
  ["booking_notes", "body"],
  ["meals", "note"],
  ["recommendations", "dish_suggestion"],
  ["reservations", "address"],
  ["reservations", "confirmation_code"],
  ["reservations", "dish_tips"],
  ["reservations", "traveller_note"],
  ["reservations", "cancellation_note"],
  ["outbox", "last_error"],
] as const;

/** The traveller's own words that copies may hold: name (and its longer parts), email, phone (and its digits). */
function personalPhrases(booking: { name: string; email: string; phone: string; phoneNumber: string }): string[] {
  const name = booking.name.trim();
  const parts = name.split(/\s+/).filter((part) => part.length >= MIN_NAME_PART);
  const digits = booking.phoneNumber.replace(/\D/g, "");
  const phrases = [name, ...parts, booking.email, booking.phone, booking.phoneNumber, digits.length >= 6 ? digits : ""];
  return [...new Set(phrases.filter((phrase) => phrase.length >= 2))].sort((a, b) => b.length - a.length);
}

const replaceAll = (text: string, phrases: string[]) => phrases.reduce((out, p) => out.replaceAll(p, ERASED), text);

function replaceInJson(value: unknown, phrases: string[]): unknown {
  if (typeof value === "string") return replaceAll(value, phrases);
  if (Array.isArray(value)) return value.map((item) => replaceInJson(item, phrases));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceInJson(item, phrases)]));
  }
  return value;
}

function eraseTypedCopies(tx: Tx, bookingId: number, phrases: string[]): void {
  for (const [table, column] of TYPED_COPIES) {
    const name = sql.identifier(column);
    for (const phrase of phrases) {
      tx.run(
        sql`update ${sql.identifier(table)} set ${name} = replace(${name}, ${phrase}, ${ERASED})
            where booking_id = ${bookingId} and instr(${name}, ${phrase}) > 0`,
      );
    }
  }
  // The name a table is booked under is the traveller's (or whoever they named): it goes whole.
  tx.run(sql`update reservations set table_name = ${ERASED} where booking_id = ${bookingId} and table_name <> ''`);
}

/** The booking's stored emails keep their kind, subject (without the phrases) and date; their bodies and the address go. */
function eraseMailCopies(tx: Tx, bookingId: number, email: string, phrases: string[]): number {
  const copies = tx
    .select({ id: mailMessages.id, subject: mailMessages.subject, toAddress: mailMessages.toAddress })
    .from(mailMessages)
    .where(eq(mailMessages.bookingId, bookingId))
    .all();
  for (const copy of copies) {
    const toAddress = copy.toAddress.toLowerCase() === email.toLowerCase() ? ERASED : copy.toAddress;
    tx.update(mailMessages)
      .set({ subject: replaceAll(copy.subject, phrases), html: `<p>${BODY_ERASED}</p>`, text: BODY_ERASED, toAddress })
      .where(eq(mailMessages.id, copy.id))
      .run();
  }
  return copies.length;
}

/** The outbox's records of the booking: what is still to send is withdrawn, and every record loses the phrases. */
function eraseOutbox(tx: Tx, bookingId: number, phrases: string[], at: string): void {
  tx.update(outbox)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(outbox.bookingId, bookingId),
        inArray(outbox.type, ["mail", "conversation_mail", "itinerary"]),
        isNull(outbox.deliveredAt),
        isNull(outbox.failedAt),
        isNull(outbox.cancelledAt),
      ),
    )
    .run();
  for (const record of tx
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId))
    .all()) {
    const payload = replaceInJson(record.payload, phrases);
    if (JSON.stringify(payload) !== JSON.stringify(record.payload)) {
      tx.update(outbox).set({ payload }).where(eq(outbox.id, record.id)).run();
    }
  }
}

/** The itinerary as sent names the traveller: the name goes, and its PDF with it (nobody can open it any more). */
function eraseItinerary(tx: Tx, bookingId: number, phrases: string[], at: string): void {
  const row = tx.select().from(itineraries).where(eq(itineraries.bookingId, bookingId)).get();
  if (!row) return;
  const document = { ...(replaceInJson(row.document, phrases) as typeof row.document), traveller: ERASED };
  storeItineraryWithoutPdf(tx, row.id, document, at);
}

/** The invoices' numbers, oldest first: kept as issued, named in the confirmation. */
function invoiceNumbers(executor: Executor, bookingId: number): string[] {
  return executor
    .select({ number: invoices.fullNumber })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.id))
    .all()
    .map((row) => row.number);
}

/** Erases the personal data of the booking a trip link opened (its id, read by the route); see the file's comment. */
export async function eraseTravellerData(bookingId: number, now = clock.now()): Promise<ErasureOutcome> {
  // The dietary copies are found by their words in every language: the catalogs load first.
  await loadAllLanguages();
  const outcome = writeTransaction((tx): ErasureOutcome => {
    const booking = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get();
    if (!booking) return { kind: "not-found" };
    if (isErased(booking)) return { kind: "already" };
    if (!mayErase(booking.status)) return { kind: "in-service" };
    const at = now.toISOString();
    const phrases = personalPhrases(booking);

    const dietary = tx.select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, bookingId)).get();
    eraseDietaryCopies(tx, bookingId, booking.language, dietary ?? null, "erased");
    tx.delete(dietaryNeeds).where(eq(dietaryNeeds.bookingId, bookingId)).run();
    const messages = eraseConversation(tx, bookingId);
    eraseMealComments(tx, bookingId);

    eraseTypedCopies(tx, bookingId, phrases);
    const mails = eraseMailCopies(tx, bookingId, booking.email, phrases);
    eraseOutbox(tx, bookingId, phrases, at);
    eraseItinerary(tx, bookingId, phrases, at);
    // A limit's key may name the address (the "lost your link?" mails counted per address).
    tx.run(sql`delete from limit_events where instr(lower(key), ${booking.email.toLowerCase()}) > 0`);
    const links = revokeTripLinks(tx, bookingId);
    // The search index (bookings_search) follows these columns by its triggers, overwriting what it held.
    tx.update(bookings)
      .set({ name: ERASED, email: ERASED, phone: "", phoneNumber: "", updatedAt: at })
      .where(eq(bookings.id, bookingId))
      .run();

    const kept = invoiceNumbers(tx, bookingId);
    const data: ErasureMailData = {
      language: booking.language,
      reference: booking.readableReference,
      cityName: booking.cityName,
      invoices: kept,
    };
    // The last message to the address, queued before it is forgotten (its record forgets it once sent).
    queueMail(tx, { type: "erasure_confirmed", to: booking.email, bookingId, data });
    recordAudit(
      {
        actor: TRAVELLER,
        action: "privacy.erased",
        object: { type: "booking", id: bookingId },
        // The traveller's address on the network is personal data too: the row keeps none.
        clientAddress: null,
        detail: { messages, mails, links, invoicesKept: kept.length },
      },
      tx,
      now,
    );
    return { kind: "erased", invoices: kept };
  });
  if (outcome.kind === "erased") checkpointAfterErasure();
  return outcome;
}
