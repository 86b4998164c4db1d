import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { CALLED_OFF, INITIAL_STATUS } from "~/domain/booking-lifecycle";
import { ConflictError, InvalidInputError } from "~/domain/errors";
import { formatEuros, priceFor } from "~/domain/pricing";
import { transition, UnknownBookingError } from "~/features/booking/lifecycle.server";
import { addNote } from "~/features/workspace/booking-notes.server";
import { declineMessage } from "~/features/workspace/concierge-text-schema";
import { queueMail } from "~/platform/mail/mail-queue.server";

/**
 * A request from a destination the service does not charge for up front waits in `pending`
 * until the concierge confirms it can be served. Confirming sets the price (computed here, on
 * the server, from the number of meals) and asks the traveller to pay from their trip page;
 * from then on it is paid like any booking, through the same checkout and fulfilment.
 * Declining cancels it with the concierge's words. Both are refused for any other booking.
 */

function awaitingConfirmation(tx: Parameters<Parameters<typeof writeTransaction>[0]>[0], reference: string) {
  const booking = tx.select().from(bookings).where(eq(bookings.reference, reference)).get();
  if (!booking) throw new UnknownBookingError();
  if (booking.status !== INITIAL_STATUS || booking.paymentStatus !== "not_required") {
    throw new ConflictError("Only a request waiting for the concierge's confirmation can be confirmed or declined");
  }
  return booking;
}

export function requestPayment(reference: string, now = clock.now(), author?: string): { totalCents: number } {
  return writeTransaction((tx) => {
    const booking = awaitingConfirmation(tx, reference);
    const price = priceFor(booking.reservations);
    tx.update(bookings)
      .set({
        requiresPayment: true,
        paymentStatus: "pending",
        basePriceCents: price.basePrice,
        includedReservations: price.included,
        extraPriceCents: price.extraPrice,
        extraCount: price.extraCount,
        totalCents: price.totalPrice,
        paymentRequestedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .where(eq(bookings.id, booking.id))
      .run();
    queueMail(tx, { type: "payment_requested", to: booking.email, bookingId: booking.id });
    if (author) addNote(booking.id, `Payment of ${formatEuros(price.totalPrice)} requested.`, author, tx);
    return { totalCents: price.totalPrice };
  });
}

export function declineRequest(reference: string, message: string, actorId?: string): void {
  // The same rule as every free-text field: nothing hidden reaches the traveller's email.
  const parsed = declineMessage.safeParse(message);
  if (!parsed.success) {
    const why = parsed.error.issues[0]?.message ?? "Write a message to the traveller";
    throw new InvalidInputError(why, { message: why });
  }
  const words = parsed.data;
  writeTransaction((tx) => {
    const booking = awaitingConfirmation(tx, reference);
    // The traveller is told why, in the concierge's words, instead of the plain cancellation mail.
    transition(tx, {
      bookingId: booking.id,
      to: CALLED_OFF,
      actor: "admin",
      actorId,
      note: words,
      mailInstead: { type: "request_declined", data: { message: words } },
    });
  });
}
