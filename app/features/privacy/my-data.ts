import { type BookingStatus, IN_SERVICE } from "~/domain/booking-lifecycle";
import type { MailType } from "~/domain/mail-types";
import type { PaymentStatus } from "~/domain/payment-status";
import type { ChangeRequestStatus } from "~/features/conversation/conversation";

/**
 * What the service holds about a traveller, as their trip link shows it and downloads it
 * (GDPR art. 15 and 20): facts only, every date an ISO-8601 string (UTC instants, or a local
 * YYYY-MM-DD and HH:MM where the trip is told in the city's time), money in integer cents.
 */

/** What erased text and contact details are replaced with; no address, name or phone a form accepts is this. */
export const ERASED = "[erased]";

export type TravellerData = {
  /** When this copy was made. */
  generatedAt: string;
  booking: {
    reference: string;
    city: string;
    checkIn: string;
    checkOut: string;
    meals: number;
    status: BookingStatus;
    paymentStatus: PaymentStatus;
    totalCents: number;
    amountPaidCents: number | null;
    currency: string;
    language: string;
    createdAt: string;
    updatedAt: string;
    paidAt: string | null;
    serviceStartConsentAt: string | null;
    contact: { name: string; email: string; phone: string };
  };
  /** The booking's steps, oldest first. */
  history: { status: BookingStatus; at: string }[];
  preferences: {
    meals: {
      meal: number;
      date: string | null;
      kind: string;
      vibe: string;
      cuisine: string;
      budget: string;
      partySize: number;
      occasion: string;
      note: string;
      updatedAt: string;
    }[];
    dietary: { needs: string[]; other: string; consentedAt: string; updatedAt: string } | null;
  };
  messages: { from: "you" | "team"; text: string; at: string }[];
  changeRequests: {
    meal: number;
    newDate: string | null;
    newTime: string | null;
    newPartySize: number | null;
    status: ChangeRequestStatus;
    at: string;
    resolvedAt: string | null;
  }[];
  reservations: {
    meal: number;
    restaurant: string;
    address: string;
    date: string;
    time: string;
    timeZone: string;
    partySize: number;
    tableName: string;
    confirmationCode: string;
    updatedAt: string;
  }[];
  ratings: { meal: number; rating: number; comment: string; ratedAt: string; updatedAt: string }[];
  invoices: {
    number: string;
    type: string;
    issueDate: string;
    issuedAt: string;
    totalCents: number;
    currency: string;
  }[];
  mails: { kind: MailType; subject: string; to: string; at: string }[];
  itinerary: { version: number; sentAt: string } | null;
};

/** The file the download is saved under: the booking's reference, nothing personal. */
export const myDataFileName = (reference: string) =>
  `sobremesa-my-data-${reference.replace(/[^A-Za-z0-9-]/g, "")}.json`;

/**
 * Whether the traveller may erase their data now: not while the trip is being delivered (the
 * concierge books tables in their name and must reach them), only once it is over or cancelled.
 */
export const mayErase = (status: BookingStatus) => !IN_SERVICE.includes(status);
