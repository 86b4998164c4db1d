import { eq } from "drizzle-orm";
import type { ReactElement } from "react";
import type { Executor } from "~/db/client.server";
import { type Booking, bookings } from "~/db/schema";
import { cityLabel } from "~/domain/cities";
import type { MailType } from "~/domain/mail-types";
import { shownText } from "~/domain/plain-text";
import { env } from "~/env.server";
import { ensureInvoicePdfs } from "~/features/invoices/invoice-pdfs.server";
import { issueTripLink, tripUrl } from "~/features/trip/trip-links.server";
import { fixedT } from "~/i18n/i18n.server";
import {
  defineMailKind,
  type MailAttachment,
  type MailKind,
  type MailPayload,
  type NotSent,
  PermanentMailError,
  readMailPayload,
} from "~/platform/mail/mail-kind.server";
import type { Trip } from "./traveller";

/**
 * What every message to a traveller shares, whichever feature sends it: it is drawn from the
 * booking as it is now (its current email, in the language it was booked in), goes to the
 * booking's address, and carries a trip link minted for this very message, and only here.
 */

/** The booking the record names, as it is now: gone, the record can never be sent. */
export function bookingOf(executor: Executor, record: MailPayload): Booking {
  if (record.bookingId === undefined || record.bookingId === null) {
    throw new PermanentMailError(`The ${record.mail} record names no booking`);
  }
  const bookingId = Number(record.bookingId);
  const booking = executor.select().from(bookings).where(eq(bookings.id, bookingId)).get();
  if (!booking) throw new PermanentMailError(`Booking ${bookingId} no longer exists: nothing to send`);
  return booking;
}

/** The trip as a message tells it, in the language the traveller booked in. */
function tripOf(booking: Booking, url: string): Trip {
  const language = booking.language;
  return {
    language,
    t: fixedT(language, "mail"),
    // Stored before the plain-text rule, a name could still hold a control that turns the greeting around.
    name: shownText(booking.name),
    city: cityLabel(booking.cityName, language),
    // The readable reference (decision 0039): the internal one never reaches a traveller.
    reference: booking.readableReference,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    reservations: booking.reservations,
    tripUrl: url,
    supportEmail: env().SUPPORT_EMAIL,
    policy: fixedT(language, "common")("policy.cancellation"),
  };
}

/** What a traveller's message knows: its record, the booking, and the trip with its new link. */
export type TravellerFacts = { record: MailPayload; booking: Booking; trip: Trip; token: string };

/** Mints the message's trip link (its hash is stored in the composer's transaction) and tells the trip. */
export function withTripLink(executor: Executor, record: MailPayload, booking: Booking): TravellerFacts {
  const token = issueTripLink(executor, booking.id);
  return { record, booking, trip: tripOf(booking, tripUrl(token)), token };
}

/** The loading of a message that needs nothing beyond the booking: it applies as long as the booking exists. */
export const travellerFacts = (executor: Executor, record: MailPayload): TravellerFacts =>
  withTripLink(executor, record, bookingOf(executor, record));

/** Renders the booking's invoice PDFs a message attaches, once, before it is composed (decision 0035). */
export async function invoicePdfsFirst(record: MailPayload): Promise<void> {
  if (record.bookingId !== undefined && record.bookingId !== null) await ensureInvoicePdfs(Number(record.bookingId));
}

/** A traveller's message as its feature declares it: the recipient and the trip link's secrecy are the same for all. */
type TravellerMailSpec<Facts extends TravellerFacts> = {
  type: MailType;
  prepare?: (record: MailPayload) => Promise<void>;
  load: (executor: Executor, record: MailPayload) => Facts | NotSent;
  subject: (facts: Facts) => string;
  render: (facts: Facts) => ReactElement;
  attachments?: (executor: Executor, facts: Facts) => MailAttachment[];
  /** Private links the message holds beyond the trip link (a meal's rating links). */
  moreSecrets?: (facts: Facts) => string[];
};

export function travellerMail<Facts extends TravellerFacts>(spec: TravellerMailSpec<Facts>): MailKind {
  return defineMailKind({
    type: spec.type,
    carrier: "mail",
    read: readMailPayload,
    prepare: spec.prepare,
    load: spec.load,
    recipient: ({ booking, trip }) => ({ to: booking.email, name: trip.name, bookingId: booking.id }),
    subject: spec.subject,
    render: spec.render,
    attachments: spec.attachments,
    secrets: (facts) => [facts.trip.tripUrl, facts.token, ...(spec.moreSecrets?.(facts) ?? [])],
  });
}
