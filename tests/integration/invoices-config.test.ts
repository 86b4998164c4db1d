import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { invoiceRecords, invoices } from "~/db/schema";
import { findBookingByReference, setCheckoutSession } from "~/features/booking/bookings.server";
import { payLocalCheckout } from "~/features/payments/fulfilment.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { testDb } from "../support/db";
import { seedBooking } from "../support/factories";

/** The invoice settings read from the environment: a series prefix, a 10 % rate, and no records. */
vi.hoisted(() => {
  process.env.INVOICE_SERIES_PREFIX = "SBM-";
  process.env.VAT_RATE = "10";
  process.env.VERIFACTU_MODE = "off";
});

beforeAll(() => {
  testDb();
});
// A worker may run another file next: it must not inherit these settings.
afterAll(() => {
  delete process.env.INVOICE_SERIES_PREFIX;
  delete process.env.VAT_RATE;
  delete process.env.VERIFACTU_MODE;
});

describe("invoice configuration", () => {
  it("prefixes both series, applies the configured rate, and keeps no records with VERIFACTU_MODE=off", async () => {
    const booking = seedBooking(db(), { reservations: 6 });
    setCheckoutSession(booking.id, "cs_test_local_config");
    payLocalCheckout(findBookingByReference(booking.reference)!);
    await cancelBooking({ reference: booking.reference, actor: "admin", refundCents: 1100 });
    const rows = db().select().from(invoices).where(eq(invoices.bookingId, booking.id)).orderBy(invoices.id).all();
    expect(rows.map((row) => row.fullNumber)).toEqual([
      expect.stringMatching(/^SBM-\d{4}-000001$/),
      expect.stringMatching(/^SBM-R\d{4}-000001$/),
    ]);
    expect(rows[0]).toMatchObject({ vatRate: 10, totalCents: 5700, baseCents: 5182, taxCents: 518 });
    expect(rows[1]).toMatchObject({ vatRate: 10, totalCents: -1100, baseCents: -1000, taxCents: -100 });
    expect(db().select().from(invoiceRecords).all()).toEqual([]);
  });
});
