import * as clock from "~/clock";
import type { BookingStatus } from "~/domain/booking-lifecycle";
import { OTHER_REGION } from "~/domain/cities";
import type { PaymentStatus } from "~/domain/payment-status";

/**
 * The records sent to the automation webhook, built from a stored booking. Pure, so the exact field set
 * is unit-testable. Amounts go out in euros (39, 57), as the spec's pricing object has them;
 * everything inside the app stays in cents.
 */
export type BookingFacts = {
  reference: string;
  name: string;
  email: string;
  phone: string;
  regionCode: string;
  cityName: string;
  checkIn: string;
  checkOut: string;
  reservations: number;
  basePriceCents: number;
  extraCount: number;
  totalCents: number;
  status: BookingStatus;
  requiresPayment: boolean;
  paymentStatus: PaymentStatus;
  stripeSessionId: string | null;
  createdAt: string;
};

export type RecordContext = {
  userAgent: string | null;
  referrer: string | null;
  production: boolean;
  source: string;
  now?: Date;
};

const euros = (cents: number) => cents / 100;
const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** What the sender adds to every automation record: when, from which browser and page, where, and from which sender. */
function recordMetadata(context: RecordContext) {
  return {
    timestamp: (context.now ?? clock.now()).toISOString(),
    userAgent: context.userAgent ?? "",
    referrer: context.referrer || "Direct visit",
    Environment: context.production ? "Production" : "Staging",
    source: context.source,
  };
}

export function bookingRecord(booking: BookingFacts, context: RecordContext) {
  const other = booking.regionCode === OTHER_REGION;
  return {
    bookingId: booking.reference,
    customerName: booking.name,
    email: booking.email,
    phone: booking.phone,
    city: other ? "other" : `${booking.regionCode}|${booking.cityName}`,
    cityName: booking.cityName,
    countryCode: other ? "Unknown" : booking.regionCode,
    checkInDate: booking.checkIn,
    checkOutDate: booking.checkOut,
    numberOfReservations: booking.reservations,
    basePrice: euros(booking.basePriceCents),
    extraReservations: booking.extraCount,
    totalPrice: euros(booking.totalCents),
    status: booking.status,
    paymentRequired: yesNo(booking.requiresPayment),
    paymentStatus: booking.requiresPayment ? booking.paymentStatus : "not_required",
    stripeSessionId: booking.stripeSessionId,
    isSpanishCity: yesNo(booking.regionCode === "ES"),
    createdAt: booking.createdAt,
    ...recordMetadata(context),
  };
}

export type CreatorFacts = {
  name: string;
  email: string;
  city: string;
  instagram: string;
  tiktok?: string | null;
  appliedAt: string;
};

/** A creator application's record: the fields supplied, status 'pending', appliedAt, and the same metadata as a booking's. */
export function creatorRecord(application: CreatorFacts, context: RecordContext) {
  const { name, email, city, instagram, tiktok, appliedAt } = application;
  return {
    name,
    email,
    city,
    instagram,
    ...(tiktok ? { tiktok } : {}),
    status: "pending" as const,
    appliedAt,
    ...recordMetadata(context),
  };
}

export type PaymentFacts = {
  reference: string;
  stripeSessionId: string;
  paymentIntentId: string | null;
  amountPaidCents: number;
  currency: string;
  paidAt: string;
};

export function paymentRecord(payment: PaymentFacts) {
  return {
    bookingId: payment.reference,
    stripeSessionId: payment.stripeSessionId,
    paymentIntentId: payment.paymentIntentId,
    amountPaid: euros(payment.amountPaidCents),
    currency: payment.currency,
    paymentStatus: "succeeded" as const,
    paidAt: payment.paidAt,
  };
}
