import { randomUUID } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { normalizeReadableReference } from "~/domain/readable-reference";
import { queueMail } from "~/platform/mail/mail-queue.server";

/**
 * How many trip-link mails may still go out: the caller's limits, checked and counted in the
 * transaction that queues the mail (so parallel requests in any process meet them), keyed by
 * the booking's own address.
 */
export type MailAllowance = {
  allowed(bookingEmail: string): boolean;
  record(bookingEmail: string): void;
};

const unlimited: MailAllowance = { allowed: () => true, record: () => undefined };

/**
 * "Lost your link?": when the email and a reference match a booking, its traveller is mailed
 * a fresh trip link (minted when the mail is rendered, never stored in clear), unless the
 * allowance says enough mails have gone out. The answer the caller gives must not depend on
 * the result: it says whether a mail was queued only so tests and logs can tell.
 *
 * The limits count mails, not requests: a request that matches nothing costs the traveller
 * nothing, so nobody can use up a traveller's allowance without mailing them their own link.
 *
 * The reference is the readable one (as every page and email shows it, however typed), the
 * 8-character code /success showed until decision 0058 (the Stripe session id's last 8
 * characters, upper-cased: a traveller may have noted it), or the old internal one (16
 * characters, in emails sent before decision 0039).
 */
export function requestTripLink(
  { email, reference }: { email: string; reference: string },
  allowance: MailAllowance = unlimited,
): boolean {
  const ours = reference.toLowerCase();
  const fromSuccess = reference.toUpperCase();
  const readable = normalizeReadableReference(reference);
  const matching = and(
    eq(bookings.email, email),
    or(
      readable ? eq(bookings.readableReference, readable) : undefined,
      eq(bookings.reference, ours),
      and(
        sql`length(${bookings.stripeSessionId}) >= 8`,
        sql`upper(substr(${bookings.stripeSessionId}, -8)) = ${fromSuccess}`,
        sql`length(${fromSuccess}) = 8`,
      ),
    ),
  );
  // A look-up that matches nothing takes no write lock.
  if (!db().select({ id: bookings.id }).from(bookings).where(matching).get()) return false;
  return writeTransaction((tx) => {
    const booking = tx.select({ id: bookings.id, email: bookings.email }).from(bookings).where(matching).get();
    if (!booking || !allowance.allowed(booking.email)) return false;
    allowance.record(booking.email);
    // Each request is its own message: asking again is how a traveller gets another copy.
    return queueMail(tx, { type: "trip_link", to: booking.email, bookingId: booking.id, occurrence: randomUUID() });
  });
}
