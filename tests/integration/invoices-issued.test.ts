import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { now, setClock } from "~/clock";
import { db, writeTransaction } from "~/db/client.server";
import { bookings, dietaryNeeds, invoiceCounters, invoiceRecords, invoices } from "~/db/schema";
import { findBookingByReference, setCheckoutSession } from "~/features/booking/bookings.server";
import { issuerDate } from "~/features/invoices/verifactu";
import { handleStripeEvent, markPaid, payLocalCheckout } from "~/features/payments/fulfilment.server";
import { eraseExpiredDietaryNeeds } from "~/features/privacy/dietary-erasure.server";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { testDb } from "../support/db";
import { seedBooking, seedFreeBooking } from "../support/factories";

/**
 * Invoices through the one fulfilment path (decision 0035): the local TEST checkout, the webhook
 * and a refund's cancellation issue them in their own transactions, numbered without gaps.
 */

beforeAll(() => {
  testDb();
});
afterEach(() => setClock(null));

let counter = 0;
/** A Madrid booking of 6 reservations (€57) awaiting payment through a local TEST checkout session. */
function pendingBooking(seed: Parameters<typeof seedBooking>[1] = {}) {
  const booking = seedBooking(db(), { cityName: "Madrid", reservations: 6, ...seed });
  setCheckoutSession(booking.id, `cs_test_local_invoice${++counter}`);
  return findBookingByReference(booking.reference)!;
}

const invoicesOf = (bookingId: number) =>
  db().select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(invoices.id).all();
const recordOf = (invoiceId: number) =>
  db().select().from(invoiceRecords).where(eq(invoiceRecords.invoiceId, invoiceId)).get();
const numbersIn = (series: string) =>
  db()
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.series, series))
    .orderBy(invoices.number)
    .all()
    .map((row) => row.number);

describe("a payment's simplified invoice", () => {
  it("is numbered in the year it is in Madrid (31 Dec 23:30 UTC is 1 Jan there), with base, VAT and total; the next is -000002", () => {
    setClock("2026-12-31T23:30:00Z", { freeze: true });
    const first = pendingBooking({ checkIn: "2027-03-12", checkOut: "2027-03-15" });
    payLocalCheckout(first);
    const [invoice] = invoicesOf(first.id);
    expect(invoice).toMatchObject({
      fullNumber: "2027-000001",
      series: "2027",
      year: 2027,
      type: "simplified",
      issueDate: "2027-01-01",
      operationDate: "2027-01-01",
      totalCents: 5700,
      baseCents: 4711,
      taxCents: 989,
      vatRate: 21,
      currency: "EUR",
      companyLegalName: "SAMPLE COMPANY — NOT A REAL INVOICE",
      companyTaxId: "B12345674",
      // Spanish first, then the traveller's language (decision 0060).
      description:
        `Servicio de conserjería gastronómica, Madrid, 12–15 mar 2027, 6 reservas de mesa, referencia ${first.readableReference}\n` +
        `Dining concierge service, Madrid, 12–15 Mar 2027, 6 reservations, booking ${first.readableReference}`,
    });
    expect(recordOf(invoice.id)).toMatchObject({
      issuerTaxId: "B12345674",
      seriesNumber: "2027-000001",
      issueDate: "01-01-2027",
      typeCode: "F2",
      taxTotal: "9.89",
      amountTotal: "57.00",
      generatedAt: "2027-01-01T00:30:00+01:00",
      submissionStatus: "not_submitted",
    });
    expect(recordOf(invoice.id)!.hash).toMatch(/^[0-9A-F]{64}$/);

    const second = pendingBooking();
    payLocalCheckout(second);
    expect(invoicesOf(second.id).map((row) => row.fullNumber)).toEqual(["2027-000002"]);
  });

  it("is issued once: paying again, or a redelivered webhook for the same session, issues nothing new", async () => {
    const booking = pendingBooking();
    payLocalCheckout(booking);
    payLocalCheckout(booking);
    const event = (id: string) =>
      ({
        id,
        type: "checkout.session.completed",
        data: {
          object: {
            id: booking.stripeSessionId,
            object: "checkout.session",
            client_reference_id: booking.reference,
            payment_intent: "pi_test_again",
            amount_total: booking.totalCents,
            currency: "eur",
            payment_status: "paid",
            status: "complete",
            metadata: {},
          },
        },
      }) as never;
    expect(await handleStripeEvent(event("evt_invoice_once"))).toBe("handled");
    expect(await handleStripeEvent(event("evt_invoice_once"))).toBe("duplicate");
    expect(await handleStripeEvent(event("evt_invoice_other_delivery"))).toBe("handled");
    expect(invoicesOf(booking.id)).toHaveLength(1);
  });

  it("a free booking gets none", () => {
    const free = seedFreeBooking(db());
    expect(invoicesOf(free.id)).toEqual([]);
  });

  it("a crash after the number was taken rolls back the payment and the number together: no gap", () => {
    const before = numbersIn(issuerDate(now()).slice(0, 4));
    const crashed = pendingBooking();
    expect(() =>
      writeTransaction((tx) => {
        markPaid(
          {
            sessionId: crashed.stripeSessionId!,
            reference: crashed.reference,
            paymentIntentId: "pi_test_crash",
            amountTotal: crashed.totalCents,
            currency: "eur",
          },
          tx,
          "webhook",
        );
        expect(tx.select().from(invoices).where(eq(invoices.bookingId, crashed.id)).all()).toHaveLength(1);
        throw new Error("the process died here");
      }),
    ).toThrow("the process died here");
    expect(db().select().from(bookings).where(eq(bookings.id, crashed.id)).get()!.paymentStatus).toBe("pending");
    expect(invoicesOf(crashed.id)).toEqual([]);

    payLocalCheckout(crashed);
    const year = issuerDate(now()).slice(0, 4);
    const after = numbersIn(year);
    expect(after).toEqual([...before, (before.at(-1) ?? 0) + 1]);
    const series = db().select().from(invoiceCounters).all();
    expect(series.map((row) => row.series)).toContain(year);
    for (const row of series) expect(numbersIn(row.series).at(-1)).toBe(row.lastNumber);
  });
});

describe("a refund's corrective invoice", () => {
  it("carries the negative difference in its own series, referencing the original's number and date and the reason", async () => {
    setClock("2027-02-10T09:00:00Z");
    const booking = pendingBooking();
    payLocalCheckout(booking);
    const [original] = invoicesOf(booking.id);
    await cancelBooking({ reference: booking.reference, actor: "admin", refundCents: 2000 });
    const [, corrective] = invoicesOf(booking.id);
    expect(corrective).toMatchObject({
      type: "corrective",
      series: "R2027",
      fullNumber: expect.stringMatching(/^R2027-\d{6}$/),
      totalCents: -2000,
      baseCents: -1653,
      taxCents: -347,
      vatRate: 21,
      correctsInvoiceId: original.id,
      correctionReason:
        `Reembolso parcial de la reserva ${booking.readableReference} tras su cancelación\n` +
        `Partial refund of booking ${booking.readableReference} after its cancellation`,
    });
    expect(corrective.description).toContain(`Correction of invoice ${original.fullNumber} of 10-02-2027`);
    expect(recordOf(corrective.id)).toMatchObject({ typeCode: "R5", taxTotal: "-3.47", amountTotal: "-20.00" });
  });
});

describe("a payment that arrives after its booking was cancelled", () => {
  it("is invoiced, and its full refund corrected, in the payment's transaction", async () => {
    const booking = pendingBooking();
    await cancelBooking({ reference: booking.reference, actor: "admin", refundCents: 0 });
    markPaid(
      {
        sessionId: booking.stripeSessionId!,
        reference: booking.reference,
        paymentIntentId: "pi_test_late",
        amountTotal: booking.totalCents,
        currency: "eur",
      },
      undefined,
      "webhook",
    );
    const [simplified, corrective] = invoicesOf(booking.id);
    expect(simplified).toMatchObject({ type: "simplified", totalCents: 5700 });
    expect(corrective).toMatchObject({
      type: "corrective",
      totalCents: -5700,
      baseCents: -4711,
      taxCents: -989,
      correctsInvoiceId: simplified.id,
      correctionReason:
        `Reembolso total de la reserva ${booking.readableReference} tras su cancelación\n` +
        `Full refund of booking ${booking.readableReference} after its cancellation`,
    });
  });
});

describe("invoices and their records", () => {
  it("are never updated or deleted: the database refuses", () => {
    const booking = pendingBooking();
    payLocalCheckout(booking);
    const [invoice] = invoicesOf(booking.id);
    const sqlite = db().$client;
    expect(() => sqlite.prepare("UPDATE invoices SET total_cents = 1 WHERE id = ?").run(invoice.id)).toThrow(
      /never changed/,
    );
    expect(() => sqlite.prepare("DELETE FROM invoices WHERE id = ?").run(invoice.id)).toThrow(/never deleted/);
    expect(() => sqlite.prepare("UPDATE invoice_records SET hash = 'X' WHERE invoice_id = ?").run(invoice.id)).toThrow(
      /append-only/,
    );
    expect(() => sqlite.prepare("DELETE FROM invoice_records WHERE invoice_id = ?").run(invoice.id)).toThrow(
      /append-only/,
    );
    expect(invoicesOf(booking.id)[0]).toEqual(invoice);
  });

  it("outlive the dietary erasure: the booking's answers go, its invoices stay as issued", async () => {
    const booking = pendingBooking();
    payLocalCheckout(booking);
    db()
      .insert(dietaryNeeds)
      .values({ bookingId: booking.id, needs: ["gluten_free"], other: "coeliac", consentedAt: now().toISOString() })
      .run();
    const before = invoicesOf(booking.id);
    expect(before).toHaveLength(1);
    expect(await eraseExpiredDietaryNeeds(new Date("2031-01-01T00:00:00Z"))).toBeGreaterThan(0);
    expect(db().select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, booking.id)).all()).toEqual([]);
    expect(invoicesOf(booking.id)).toEqual(before);
    expect(recordOf(before[0].id)).toBeDefined();
  });

  it("chain: each record carries the previous one's hash", () => {
    const records = db().select().from(invoiceRecords).orderBy(invoiceRecords.id).all();
    expect(records.length).toBeGreaterThan(3);
    expect(records[0].previousHash).toBe("");
    for (let i = 1; i < records.length; i++) {
      expect(records[i].previousRecordId).toBe(records[i - 1].id);
      expect(records[i].previousHash).toBe(records[i - 1].hash);
    }
  });
});
