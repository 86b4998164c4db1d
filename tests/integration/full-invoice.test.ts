import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { invoiceRecords, invoices } from "~/db/schema";
import { InvalidInputError } from "~/domain/errors";
import { findBookingByReference, setCheckoutSession } from "~/features/booking/bookings.server";
import { type FullInvoiceRefusedError, issueFullInvoice } from "~/features/invoices/full-invoice.server";
import { payLocalCheckout } from "~/features/payments/fulfilment.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { testDb } from "../support/db";
import { seedBooking, seedFreeBooking } from "../support/factories";

/** A full invoice on request replaces a paid booking's simplified one, once (decision 0035). */

beforeAll(() => {
  testDb();
});

let counter = 0;
function paidBooking() {
  const booking = seedBooking(db(), { reservations: 6 });
  setCheckoutSession(booking.id, `cs_test_local_full${++counter}`);
  payLocalCheckout(findBookingByReference(booking.reference)!);
  return booking;
}

const invoicesOf = (bookingId: number) =>
  db().select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(invoices.id).all();
const recordOf = (invoiceId: number) =>
  db().select().from(invoiceRecords).where(eq(invoiceRecords.invoiceId, invoiceId)).get();

const BUYER = {
  kind: "spanish",
  name: "Viajes Ejemplo S.L.",
  taxId: "b-12345674",
  address: "Calle Mayor 1\r\n28013 Madrid",
};

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal");
}

describe("a full invoice on request", () => {
  it("with a valid NIF is issued in the invoice series, naming the buyer and replacing the simplified one (record F3)", () => {
    const booking = paidBooking();
    const [simplified] = invoicesOf(booking.id);
    const full = issueFullInvoice(booking.reference, BUYER);
    expect(full).toMatchObject({
      type: "full",
      series: simplified.series,
      number: simplified.number + 1,
      buyerName: "Viajes Ejemplo S.L.",
      buyerTaxId: "B12345674",
      buyerAddress: "Calle Mayor 1\n28013 Madrid",
      totalCents: 5700,
      baseCents: 4711,
      taxCents: 989,
      replacesInvoiceId: simplified.id,
    });
    expect(full.description).toContain(`replaces simplified invoice ${simplified.fullNumber}`);
    expect(recordOf(full.id)).toMatchObject({ typeCode: "F3", amountTotal: "57.00", seriesNumber: full.fullNumber });
  });

  it("accepts an EU VAT number of its country's shape", () => {
    const booking = paidBooking();
    expect(issueFullInvoice(booking.reference, { ...BUYER, kind: "eu", taxId: "FR40303265045" }).buyerTaxId).toBe(
      "FR40303265045",
    );
  });

  it("accepts a UK VAT number and a US tax number, each with its country", () => {
    const uk = paidBooking();
    const gb = {
      ...BUYER,
      kind: "other",
      country: "gb",
      taxId: "GB 123 4567 89",
      address: "1 High St, London SW1A 1AA",
    };
    expect(issueFullInvoice(uk.reference, gb)).toMatchObject({ type: "full", buyerTaxId: "GB 123 4567 89" });
    const us = paidBooking();
    const ein = { ...BUYER, kind: "other", country: "US", taxId: "12-3456789", address: "1 Main St, Boston MA, USA" };
    expect(issueFullInvoice(us.reference, ein).buyerTaxId).toBe("US 12-3456789");
  });

  it("accepts a private person with a passport number and a full address, and refuses one without an address", () => {
    const booking = paidBooking();
    const person = {
      kind: "person",
      name: "Claire Dupont",
      country: "FR",
      taxId: "19AB12345",
      address: "12 rue de la Paix, 75002 Paris, France",
    };
    const error = refusal(() => issueFullInvoice(booking.reference, { ...person, address: " " }));
    expect((error as InvalidInputError).fields).toEqual({ address: "addressRequired" });
    expect(invoicesOf(booking.id).map((row) => row.type)).toEqual(["simplified"]);
    expect(issueFullInvoice(booking.reference, person)).toMatchObject({
      buyerName: "Claire Dupont",
      buyerTaxId: "FR 19AB12345",
      buyerAddress: "12 rue de la Paix, 75002 Paris, France",
    });
  });

  it("refuses a UK number given as an EU VAT number, an unknown country, no kind and hostile text, storing nothing", () => {
    const booking = paidBooking();
    const fieldsOf = (input: Record<string, unknown>) =>
      (refusal(() => issueFullInvoice(booking.reference, input)) as InvalidInputError).fields;
    expect(fieldsOf({ ...BUYER, kind: "eu", taxId: "GB123456789" })).toEqual({ taxId: "euVatInvalid" });
    expect(fieldsOf({ ...BUYER, kind: "other", country: "XX", taxId: "123" })).toEqual({ country: "countryInvalid" });
    expect(fieldsOf({ ...BUYER, kind: "other", country: "ES", taxId: "B12345674" })).toEqual({
      country: "countryInvalid",
    });
    expect(fieldsOf({ ...BUYER, kind: "<script>" })).toEqual({ kind: "kindRequired" });
    expect(fieldsOf({ ...BUYER, kind: "other", country: "US", taxId: "12\u202E345" })).toEqual({
      taxId: "foreignNumberInvalid",
    });
    expect(fieldsOf({ ...BUYER, kind: "person", country: "US", taxId: "x".repeat(5000) })).toEqual({
      taxId: "taxIdInvalid",
    });
    expect(invoicesOf(booking.id).map((row) => row.type)).toEqual(["simplified"]);
  });

  it("refuses an invalid NIF with a clear message and stores nothing", () => {
    const booking = paidBooking();
    const error = refusal(() => issueFullInvoice(booking.reference, { ...BUYER, taxId: "12345678A", name: "" }));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).fields).toEqual({ taxId: "taxIdInvalid", name: "nameRequired" });
    expect(invoicesOf(booking.id).map((row) => row.type)).toEqual(["simplified"]);
  });

  it("refuses a second request, an unpaid booking and a free one", () => {
    const booking = paidBooking();
    issueFullInvoice(booking.reference, BUYER);
    expect((refusal(() => issueFullInvoice(booking.reference, BUYER)) as FullInvoiceRefusedError).refusal).toBe(
      "already_issued",
    );
    expect(invoicesOf(booking.id)).toHaveLength(2);
    const unpaid = seedBooking(db());
    expect((refusal(() => issueFullInvoice(unpaid.reference, BUYER)) as FullInvoiceRefusedError).refusal).toBe(
      "not_paid",
    );
    const free = seedFreeBooking(db());
    expect((refusal(() => issueFullInvoice(free.reference, BUYER)) as FullInvoiceRefusedError).refusal).toBe(
      "not_paid",
    );
    expect((refusal(() => issueFullInvoice("nope", BUYER)) as FullInvoiceRefusedError).refusal).toBe("unknown_booking");
  });

  it("is what a later refund corrects (R1)", async () => {
    const booking = paidBooking();
    const full = issueFullInvoice(booking.reference, BUYER);
    await cancelBooking({ reference: booking.reference, actor: "admin", refundCents: 5700 });
    const corrective = invoicesOf(booking.id).at(-1)!;
    expect(corrective).toMatchObject({
      type: "corrective",
      correctsInvoiceId: full.id,
      totalCents: -5700,
      buyerTaxId: "B12345674",
    });
    expect(recordOf(corrective.id)!.typeCode).toBe("R1");
  });
});
