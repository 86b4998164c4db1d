import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, writeTransaction } from "~/db/client.server";
import { bookingEvents, bookings, outbox, refunds } from "~/db/schema";
import { addDays, todayIso } from "~/domain/dates";
import { bookingSchema } from "~/features/booking/booking-schema";
import { createBooking, setCheckoutSession } from "~/features/booking/bookings.server";
import { TransitionRefusedError, transition, UnknownBookingError } from "~/features/booking/lifecycle.server";
import { moveBooking } from "~/features/booking/move-booking.server";
import { markPaid, payLocalCheckout } from "~/features/payments/fulfilment.server";
import englishBooking from "~/i18n/locales/en/booking";
import { validBooking } from "../support/booking-form.mjs";
import { testDb } from "../support/db";
import { seedBooking } from "../support/factories";

/** Every status change through the one transition function, on a real SQLite file. */

beforeAll(() => {
  testDb();
});

const statusOf = (id: number) => db().select().from(bookings).where(eq(bookings.id, id)).get()!.status;
const historyOf = (id: number) =>
  db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(bookingEvents.id).all();
const mailKeys = (id: number) =>
  db()
    .select({ key: outbox.dedupeKey, cancelledAt: outbox.cancelledAt })
    .from(outbox)
    .where(and(eq(outbox.bookingId, id), eq(outbox.type, "mail")))
    .orderBy(outbox.id)
    .all();
/** Everything a move could change about a booking, to compare before and after. */
const snapshot = (id: number) => ({ status: statusOf(id), history: historyOf(id), outbox: mailKeys(id) });

async function newBooking(city: string) {
  const input = bookingSchema({ earliestCheckIn: addDays(todayIso(), 7), messages: englishBooking.validation }).parse(
    validBooking({ city, checkOut: addDays(todayIso(), 13), reservations: "3" }),
  );
  const stored = await createBooking(input, { userAgent: "LifecycleTest/1", referrer: null, source: "sobremesa-web" });
  if (stored === "limited") throw new Error("an unlimited booking was limited");
  return stored.booking;
}

describe("creating a booking", () => {
  it("records its first status in the history, and mails nothing before a payable booking is paid", async () => {
    const booking = await newBooking("ES|Madrid");
    expect(booking.status).toBe("pending");
    expect(historyOf(booking.id)).toMatchObject([{ fromStatus: null, toStatus: "pending", actor: "traveller" }]);
    expect(mailKeys(booking.id)).toEqual([]);
  });

  it("tells a traveller whose destination needs no payment that the request arrived", async () => {
    const booking = await newBooking("EU|Paris");
    expect(booking.paymentStatus).toBe("not_required");
    expect(mailKeys(booking.id)).toEqual([{ key: `mail:request_received:booking:${booking.id}`, cancelledAt: null }]);
  });
});

describe("a transition", () => {
  it("stores the status, one history row and the mail it sends, together", () => {
    const booking = seedBooking(db(), { cityName: "Madrid", paymentStatus: "succeeded" });
    transition(db(), { bookingId: booking.id, to: "paid", actor: "system", note: "test" });
    expect(statusOf(booking.id)).toBe("paid");
    expect(historyOf(booking.id)).toMatchObject([
      { fromStatus: "pending", toStatus: "paid", actor: "system", note: "test" },
    ]);
    expect(mailKeys(booking.id).map((m) => m.key)).toEqual([
      `mail:payment_confirmed:booking:${booking.id}`,
      `mail:preferences_reminder:booking:${booking.id}`,
    ]);
  });

  it("leaves nothing behind when the transaction it is part of fails", () => {
    const booking = seedBooking(db(), { cityName: "Madrid" });
    const before = snapshot(booking.id);
    expect(() =>
      writeTransaction((tx) => {
        transition(tx, { bookingId: booking.id, to: "paid", actor: "system" });
        throw new Error("what the move stores next fails");
      }),
    ).toThrow("what the move stores next fails");
    expect(snapshot(booking.id)).toEqual(before);
  });

  it("withdraws the preferences reminder when the booking moves on", () => {
    // Paid (the concierge's Paid button needs the payment in hand), then moved on.
    const booking = seedBooking(db(), { cityName: "Madrid", paymentStatus: "succeeded" });
    moveBooking({ reference: booking.reference, to: "paid" });
    moveBooking({ reference: booking.reference, to: "curating", note: "called the traveller" });
    const reminder = mailKeys(booking.id).find((m) => m.key?.startsWith("mail:preferences_reminder"));
    // The reminder the payment queued is there, withdrawn: a reminder never queued is no withdrawal.
    expect(reminder).toMatchObject({ cancelledAt: expect.any(String) });
  });
});

describe("moveBooking", () => {
  it("answers the new status and the history as a list of transitions", () => {
    // Its payment in hand (the concierge's Paid needs it; the cancellation refunds it by the policy).
    const booking = seedBooking(db(), {
      cityName: "Madrid",
      paymentStatus: "succeeded",
      paymentIntentId: `pi_history_${Date.now()}`,
    });
    moveBooking({ reference: booking.reference, to: "paid" });
    const moved = moveBooking({ reference: booking.reference, to: "cancelled", note: "changed plans" });
    expect(moved.status).toBe("cancelled");
    expect(moved.history.map((e) => [e.fromStatus, e.toStatus, e.actor, e.note])).toEqual([
      ["pending", "paid", "admin", null],
      ["paid", "cancelled", "admin", "changed plans"],
    ]);
  });

  it("refuses pending → booked and changes nothing: status, history, outbox", async () => {
    const booking = await newBooking("ES|Madrid");
    const before = snapshot(booking.id);
    expect(() => moveBooking({ reference: booking.reference, to: "booked" })).toThrow(TransitionRefusedError);
    expect(snapshot(booking.id)).toEqual(before);
  });

  it("refuses an unknown reference", () => {
    expect(() => moveBooking({ reference: "nosuchreference1", to: "paid" })).toThrow(UnknownBookingError);
  });
});

describe("fulfilment", () => {
  function awaitingPayment() {
    const booking = seedBooking(db(), { cityName: "Madrid", paymentStatus: "pending" });
    setCheckoutSession(booking.id, `cs_test_lifecycle_${booking.id}`);
    return db().select().from(bookings).where(eq(bookings.id, booking.id)).get()!;
  }
  const facts = (booking: ReturnType<typeof awaitingPayment>) => ({
    sessionId: booking.stripeSessionId!,
    reference: booking.reference,
    paymentIntentId: "pi_test_lifecycle",
    amountTotal: booking.totalCents,
    currency: "eur",
  });

  it("moves a payable booking to paid once, naming the source, however often it is repeated", () => {
    const booking = awaitingPayment();
    expect(markPaid(facts(booking), undefined, "webhook")).toBe("fulfilled");
    expect(markPaid(facts(booking), undefined, "success")).toBe("already_paid");
    expect(markPaid(facts(booking), undefined, "webhook")).toBe("already_paid");
    expect(statusOf(booking.id)).toBe("paid");
    expect(historyOf(booking.id).filter((e) => e.toStatus === "paid")).toMatchObject([
      { fromStatus: "pending", actor: "system", note: "Payment confirmed by the Stripe webhook" },
    ]);
    expect(mailKeys(booking.id).filter((m) => m.key?.includes("payment_confirmed"))).toHaveLength(1);
  });

  it("notes a payment on the local TEST checkout as such", () => {
    const booking = awaitingPayment();
    payLocalCheckout(booking);
    expect(historyOf(booking.id).at(-1)).toMatchObject({
      toStatus: "paid",
      note: "Payment made on the local TEST checkout",
    });
  });

  it("records the payment of a booking cancelled meanwhile, keeps it cancelled and refunds it in full", () => {
    const booking = awaitingPayment();
    moveBooking({ reference: booking.reference, to: "cancelled" });
    expect(markPaid(facts(booking))).toBe("refunding");
    const row = db().select().from(bookings).where(eq(bookings.id, booking.id)).get()!;
    expect([row.paymentStatus, row.status]).toEqual(["succeeded", "cancelled"]);
    expect(mailKeys(booking.id).filter((m) => m.key?.includes("payment_confirmed"))).toEqual([]);
    expect(mailKeys(booking.id).filter((m) => m.key?.includes("late_payment_refunded"))).toHaveLength(1);
    const refund = db().select().from(refunds).where(eq(refunds.bookingId, booking.id)).all();
    expect(refund).toEqual([expect.objectContaining({ amountCents: row.amountPaidCents, actor: "system" })]);
  });
});
