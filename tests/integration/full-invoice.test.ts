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

const BUYER = { name: "Viajes Ejemplo S.L.", taxId: "b-12345674", address: "Calle Mayor 1\r\n28013 Madrid" };

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
    expect(issueFullInvoice(booking.reference, { ...BUYER, taxId: "FR40303265045" }).buyerTaxId).toBe("FR40303265045");
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
