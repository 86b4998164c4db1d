import { describe, expect, it } from "vitest";
import type { AdminBookingRow } from "~/domain/admin-rows";
import { BOOKING_CSV_COLUMNS, CREATOR_CSV_COLUMNS, csvFilename, csvRecord, neutraliseFormula } from "~/domain/csv";

describe("neutraliseFormula", () => {
  it.each(['=HYPERLINK("http://evil","x")', "+1+2", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "prefixes %j with an apostrophe",
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  // Excel in Spain and France splits on ';', so a formula after one starts its own cell.
  it.each([
    ["x;=1+1;@SUM(A1)", "x;'=1+1;'@SUM(A1)"],
    ["Smith,-2+3", "Smith,'-2+3"],
    ["a\t+1", "a\t'+1"],
    ["=1;@x", "'=1;'@x"],
    ["a;\r=1", "a;'\r=1"],
  ])("guards %j after every separator a locale may use", (value, guarded) => {
    expect(neutraliseFormula(value)).toBe(guarded);
  });

  it.each(["Ana García", "a=b", "user@example.com", "", "1-2", "Smith, John", "a; b"])("leaves %j alone", (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});

const booking: AdminBookingRow = {
  id: 7,
  reference: "ref",
  readableReference: "SBM-AAAA-BBB",
  name: "=cmd|' /C calc'!A0",
  email: "x@example.com",
  phone: "+34 600",
  regionCode: "ES",
  cityName: "Madrid",
  checkIn: "2030-01-10",
  checkOut: "2030-01-12",
  reservations: 6,
  basePriceCents: 3900,
  includedReservations: 4,
  extraPriceCents: 900,
  extraCount: 2,
  totalCents: 5700,
  paymentStatus: "succeeded",
  status: "preferences_received",
  requiresPayment: true,
  stripeSessionId: "cs_test_1",
  amountPaidCents: 5700,
  assignedCreatorId: null,
  createdAt: "2030-01-01T10:00:00.000Z",
};

describe("booking columns", () => {
  it("follow the admin table's order", () => {
    expect(BOOKING_CSV_COLUMNS.map((c) => c.header)).toEqual([
      "ID",
      "Name",
      "Email",
      "Phone",
      "City",
      "Dates",
      "Reservations",
      "Price (EUR)",
      "Payment",
      "Created",
      "Status",
    ]);
    expect(CREATOR_CSV_COLUMNS.map((c) => c.header)).toEqual([
      "ID",
      "Name",
      "Email",
      "City",
      "Instagram",
      "TikTok",
      "Applied",
      "Status",
    ]);
  });

  it("give the table's values with text cells neutralised", () => {
    expect(csvRecord(BOOKING_CSV_COLUMNS, booking)).toEqual([
      7,
      "'=cmd|' /C calc'!A0",
      "x@example.com",
      "'+34 600",
      "Madrid",
      "2030-01-10 – 2030-01-12",
      6,
      "57.00",
      "Paid",
      "2030-01-01T10:00:00.000Z",
      "Preferences received",
    ]);
  });

  it("show 'Other' for destinations outside the catalogue", () => {
    const other = csvRecord(BOOKING_CSV_COLUMNS, { ...booking, regionCode: "OTHER", cityName: "Other" });
    expect(other[4]).toBe("Other");
  });
});

describe("csvFilename", () => {
  it("is dated by the UTC day", () => {
    expect(csvFilename("bookings", new Date("2030-05-06T23:30:00Z"))).toBe("bookings-2030-05-06.csv");
    expect(csvFilename("creators", new Date("2030-05-06T00:00:00Z"))).toBe("creators-2030-05-06.csv");
  });
});
