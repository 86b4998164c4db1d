import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { ConflictError } from "~/domain/errors";
import { UnknownBookingError } from "~/features/booking/lifecycle.server";
import { itineraryOf } from "~/features/itinerary/itinerary.server";
import { renderNow } from "~/features/itinerary/render-itinerary.server";
import { type AuditBy, recordAudit } from "~/features/staff/audit.server";
import { revokeTripLinks, tripLinkExpiry } from "~/features/trip/trip-links.server";
import { addNote } from "~/features/workspace/booking-notes.server";
import { logger } from "~/logger.server";
import { queueMail } from "~/platform/mail/mail-queue.server";

/**
 * "Send a new trip link", from the concierge's workspace: when a link has leaked (a forwarded
 * email or PDF), every link to the trip stops working and the traveller is emailed a new one.
 * In one transaction: the links are deleted, the `trip_link_replaced` mail is queued through
 * the outbox (its link is minted when it is rendered, so only the traveller's inbox sees it)
 * and a note records who did it. The stored itinerary PDF prints a link on its cover, now
 * dead, so it is rendered again with a fresh one (no mail: the traveller's copy is replaced
 * when they next download it).
 */
export async function replaceTripLink(
  reference: string,
  actor: string,
  now = clock.now(),
  audit?: AuditBy,
): Promise<{ revoked: number }> {
  const done = writeTransaction((tx) => {
    const booking = tx
      .select({ id: bookings.id, email: bookings.email, checkOut: bookings.checkOut })
      .from(bookings)
      .where(eq(bookings.reference, reference))
      .get();
    if (!booking) throw new UnknownBookingError();
    if (tripLinkExpiry(booking.checkOut) <= now.toISOString()) {
      throw new ConflictError(
        "This trip's links stopped working 90 days after check-out: a new one would not open it.",
      );
    }
    const revoked = revokeTripLinks(tx, booking.id);
    queueMail(tx, { type: "trip_link_replaced", to: booking.email, bookingId: booking.id, occurrence: randomUUID() });
    addNote(
      booking.id,
      `Trip link replaced: the ${revoked === 1 ? "earlier link no longer opens" : `${revoked} earlier links no longer open`} the trip; the traveller is emailed a new one.`,
      actor,
      tx,
    );
    if (audit) {
      const entry = { ...audit, action: "trip_link.rotated", object: { type: "booking", id: booking.id } } as const;
      recordAudit({ ...entry, detail: { revoked } }, tx, now);
    }
    const itinerary = itineraryOf(booking.id, tx);
    const pdfCurrent =
      Boolean(itinerary?.pdfSealed) &&
      itinerary?.pdfVersion === itinerary?.version &&
      itinerary?.document.status === "sent";
    return { bookingId: booking.id, revoked, pdfCurrent };
  });
  if (done.pdfCurrent) {
    try {
      await renderNow(done.bookingId);
    } catch (error) {
      // The links are replaced all the same; the PDF's cover link stays dead until its next render.
      logger.error({ err: error, bookingId: done.bookingId }, "itinerary PDF not rendered again after a new trip link");
    }
  }
  return { revoked: done.revoked };
}
