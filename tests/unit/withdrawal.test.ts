import { afterEach, describe, expect, it } from "vitest";
import * as clock from "~/clock";
import {
  WITHDRAWAL_STATUSES,
  withdrawalEndsAt,
  withdrawalRefundCents,
  withdrawalRefusal,
} from "~/features/withdrawal/withdrawal";

/** The right of withdrawal's rules (Directive 2011/83/EU art. 9, 11a, 14(3), 16(a)), read on the app's clock. */
afterEach(() => clock.setClock(null));

describe("the withdrawal period", () => {
  it("runs to the end of the 14th day after the payment's day, and only while the itinerary is not sent", () => {
    const paidAt = "2027-02-15T10:00:01Z";
    expect(withdrawalEndsAt(paidAt)).toBe("2027-03-02T00:00:00.000Z");
    clock.setClock("2027-03-01T23:59:59Z", { freeze: true });
    expect(withdrawalRefusal({ status: "paid", paidAt, now: clock.now() })).toBeNull();
    clock.setClock("2027-03-02T00:00:00Z", { freeze: true });
    expect(withdrawalRefusal({ status: "paid", paidAt, now: clock.now() })).toBe("period-over");
    expect(withdrawalRefusal({ status: "paid", paidAt: null, now: clock.now() })).toBe("not-paid");
    expect(WITHDRAWAL_STATUSES).toEqual(["pending", "paid", "preferences_received", "curating", "booked"]);
    for (const status of ["itinerary_ready", "completed", "cancelled"] as const) {
      expect(withdrawalRefusal({ status, paidAt: "2027-03-01T00:00:00Z", now: clock.now() })).toBe("performed");
    }
  });
});

describe("what a withdrawal refunds, in cents", () => {
  it("the whole fee before curating; the parts not provided after, the rounding to the traveller", () => {
    expect(withdrawalRefundCents("preferences_received", 5700, 0, { meals: 6, mealsReserved: 0 })).toBe(5700);
    // Six meals: eight parts (curation, six tables, itinerary); curation begun = 1 part kept.
    expect(withdrawalRefundCents("curating", 5700, 0, { meals: 6, mealsReserved: 0 })).toBe(5700 - 712);
    expect(withdrawalRefundCents("booked", 5700, 0, { meals: 6, mealsReserved: 6 })).toBe(5700 - 4987);
    expect(withdrawalRefundCents("curating", 3900, 0, { meals: 2, mealsReserved: 1 })).toBe(1950);
    // Never more than is left to refund.
    expect(withdrawalRefundCents("curating", 3900, 3000, { meals: 2, mealsReserved: 0 })).toBe(900);
  });
});
