import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { type Booking, bookings, type ItineraryRow, itineraries, type ReservationRow } from "~/db/schema";
import { itineraryUpdatable } from "~/domain/booking-lifecycle";
import { cityLabel } from "~/domain/cities";
import { diningRhythmOf, timeZoneOf } from "~/domain/city-dining";
import { ConflictError } from "~/domain/errors";
import { UnknownBookingError } from "~/features/booking/booking-errors";
import { mapLink } from "~/features/creators/recommendation-schema";
import {
  cancelItinerary,
  changeLines,
  firstItinerary,
  type ItineraryDocument,
  type MealChange,
  type MealFacts,
  reviseItinerary,
  type TripFacts,
} from "~/features/itinerary/itinerary";
import { addNote } from "~/features/workspace/booking-notes.server";
import { reservationsOf } from "~/features/workspace/reservations.server";
import { ENGLISH_CHANGE_WORDS } from "~/i18n/i18n.server";
import { enqueue } from "~/platform/outbox/outbox.server";

/**
 * Sending the itinerary, and updating or withdrawing it. Each is one write transaction: the
 * document as sent is stored with its version, the booking moves (when it does), and a render
 * job is queued in the outbox. The job renders the PDF off the request path and then queues
 * the email that carries it (render-itinerary.server.ts), so no request waits for a render.
 */

type ItineraryMail = "itinerary_ready" | "itinerary_updated";

/** What the outbox's render job carries. */
export type RenderJob = { bookingId: number; version: number; mail: ItineraryMail; changes?: MealChange[] };

/** The trip's facts as a document tells them (the meal reminder's calendar file reads them too). */
export function tripFactsOf(booking: Booking): TripFacts {
  return {
    reference: booking.readableReference,
    city: cityLabel(booking.cityName, booking.language),
    timeZone: timeZoneOf(booking.cityName),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    traveller: booking.name,
    language: booking.language,
    rhythm: diningRhythmOf(booking.cityName, booking.language),
  };
}

export function mealFactsOf(rows: ReservationRow[]): MealFacts[] {
  return rows.map((row) => ({
    id: row.id,
    position: row.mealPosition,
    localDate: row.localDate,
    localTime: row.localTime,
    timeZone: row.timeZone,
    startsAt: row.startsAt,
    restaurant: row.restaurantName,
    address: row.address,
    // Only a map service's https link ever becomes a link, in the PDF, the page or a calendar, as the URL parser writes it.
    mapsUrl: row.mapsUrl ? mapLink(row.mapsUrl) : null,
    tableName: row.tableName,
    partySize: row.partySize,
    confirmationCode: row.confirmationCode,
    dishTips: row.dishTips,
    note: row.travellerNote,
  }));
}

function queueRender(executor: Executor, job: RenderJob): void {
  enqueue(executor, "itinerary", job, job.bookingId, { dedupeKey: `itinerary:${job.bookingId}:v${job.version}` });
}

/** The booking's itinerary row, if one was ever sent. */
export function itineraryOf(bookingId: number, executor: Executor = db()): ItineraryRow | undefined {
  return executor.select().from(itineraries).where(eq(itineraries.bookingId, bookingId)).get();
}

/**
 * Freezes the reservations into the first itinerary and queues its PDF and email: what the move
 * to `itinerary_ready` does (the lifecycle's table says so), run by `transition` in the move's
 * transaction whichever screen or API asked for the move.
 */
export function freezeItinerary(tx: Executor, bookingId: number, sentAt: string): void {
  const booking = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get();
  if (!booking) throw new UnknownBookingError();
  const document = firstItinerary(tripFactsOf(booking), mealFactsOf(reservationsOf(bookingId, tx)));
  tx.insert(itineraries)
    .values({ bookingId, version: document.version, document, sentAt })
    .onConflictDoUpdate({
      // A trip sent, cancelled and never reopened cannot come back here; a stale row is replaced whole.
      target: itineraries.bookingId,
      set: { version: document.version, document, sentAt, pdfVersion: null, pdfSealed: null },
    })
    .run();
  queueRender(tx, { bookingId, version: document.version, mail: "itinerary_ready" });
}

/** What the concierge changed since the itinerary was sent: one line per meal, empty when nothing. */
export function unsentChanges(bookingId: number, executor: Executor = db()): string[] {
  const row = itineraryOf(bookingId, executor);
  const booking = executor.select().from(bookings).where(eq(bookings.id, bookingId)).get();
  if (!row || !booking || row.document.status === "cancelled") return [];
  return changeLines(
    reviseItinerary(row.document, tripFactsOf(booking), mealFactsOf(reservationsOf(bookingId, executor))).changes,
    ENGLISH_CHANGE_WORDS,
  );
}

/**
 * Sends the concierge's edits as the next version: SEQUENCE raised on the meals that changed,
 * the PDF re-rendered and "Your itinerary was updated" mailed with what changed.
 */
export function sendItineraryUpdate(bookingId: number, author?: string): { version: number; changes: string[] } {
  return writeTransaction((tx) => {
    const booking = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get();
    if (!booking) throw new UnknownBookingError();
    const row = itineraryOf(bookingId, tx);
    if (!row || !itineraryUpdatable(booking.status)) {
      throw new ConflictError("An update can be sent only after the itinerary, while the trip is ahead");
    }
    const { document, changes } = reviseItinerary(
      row.document,
      tripFactsOf(booking),
      mealFactsOf(reservationsOf(bookingId, tx)),
    );
    if (changes.length === 0) throw new ConflictError("Nothing changed since the itinerary was sent");
    // An update is a send: `sent_at` is the time of the version the traveller holds, not of the first.
    const sentAt = clock.now().toISOString();
    tx.update(itineraries)
      .set({ version: document.version, document, sentAt, updatedAt: sentAt })
      .where(eq(itineraries.id, row.id))
      .run();
    queueRender(tx, { bookingId, version: document.version, mail: "itinerary_updated", changes });
    if (author) addNote(bookingId, `Itinerary update sent (version ${document.version}).`, author, tx);
    // The concierge reads the changes in English; the traveller's email words them in the booking's language.
    return { version: document.version, changes: changeLines(changes, ENGLISH_CHANGE_WORDS) };
  });
}

/**
 * A cancelled trip's calendar events say CANCELLED under the same UIDs, so a calendar that
 * imported them drops them: what the move to `cancelled` does, run by `transition`.
 */
export function withdrawItinerary(tx: Executor, bookingId: number): ItineraryDocument | null {
  const row = itineraryOf(bookingId, tx);
  if (!row) return null;
  const document = cancelItinerary(row.document);
  tx.update(itineraries)
    .set({ version: document.version, document, updatedAt: clock.now().toISOString() })
    .where(eq(itineraries.id, row.id))
    .run();
  return document;
}
