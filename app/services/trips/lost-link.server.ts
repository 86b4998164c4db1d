import { randomUUID } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { queueMail } from "~/services/mail/mail-queue.server";

/**
 * "Lost your link?": when the email and a reference match a booking, its traveller is mailed
 * a fresh trip link (minted when the mail is rendered, never stored in clear). The answer the
 * caller gives must not depend on the result: it says whether a mail was queued only so
 * tests and logs can tell.
 *
 * The reference is either ours (16 characters, as the trip page shows it) or the /success
 * Booking Reference (the last 8 characters of the Stripe session id, upper-cased).
 */
export function requestTripLink({ email, reference }: { email: string; reference: string }): boolean {
  const ours = reference.toLowerCase();
  const fromSuccess = reference.toUpperCase();
  return writeTransaction((tx) => {
    const booking = tx
      .select({ id: bookings.id, email: bookings.email })
      .from(bookings)
      .where(
        and(
          eq(bookings.email, email),
          or(
            eq(bookings.reference, ours),
            and(
              sql`length(${bookings.stripeSessionId}) >= 8`,
              sql`upper(substr(${bookings.stripeSessionId}, -8)) = ${fromSuccess}`,
              sql`length(${fromSuccess}) = 8`,
            ),
          ),
        ),
      )
      .get();
    if (!booking) return false;
    // Each request is its own message: asking again is how a traveller gets another copy.
    return queueMail(tx, { type: "trip_link", to: booking.email, bookingId: booking.id, occurrence: randomUUID() });
  });
}
