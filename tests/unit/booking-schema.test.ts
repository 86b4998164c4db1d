import { describe, expect, it } from "vitest";
import { bookingSchema } from "~/features/booking/booking-schema";
import english from "~/i18n/locales/en/booking";
import { validBooking } from "../support/booking-form.mjs";

/** The English catalogue's messages: what the JSON API answers with, the product's own words. */
const BOOKING_MESSAGES = english.validation;
const earliestCheckIn = "2030-06-08";
const schema = bookingSchema({ earliestCheckIn, messages: BOOKING_MESSAGES });

/** The one valid booking, dated after this schema's earliest check-in, with a name and email to normalise. */
const valid = validBooking({
  checkIn: "2030-06-10",
  checkOut: "2030-06-14",
  name: "  Ana García ",
  email: "Ana@Example.com",
});

/** The messages per field for one input. */
function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe("bookingSchema", () => {
  it("accepts a valid booking and normalises it", () => {
    const result = schema.parse(valid);
    expect(result).toMatchObject({ reservations: 6, name: "Ana García", email: "ana@example.com" });
  });

  it("accepts reservations as a number (JSON) and 'other' as a city", () => {
    expect(schema.parse({ ...valid, reservations: 10, city: "other" }).reservations).toBe(10);
  });

  it("gives §5's required messages for an empty form", () => {
    expect(errorsOf({})).toEqual({
      city: [BOOKING_MESSAGES.cityRequired],
      checkIn: [BOOKING_MESSAGES.checkInRequired],
      checkOut: [BOOKING_MESSAGES.checkOutRequired],
      reservations: [BOOKING_MESSAGES.reservations],
      name: [BOOKING_MESSAGES.nameTooShort],
      email: [BOOKING_MESSAGES.email],
      countryCode: [BOOKING_MESSAGES.countryCode],
      phoneNumber: [BOOKING_MESSAGES.phone],
    });
  });

  it("uses the spec's exact wording (the English catalogue's)", () => {
    expect(BOOKING_MESSAGES).toMatchObject({
      cityRequired: "Destination city is required",
      checkInRequired: "Check-in date is required",
      checkOutRequired: "Check-out date is required",
      checkInTooSoon: "To secure great tables, bookings start 7 days from today.",
      checkOutBeforeCheckIn: "Your check-out date must be after your check-in date.",
      reservations: "Number of reservations is required (1–10).",
      nameTooShort: "Full name must be at least 2 characters",
      email: "Valid email address is required",
      phone: "Valid phone number is required",
    });
  });

  it("refuses a city outside the catalogue", () => {
    expect(errorsOf({ ...valid, city: "ES|Sevilla" })).toEqual({ city: [BOOKING_MESSAGES.cityUnknown] });
    expect(errorsOf({ ...valid, city: "Madrid" })).toEqual({ city: [BOOKING_MESSAGES.cityUnknown] });
  });

  it("starts bookings 7 days ahead (the earliest day itself is fine)", () => {
    expect(errorsOf({ ...valid, checkIn: "2030-06-07" })).toEqual({ checkIn: [BOOKING_MESSAGES.checkInTooSoon] });
    expect(errorsOf({ ...valid, checkIn: earliestCheckIn })).toEqual({});
  });

  it("needs check-out after check-in, even when other fields are wrong", () => {
    expect(errorsOf({ ...valid, checkOut: "2030-06-10" })).toEqual({
      checkOut: [BOOKING_MESSAGES.checkOutBeforeCheckIn],
    });
    expect(errorsOf({ ...valid, name: "", checkOut: "2030-06-09" })).toEqual({
      name: [BOOKING_MESSAGES.nameTooShort],
      checkOut: [BOOKING_MESSAGES.checkOutBeforeCheckIn],
    });
  });

  it("treats impossible or malformed dates as missing", () => {
    expect(errorsOf({ ...valid, checkIn: "2030-02-30", checkOut: "2030-02-31" })).toEqual({
      checkIn: [BOOKING_MESSAGES.checkInRequired],
      checkOut: [BOOKING_MESSAGES.checkOutRequired],
    });
    expect(errorsOf({ ...valid, checkIn: "10/06/2030" })).toEqual({ checkIn: [BOOKING_MESSAGES.checkInRequired] });
  });

  for (const reservations of ["0", "11", "abc", "2.5", "", -1, 0, 11, 4.5, null]) {
    it(`refuses reservations ${JSON.stringify(reservations)}`, () => {
      expect(errorsOf({ ...valid, reservations })).toEqual({ reservations: [BOOKING_MESSAGES.reservations] });
    });
  }

  it("needs a name of 2+ characters after trimming, and at most 100", () => {
    expect(errorsOf({ ...valid, name: " A " })).toEqual({ name: [BOOKING_MESSAGES.nameTooShort] });
    expect(errorsOf({ ...valid, name: "x".repeat(10_000) })).toEqual({ name: [BOOKING_MESSAGES.nameTooLong] });
  });

  for (const email of ["ana", "ana@example", "ana @example.com", "@example.com", `${"a".repeat(250)}@x.com`]) {
    it(`refuses the email ${email.slice(0, 30)}`, () => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: [BOOKING_MESSAGES.email] });
    });
  }

  it("counts 6 to 12 digits in the phone number", () => {
    expect(errorsOf({ ...valid, phoneNumber: "12345" })).toEqual({ phoneNumber: [BOOKING_MESSAGES.phone] });
    expect(errorsOf({ ...valid, phoneNumber: "1234567890123" })).toEqual({ phoneNumber: [BOOKING_MESSAGES.phone] });
    expect(errorsOf({ ...valid, phoneNumber: "(555) 123-456" })).toEqual({});
    expect(errorsOf({ ...valid, phoneNumber: "<b>555123456</b>" })).toEqual({ phoneNumber: [BOOKING_MESSAGES.phone] });
  });

  it("takes calling codes by country or by code; a country that does not use the code is refused", () => {
    expect(errorsOf({ ...valid, countryCode: "CA" })).toEqual({});
    expect(errorsOf({ ...valid, countryCode: "+39" })).toEqual({});
    expect(errorsOf({ ...valid, countryCode: "+1", phoneCountry: "CA" })).toEqual({});
    // Every country is offered now: +7 is Russia; +999 is nobody's.
    expect(errorsOf({ ...valid, countryCode: "+7" })).toEqual({});
    expect(errorsOf({ ...valid, countryCode: "+999" })).toEqual({ countryCode: [BOOKING_MESSAGES.countryCode] });
    expect(errorsOf({ ...valid, countryCode: "EU" })).toEqual({ countryCode: [BOOKING_MESSAGES.countryCode] });
    expect(errorsOf({ ...valid, countryCode: "+39", phoneCountry: "CA" })).toEqual({
      phoneCountry: [BOOKING_MESSAGES.phoneCountry],
    });
    expect(errorsOf({ ...valid, countryCode: "+1", phoneCountry: "XX" })).toEqual({
      phoneCountry: [BOOKING_MESSAGES.phoneCountry],
    });
  });

  it("ignores fields it does not know, such as a price the client computed", () => {
    const parsed = schema.parse({ ...valid, totalPrice: 1, pricing: { totalPrice: 1 }, id: 1795400000000 });
    expect(parsed).not.toHaveProperty("totalPrice");
    expect(parsed).not.toHaveProperty("pricing");
    expect(parsed).not.toHaveProperty("id");
  });

  it("accepts an idempotency key of the expected shape only", () => {
    expect(errorsOf({ ...valid, idempotencyKey: "0b9f7a3e-6a0c-4d0b-9e83-1f0c7e2d9a11" })).toEqual({});
    expect(errorsOf({ ...valid, idempotencyKey: "x" })).toEqual({ idempotencyKey: [BOOKING_MESSAGES.idempotencyKey] });
  });
});

describe("the booking form's phone, checked against the chosen country", () => {
  const form = bookingSchema({ earliestCheckIn, messages: BOOKING_MESSAGES, requireStartConsent: true });
  const formErrors = (input: Record<string, unknown>) => {
    const result = form.safeParse({ ...valid, startConsent: "on", ...input });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("refuses a number of 6-12 digits that no phone in that country can have, on the phone field", () => {
    expect(formErrors({ countryCode: "US", phoneNumber: "612 345 678" })).toEqual({
      phoneNumber: BOOKING_MESSAGES.phoneImpossible,
    });
  });

  it("accepts the other countries' numbers (Ireland, India)", () => {
    expect(formErrors({ countryCode: "IE", phoneNumber: "87 123 4567" })).toEqual({});
    expect(formErrors({ countryCode: "IN", phoneNumber: "98765 43210" })).toEqual({});
  });

  it("keeps the spec's 6-12 digit rule first, and the JSON API on the spec's rule alone", () => {
    expect(formErrors({ countryCode: "US", phoneNumber: "12345" })).toEqual({ phoneNumber: BOOKING_MESSAGES.phone });
    expect(errorsOf({ ...valid, countryCode: "+1", phoneNumber: "612 345 678" })).toEqual({});
  });
});
