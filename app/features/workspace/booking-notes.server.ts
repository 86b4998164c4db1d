import { asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { type BookingNoteRow, bookingNotes, bookings } from "~/db/schema";
import { InvalidInputError } from "~/domain/errors";
import { UnknownBookingError } from "~/features/booking/booking-errors";

/**
 * The concierge's internal notes on a booking. They live in their own table, apart from
 * anything the traveller is sent, so no template or trip page can show one by mistake.
 */
const NOTE_MAX_LENGTH = 2000;

export function addNote(bookingId: number, body: string, author: string, executor: Executor = db()): BookingNoteRow {
  const text = body.trim();
  if (!text) throw new InvalidInputError("Write the note first", { body: "Write the note first" });
  if (text.length > NOTE_MAX_LENGTH) {
    throw new InvalidInputError("Note too long", { body: `Use at most ${NOTE_MAX_LENGTH} characters` });
  }
  if (!executor.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).get()) {
    throw new UnknownBookingError();
  }
  return executor.insert(bookingNotes).values({ bookingId, body: text, author }).returning().get();
}

/** A booking's notes, oldest first. */
export function notesOf(bookingId: number, executor: Executor = db()): BookingNoteRow[] {
  return executor
    .select()
    .from(bookingNotes)
    .where(eq(bookingNotes.bookingId, bookingId))
    .orderBy(asc(bookingNotes.id))
    .all();
}
