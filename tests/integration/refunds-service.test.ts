import { beforeAll, describe, expect, it } from "vitest";
import { db, writeTransaction } from "~/db/client.server";
import { InvalidInputError } from "~/domain/errors";
import { recordRefund, refundsOf, sendPendingRefunds } from "~/features/payments/refunds.server";
import { testDb } from "../support/db";
import { seedPaidBooking } from "../support/factories";

/** The refunds service on a real SQLite file, with the local TEST checkout (no Stripe key). */
beforeAll(() => {
  testDb();
});

const paid = () =>
  seedPaidBooking(db(), { amountPaidCents: 4800, totalCents: 4800, paymentIntentId: `pi_local_${Date.now()}` });

describe("refunds", () => {
  it("never records more than what was paid minus what was refunded", () => {
    const booking = paid();
    writeTransaction((tx) => recordRefund(tx, { booking, amountCents: 3000, actor: "admin" }));
    expect(() => writeTransaction((tx) => recordRefund(tx, { booking, amountCents: 1801, actor: "admin" }))).toThrow(
      InvalidInputError,
    );
    expect(() => writeTransaction((tx) => recordRefund(tx, { booking, amountCents: 12.5, actor: "admin" }))).toThrow(
      InvalidInputError,
    );
    writeTransaction((tx) => recordRefund(tx, { booking, amountCents: 1800, actor: "admin" }));
    expect(refundsOf(booking.id).map((r) => r.amountCents)).toEqual([3000, 1800]);
  });

  it("sends a refund left pending by a crash once, with the key it was recorded with", async () => {
    const booking = paid();
    const row = writeTransaction((tx) => recordRefund(tx, { booking, amountCents: 4800, actor: "traveller" }))!;
    // The process stopped here: the row is pending and was never sent.
    expect(refundsOf(booking.id)[0]).toMatchObject({ status: "pending", stripeRefundId: null });
    await sendPendingRefunds();
    const [sent] = refundsOf(booking.id);
    expect(sent).toMatchObject({ status: "succeeded", idempotencyKey: row.idempotencyKey });
    expect(sent.stripeRefundId).toMatch(/^re_local_/);
    await sendPendingRefunds();
    expect(refundsOf(booking.id)).toEqual([sent]);
  });
});
