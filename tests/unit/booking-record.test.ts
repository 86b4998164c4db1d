import { describe, expect, it } from "vitest";
import { type BookingFacts, bookingRecord, creatorRecord, paymentRecord } from "~/features/booking/booking-record";

const madrid: BookingFacts = {
  reference: "abcdefghjkmnpqrs",
  name: "Ana García",
  email: "ana@example.com",
  phone: "+34 612 345 678",
  regionCode: "ES",
  cityName: "Madrid",
  checkIn: "2030-06-10",
  checkOut: "2030-06-14",
  reservations: 6,
  basePriceCents: 3900,
  extraCount: 2,
  totalCents: 5700,
  status: "pending",
  requiresPayment: true,
  paymentStatus: "pending",
  stripeSessionId: null,
  createdAt: "2030-06-01T10:00:00.000Z",
};
const context = { userAgent: "UA/1", referrer: null, production: false, source: "sobremesa-web", now: new Date(0) };

describe("bookingRecord (§3)", () => {
  it("has exactly §3's fields plus the sender's metadata", () => {
    expect(bookingRecord(madrid, context)).toEqual({
      bookingId: "abcdefghjkmnpqrs",
      customerName: "Ana García",
      email: "ana@example.com",
      phone: "+34 612 345 678",
      city: "ES|Madrid",
      cityName: "Madrid",
      countryCode: "ES",
      checkInDate: "2030-06-10",
      checkOutDate: "2030-06-14",
      numberOfReservations: 6,
      basePrice: 39,
      extraReservations: 2,
      totalPrice: 57,
      status: "pending",
      paymentRequired: "Yes",
      paymentStatus: "pending",
      stripeSessionId: null,
      isSpanishCity: "Yes",
      createdAt: "2030-06-01T10:00:00.000Z",
      timestamp: "1970-01-01T00:00:00.000Z",
      userAgent: "UA/1",
      referrer: "Direct visit",
      Environment: "Staging",
      source: "sobremesa-web",
    });
  });

  it("describes a free destination and 'other', and production", () => {
    const paris = {
      ...madrid,
      regionCode: "EU",
      cityName: "Paris",
      requiresPayment: false,
      paymentStatus: "not_required" as const,
    };
    expect(bookingRecord(paris, { ...context, production: true, referrer: "https://x.example/" })).toMatchObject({
      city: "EU|Paris",
      countryCode: "EU",
      paymentRequired: "No",
      paymentStatus: "not_required",
      isSpanishCity: "No",
      Environment: "Production",
      referrer: "https://x.example/",
    });
    const other = { ...paris, regionCode: "OTHER", cityName: "Other" };
    expect(bookingRecord(other, context)).toMatchObject({ city: "other", cityName: "Other", countryCode: "Unknown" });
  });
});

describe("paymentRecord (§3)", () => {
  it("carries the payment-success fields", () => {
    expect(
      paymentRecord({
        reference: "abcdefghjkmnpqrs",
        stripeSessionId: "cs_test_1",
        paymentIntentId: "pi_1",
        amountPaidCents: 5700,
        currency: "eur",
        paidAt: "2030-06-01T10:05:00.000Z",
      }),
    ).toEqual({
      bookingId: "abcdefghjkmnpqrs",
      stripeSessionId: "cs_test_1",
      paymentIntentId: "pi_1",
      amountPaid: 57,
      currency: "eur",
      paymentStatus: "succeeded",
      paidAt: "2030-06-01T10:05:00.000Z",
    });
  });
});

describe("creatorRecord", () => {
  it("is the application, status 'pending' and appliedAt, with the same metadata as a booking's record", () => {
    const application = {
      name: "Rosa Díaz",
      email: "rosa@example.com",
      city: "Oaxaca",
      instagram: "https://www.instagram.com/rosa/",
      appliedAt: "2030-06-01T10:00:00.000Z",
    };
    expect(creatorRecord(application, { ...context, production: true, referrer: "https://t.co/x" })).toEqual({
      ...application,
      status: "pending",
      timestamp: "1970-01-01T00:00:00.000Z",
      userAgent: "UA/1",
      referrer: "https://t.co/x",
      Environment: "Production",
      source: "sobremesa-web",
    });
    expect(creatorRecord({ ...application, tiktok: "https://www.tiktok.com/@rosa" }, context)).toMatchObject({
      tiktok: "https://www.tiktok.com/@rosa",
      referrer: "Direct visit",
      Environment: "Staging",
    });
  });
});
