import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { ReactElement } from "react";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { type Booking, bookings, creators, dietaryNeeds, type InvoiceRow, meals } from "~/db/schema";
import { mailOf, PREFERENCES_OPEN } from "~/domain/booking-lifecycle";
import { cityLabel } from "~/domain/cities";
import { formatInCity, timeZoneOf } from "~/domain/city-dining";
import { MAIL_TYPES, type MailType } from "~/domain/mail-types";
import { shownText } from "~/domain/plain-text";
import { env } from "~/env.server";
import { CreatorApplicationReceived, CreatorApproved, type CreatorFacts } from "~/features/creators/mail/creator";
import { openToken, setPasswordUrl, UnreadableLinkError } from "~/features/creators/set-password-links.server";
import { invoiceAttachments } from "~/features/invoices/invoice-pdfs.server";
import { calendarHost, tripCalendar } from "~/features/itinerary/calendar.server";
import {
  changeLines,
  type ItineraryDocument,
  itineraryFileName,
  type MealChange,
  mealKind,
} from "~/features/itinerary/itinerary";
import { itineraryOf } from "~/features/itinerary/itinerary.server";
import { shownItinerary } from "~/features/itinerary/itinerary-shown";
import { ItineraryReady, ItineraryUpdated } from "~/features/itinerary/mail/itinerary";
import { openPdf } from "~/features/itinerary/render-itinerary.server";
import { PaymentRequested, RequestDeclined } from "~/features/payments/mail/confirmed-request";
import { LatePaymentRefunded } from "~/features/payments/mail/late-payment-refunded";
import { dietarySummary } from "~/features/preferences/dietary-summary.server";
import { type MealSummary, PreferencesReceived } from "~/features/preferences/mail/preferences-received";
import { composeMealMail } from "~/features/reminders-and-ratings/meal-mail.server";
import {
  PaymentConfirmed,
  PreferencesReminder,
  RequestReceived,
  type Trip,
  TripLink,
} from "~/features/trip/mail/traveller";
import { TripLinkReplaced } from "~/features/trip/mail/trip-link-replaced";
import { issueTripLink, tripUrl } from "~/features/trip/trip-links.server";
import { Cancellation } from "~/features/withdrawal/mail/cancellation";
import { RefundTermsChanged } from "~/features/withdrawal/mail/refund-terms-changed";
import { changeWordsFor, fixedT, itineraryWords } from "~/i18n/i18n.server";
import { formatMoney, INTL_LOCALE, type Language } from "~/i18n/languages";
import { type PreferenceGroup, preferenceLabel } from "~/i18n/preference-labels";
import { PermanentDeliveryError } from "~/platform/outbox/outbox.server";

/**
 * Turns a queued mail record into a message, from the database as it is now (the booking's
 * current email, the meals as last saved). Private links are made here and only here: a trip
 * link is minted for this very message, and an approval's set-password token is unsealed.
 * Runs inside a write transaction (minting stores the new link's hash).
 */

/** What the outbox record of a mail carries (see mail-queue.server.ts). */
export type MailPayload = {
  mail: MailType;
  to: string;
  bookingId?: number;
  creatorId?: number;
  data?: Record<string, unknown>;
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** A record that can never be sent as it stands (its booking or creator is gone): failed at once, not retried. */
export class PermanentMailError extends PermanentDeliveryError {}

export type Composed =
  | {
      send: true;
      type: MailType;
      /** A bare address (delivery refuses anything else). */
      to: string;
      /** The recipient's name, for the To header (nodemailer encodes it). */
      toName?: string;
      subject: string;
      element: ReactElement;
      /** The private links in the message (and their tokens), never to be stored in clear. */
      secrets: string[];
      bookingId?: number;
      creatorId?: number;
      attachments?: MailAttachment[];
    }
  /** The message no longer applies (the reminder after the preferences came, a replaced link). */
  | { send: false; reason: string };

export function readMailPayload(payload: unknown): MailPayload {
  const record = payload as Partial<MailPayload> | null;
  if (!record || !MAIL_TYPES.includes(record.mail as MailType) || typeof record.to !== "string") {
    throw new PermanentMailError("Not a mail record: no known message type or recipient");
  }
  return record as MailPayload;
}

export function composeMail(executor: Executor, payload: MailPayload): Composed {
  if (payload.bookingId !== undefined && payload.bookingId !== null) return travellerMail(executor, payload);
  if (payload.creatorId !== undefined && payload.creatorId !== null) return creatorMail(executor, payload);
  throw new PermanentMailError(`The ${payload.mail} record names neither a booking nor a creator`);
}

function travellerMail(executor: Executor, payload: MailPayload): Composed {
  const bookingId = Number(payload.bookingId);
  const booking = executor.select().from(bookings).where(eq(bookings.id, bookingId)).get();
  if (!booking) throw new PermanentMailError(`Booking ${bookingId} no longer exists: nothing to send`);
  // The reminder holds only while the booking is still in the status that queued it.
  if (payload.mail === "preferences_reminder" && !mailOf(booking.status).includes("preferences_reminder")) {
    return { send: false, reason: `No reminder needed: the booking is ${booking.status.replaceAll("_", " ")}` };
  }
  // A meal's reminder and its "how was it" check they still apply before a link is minted (issue 31).
  if (payload.mail === "meal_reminder" || payload.mail === "meal_feedback") {
    return composeMealMail(executor, payload, booking, (url) => tripOf(booking, url));
  }
  const token = issueTripLink(executor, booking.id);
  const trip = tripOf(booking, tripUrl(token));
  const { t, city, language } = trip;
  const money = (cents: number) => formatMoney(cents, language);
  const message = (subject: string, element: ReactElement, attachments?: MailAttachment[]): Composed => ({
    send: true,
    type: payload.mail,
    to: booking.email,
    toName: trip.name,
    subject,
    element,
    secrets: [trip.tripUrl, token],
    bookingId: booking.id,
    attachments,
  });
  switch (payload.mail) {
    case "request_received":
      return message(t("requestReceived.subject", { city }), <RequestReceived trip={trip} />);
    case "payment_confirmed":
      return message(
        t("paymentConfirmed.subject", { city }),
        <PaymentConfirmed trip={trip} amountPaid={money(booking.amountPaidCents ?? booking.totalCents)} />,
        // The payment's simplified invoice, rendered by deliverMail before composing.
        withInvoices(executor, booking.id, ["simplified"]),
      );
    case "preferences_reminder":
      return message(t("reminder.subject", { city }), <PreferencesReminder trip={trip} />);
    case "preferences_received":
      return message(t("preferences.subject", { city }), preferencesSummary(executor, booking, trip));
    case "trip_link":
      return message(t("tripLink.subject", { city }), <TripLink trip={trip} />);
    case "refund_terms_changed":
      return message(
        t("refundTerms.subject", { city }),
        <RefundTermsChanged
          trip={trip}
          since={formatInCity(String(payload.data?.since ?? booking.updatedAt), timeZoneOf(booking.cityName), language)}
        />,
      );
    case "trip_link_replaced":
      return message(t("tripLinkReplaced.subject", { city }), <TripLinkReplaced trip={trip} />);
    case "late_payment_refunded":
      return message(
        t("latePaymentRefunded.subject", { city }),
        <LatePaymentRefunded trip={trip} amount={money(Number(payload.data?.refundCents ?? 0))} />,
        withInvoices(executor, booking.id, ["simplified", "corrective"]),
      );
    case "cancellation": {
      // The refund decided at cancellation travels with the message: later refunds do not rewrite it.
      const refundCents = Number(payload.data?.refundCents ?? 0);
      // A trip whose itinerary was sent takes its cancelled calendar along, so the events go away.
      const itinerary = itineraryOf(booking.id, executor);
      // A withdrawal's acknowledgement dates it in the city's time and in UTC.
      const withdrawnAt = typeof payload.data?.withdrawnAt === "string" ? payload.data.withdrawnAt : null;
      const withdrawn = withdrawnAt
        ? {
            local: formatInCity(withdrawnAt, timeZoneOf(booking.cityName), language),
            utc: formatInCity(withdrawnAt, "UTC", language),
          }
        : null;
      return message(
        withdrawn ? t("cancellation.withdrawalSubject", { city }) : t("cancellation.subject", { city }),
        <Cancellation
          trip={trip}
          refund={refundCents > 0 ? money(refundCents) : null}
          calendar={Boolean(itinerary)}
          withdrawn={withdrawn}
        />,
        // The refund's corrective invoice (issued in the cancellation's transaction), then the calendar.
        [
          ...(withInvoices(executor, booking.id, ["corrective"]) ?? []),
          ...(itinerary ? [calendarAttachment(itinerary.document)] : []),
        ],
      );
    }
    case "payment_requested":
      return message(
        t("paymentRequested.subject", { city }),
        <PaymentRequested trip={trip} amount={money(booking.totalCents)} />,
      );
    case "request_declined":
      return message(
        t("declined.subject", { city }),
        <RequestDeclined trip={trip} message={String(payload.data?.message ?? "")} />,
      );
    case "itinerary_ready":
    case "itinerary_updated": {
      const itinerary = itineraryOf(booking.id, executor);
      if (!itinerary) throw new PermanentMailError(`Booking ${booking.id} has no itinerary to send`);
      const pdf = openPdf(itinerary);
      // The render job queues this message after storing the PDF; without it, try again later.
      if (!pdf) throw new Error("The itinerary PDF is not rendered yet");
      // The stored document is read, not trusted (features/itinerary/itinerary-shown.ts).
      const document = shownItinerary(itinerary.document);
      const attachments = [
        { filename: itineraryFileName(document, "pdf"), contentType: "application/pdf", content: pdf },
        calendarAttachment(document),
      ];
      const itineraryUrl = `${trip.tripUrl}/itinerary`;
      if (payload.mail === "itinerary_ready") {
        const common = fixedT(language, "common");
        return message(
          t("itineraryReady.subject", { city }),
          <ItineraryReady
            trip={trip}
            document={document}
            itineraryUrl={itineraryUrl}
            kinds={(time) => common(`mealKinds.${mealKind(time)}`)}
          />,
          attachments,
        );
      }
      const recorded = (Array.isArray(payload.data?.changes) ? (payload.data.changes as MealChange[]) : []).map(
        (change) => ({ ...change, restaurant: shownText(change.restaurant) }),
      );
      const changes = changeLines(recorded, changeWordsFor(language));
      return message(
        t("itineraryUpdated.subject", { city }),
        <ItineraryUpdated trip={trip} changes={changes} itineraryUrl={itineraryUrl} />,
        attachments,
      );
    }
    default:
      throw new PermanentMailError(`A ${payload.mail} message is not sent to a traveller`);
  }
}

function withInvoices(executor: Executor, bookingId: number, types: InvoiceRow["type"][]) {
  const files = invoiceAttachments(executor, bookingId, types);
  return files.length > 0 ? files : undefined;
}

function calendarAttachment(stored: ItineraryDocument): MailAttachment {
  const document = shownItinerary(stored);
  return {
    filename: itineraryFileName(document, "ics"),
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: Buffer.from(tripCalendar(document, calendarHost(), itineraryWords(document.language ?? "en")), "utf8"),
  };
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

function preferencesSummary(executor: Executor, booking: Booking, trip: Trip): ReactElement {
  const words = fixedT(trip.language, "common");
  const label = (group: PreferenceGroup, value: string) => preferenceLabel(words, group, value);
  const rows = executor.select().from(meals).where(eq(meals.bookingId, booking.id)).orderBy(asc(meals.position)).all();
  const summaries: MealSummary[] = rows.map((row) => ({
    position: row.position,
    date: row.date,
    meal: label("meal", row.meal),
    vibe: label("vibe", row.vibe),
    cuisine: row.cuisine,
    budget: label("budget", row.budgetBand),
    partySize: row.partySize,
    occasion: row.occasion === "none" ? null : label("occasion", row.occasion),
    note: row.note,
  }));
  const diet = executor.select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, booking.id)).get();
  const dietary = diet ? dietarySummary(trip.language, diet) : null;
  return (
    <PreferencesReceived
      trip={trip}
      meals={summaries}
      dietary={dietary}
      changesOpen={PREFERENCES_OPEN.includes(booking.status)}
    />
  );
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * "28 November 2026 at 01:44 UTC", "28 de noviembre de 2026 a las 01:44 UTC": the creator's
 * language's long date and a 24-hour time with two-digit hours, as Spanish and French write
 * times (es-ES's `timeStyle: "short"` writes "1:44", which reads as a time of day less clearly).
 */
const linkExpiry = (iso: string, language: Language) =>
  `${new Intl.DateTimeFormat(INTL_LOCALE[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(new Date(iso))} UTC`;

function creatorMail(executor: Executor, payload: MailPayload): Composed {
  const creatorId = Number(payload.creatorId);
  const creator = executor.select().from(creators).where(eq(creators.id, creatorId)).get();
  if (!creator) throw new PermanentMailError(`Creator ${creatorId} no longer exists: nothing to send`);
  const { language } = creator;
  const t = fixedT(language, "mail");
  const facts: CreatorFacts = {
    language,
    t,
    name: creator.name,
    city: creator.city,
    supportEmail: env().SUPPORT_EMAIL,
  };
  const base = {
    send: true as const,
    type: payload.mail,
    to: creator.email,
    toName: shownText(creator.name),
    creatorId: creator.id,
  };
  if (payload.mail === "creator_application_received") {
    return {
      ...base,
      subject: t("creatorApplication.subject"),
      element: <CreatorApplicationReceived creator={facts} />,
      secrets: [],
    };
  }
  if (payload.mail !== "creator_approved") {
    throw new PermanentMailError(`A ${payload.mail} message is not sent to a creator`);
  }
  const sealed = payload.data?.sealedToken;
  if (typeof sealed !== "string") throw new PermanentMailError("Set-password link missing from the record");
  let token: string;
  try {
    token = openToken(sealed, creator.email);
  } catch (error) {
    if (error instanceof UnreadableLinkError) throw new PermanentMailError(error.message);
    throw error;
  }
  if (creator.status !== "approved") return { send: false, reason: "The creator is no longer approved" };
  const current = creator.setPasswordTokenHash === sha256(token);
  const expiresAt = creator.setPasswordExpiresAt;
  if (!current || !expiresAt || expiresAt <= clock.now().toISOString()) {
    return { send: false, reason: "This set-password link was replaced, used or expired before it could be sent" };
  }
  const url = setPasswordUrl(token, language);
  return {
    ...base,
    subject: t("creatorApproved.subject"),
    element: <CreatorApproved creator={facts} setPasswordUrl={url} validUntil={linkExpiry(expiresAt, language)} />,
    secrets: [url, token],
  };
}
