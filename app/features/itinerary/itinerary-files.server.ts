import { eq } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { bookings, type ItineraryRow } from "~/db/schema";
import { ITINERARY_SHOWN } from "~/domain/booking-lifecycle";
import { type ItineraryDocument, itineraryFileName, mealFileName } from "~/features/itinerary/itinerary";
import { shownItinerary } from "~/features/itinerary/itinerary-shown";
import { bookingIdForToken } from "~/features/trip/trip-links.server";
import { itineraryWords, loadAllLanguages } from "~/i18n/i18n.server";
import { enqueue } from "~/platform/outbox/outbox.server";
import { UnreadableSealError } from "~/platform/sealed-box.server";
import { calendarHost, mealCalendar, tripCalendar } from "./calendar.server";
import { itineraryOf } from "./itinerary.server";
import { openPdf } from "./render-itinerary.server";

/**
 * What a trip link opens of the itinerary: its page, its PDF and its calendar files. The PDF
 * and the page exist only while the itinerary stands (sent, trip not cancelled); the calendar
 * files also for a cancelled trip, whose events then say CANCELLED. Anything else is "missing",
 * which the routes answer with the same 404 as an unknown link.
 */

export type ItineraryFile =
  | { kind: "file"; body: Buffer | string; fileName: string; contentType: string }
  | { kind: "missing" }
  /** The PDF of the current version is still rendering (seconds after sending). */
  | { kind: "rendering" };

function sentItinerary(token: string): { row: ItineraryRow; shown: boolean } | null {
  const database = db();
  const bookingId = bookingIdForToken(database, token);
  if (bookingId === null) return null;
  const booking = database.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).get();
  const row = itineraryOf(bookingId, database);
  if (!booking || !row) return null;
  return { row, shown: ITINERARY_SHOWN.includes(booking.status) && row.document.status === "sent" };
}

/** The itinerary's document for its HTML page, and the size of its PDF when there is one. */
export function itineraryPageFor(token: string): { document: ItineraryDocument; pdfBytes: number | null } | null {
  const found = sentItinerary(token);
  if (!found?.shown) return null;
  return { document: shownItinerary(found.row.document), pdfBytes: found.row.pdfBytes };
}

export function itineraryPdfFor(token: string): ItineraryFile {
  const found = sentItinerary(token);
  if (!found?.shown) return { kind: "missing" };
  const { row } = found;
  let pdf: Buffer | null;
  try {
    pdf = openPdf(row);
  } catch (error) {
    if (!(error instanceof UnreadableSealError)) throw error;
    // SESSION_SECRET changed since it was rendered: render it again (its email went out long ago).
    writeTransaction((tx) =>
      enqueue(
        tx,
        "itinerary",
        { bookingId: row.bookingId, version: row.version, mail: "itinerary_ready" },
        row.bookingId,
        {
          dedupeKey: `itinerary:${row.bookingId}:v${row.version}:reseal:${row.pdfSha256}`,
        },
      ),
    );
    pdf = null;
  }
  if (!pdf) return { kind: "rendering" };
  return {
    kind: "file",
    body: pdf,
    fileName: itineraryFileName(shownItinerary(row.document), "pdf"),
    contentType: "application/pdf",
  };
}

const calendarType = "text/calendar; charset=utf-8";

/** The whole trip's calendar; `position` for one meal's. In the trip's language. */
export async function calendarFor(token: string, position?: number): Promise<ItineraryFile> {
  const found = sentItinerary(token);
  if (!found) return { kind: "missing" };
  const document = shownItinerary(found.row.document);
  await loadAllLanguages();
  const words = itineraryWords(document.language ?? "en");
  if (position === undefined) {
    return {
      kind: "file",
      body: tripCalendar(document, calendarHost(), words),
      fileName: itineraryFileName(document, "ics"),
      contentType: calendarType,
    };
  }
  const body = mealCalendar(document, position, calendarHost(), words);
  if (body === null) return { kind: "missing" };
  return { kind: "file", body, fileName: mealFileName(document, position), contentType: calendarType };
}
