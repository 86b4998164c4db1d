import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookings, outbox } from "~/db/schema";
import { findBookingByReference, setCheckoutSession } from "~/features/booking/bookings.server";
import { markFailed, markPaid, type PaymentFacts, payLocalCheckout } from "~/features/payments/fulfilment.server";
import { retrieveCheckout } from "~/features/payments/payments.server";
import { testDb } from "../support/db";
import { seedBooking } from "../support/factories";

/**
 * Fulfilment's binding rule on the services, with the local TEST checkout (no Stripe key):
 * a payment fulfils only the session the server opened for the booking, for its exact total.
 */

beforeAll(() => {
  testDb();
});

let counter = 0;
/** A €57 booking awaiting payment through a local TEST checkout session. */
function pendingBooking() {
  const booking = seedBooking(db(), { cityName: "Madrid", reservations: 6 });
  const sessionId = `cs_test_local_binding${++counter}`;
  setCheckoutSession(booking.id, sessionId);
  return findBookingByReference(booking.reference)!;
}

const bookingRow = (id: number) => db().select().from(bookings).where(eq(bookings.id, id)).get()!;
const payments = (id: number) =>
  db()
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, id))
    .all()
    .filter((r) => r.type === "payment");

function facts(booking: ReturnType<typeof pendingBooking>, overrides: Partial<PaymentFacts> = {}): PaymentFacts {
  return {
    sessionId: booking.stripeSessionId!,
    reference: booking.reference,
    paymentIntentId: "pi_test_binding",
    amountTotal: booking.totalCents,
    currency: "eur",
    ...overrides,
  };
}

function expectUnchangedAndFlagged(before: ReturnType<typeof pendingBooking>) {
  expect(bookingRow(before.id)).toMatchObject({
    paymentStatus: "review",
    stripeSessionId: before.stripeSessionId,
    paymentIntentId: null,
    amountPaidCents: null,
    paidAt: null,
  });
  expect(payments(before.id)).toEqual([]);
}

describe("markPaid's binding rule", () => {
  it.each([
    ["another amount", { amountTotal: 100 }],
    ["no amount", { amountTotal: null }],
    ["another currency", { currency: "usd" }],
  ])("the booking's own session with %s is flagged for review and pays nothing", (_label, overrides) => {
    const booking = pendingBooking();
    expect(markPaid(facts(booking, overrides))).toBe("review");
    expectUnchangedAndFlagged(booking);
  });

  it("a session that only carries the booking's reference is flagged, even for the right price", () => {
    const booking = pendingBooking();
    expect(markPaid(facts(booking, { sessionId: "cs_test_local_someoneelse" }))).toBe("review");
    expectUnchangedAndFlagged(booking);
  });

  it("metadata that names the booking with a wrong reference does not bind it", () => {
    const booking = pendingBooking();
    const forged = { sessionId: "cs_test_forged1", boundBookingId: String(booking.id), boundReference: "wrong" };
    expect(markPaid(facts(booking, forged))).toBe("review");
    expectUnchangedAndFlagged(booking);
  });

  it("the booking's own session for its total fulfils it once, also after a flag", () => {
    const booking = pendingBooking();
    markPaid(facts(booking, { amountTotal: 100 }));
    expect(markPaid(facts(booking, { currency: "EUR" }))).toBe("fulfilled");
    expect(markPaid(facts(booking))).toBe("already_paid");
    expect(bookingRow(booking.id)).toMatchObject({ paymentStatus: "succeeded", amountPaidCents: 5700 });
    expect(payments(booking.id)).toHaveLength(1);
  });

  it("a stray session for a paid booking changes nothing and leaves it paid", () => {
    const booking = pendingBooking();
    markPaid(facts(booking));
    const paid = bookingRow(booking.id);
    expect(markPaid(facts(booking, { sessionId: "cs_test_local_stray", amountTotal: 100 }))).toBe("review");
    expect(bookingRow(booking.id)).toEqual(paid);
  });

  it("keeps the flag when the traveller opens a new session or the old one expires", () => {
    const booking = pendingBooking();
    markPaid(facts(booking, { sessionId: "cs_test_local_stray2" }));
    setCheckoutSession(booking.id, "cs_test_local_fresh");
    expect(markFailed("cs_test_local_fresh")).toBe(false);
    expect(bookingRow(booking.id)).toMatchObject({ paymentStatus: "review", stripeSessionId: "cs_test_local_fresh" });
  });
});

describe("the local TEST checkout", () => {
  it("reports its session as the server's own, and paying it fulfils the booking", async () => {
    const booking = pendingBooking();
    expect(await retrieveCheckout(booking.stripeSessionId!)).toMatchObject({
      boundBookingId: String(booking.id),
      boundReference: booking.reference,
      amountTotal: 5700,
      currency: "eur",
    });
    expect(payLocalCheckout(booking)).toBe(booking.stripeSessionId);
    expect(bookingRow(booking.id)).toMatchObject({ paymentStatus: "succeeded", amountPaidCents: 5700 });
  });
});
