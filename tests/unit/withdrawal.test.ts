import { afterEach, describe, expect, it } from "vitest";
import * as clock from "~/clock";
import {
  formatWithdrawalDeadline,
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
    // Paid on 15 February in Madrid: the last day is 1 March, which ends at midnight Madrid time (23:00 UTC).
    expect(withdrawalEndsAt(paidAt)).toBe("2027-03-01T23:00:00.000Z");
    clock.setClock("2027-03-01T22:59:59Z", { freeze: true });
    expect(withdrawalRefusal({ status: "paid", paidAt, now: clock.now() })).toBeNull();
    clock.setClock("2027-03-01T23:00:00Z", { freeze: true });
    expect(withdrawalRefusal({ status: "paid", paidAt, now: clock.now() })).toBe("period-over");
    expect(withdrawalRefusal({ status: "paid", paidAt: null, now: clock.now() })).toBe("not-paid");
    expect(WITHDRAWAL_STATUSES).toEqual(["pending", "paid", "preferences_received", "curating", "booked"]);
    for (const status of ["itinerary_ready", "completed", "cancelled"] as const) {
      expect(withdrawalRefusal({ status, paidAt: "2027-03-01T00:00:00Z", now: clock.now() })).toBe("performed");
    }
  });
});

describe("the withdrawal deadline, counted in Madrid's days", () => {
  const refusalAt = (paidAt: string, now: string) => withdrawalRefusal({ status: "paid", paidAt, now: new Date(now) });

  it("a payment at 23:30 Madrid time on 28 November: the last day is 12 December, to its last minute in Madrid", () => {
    const paidAt = "2026-11-28T22:30:00Z"; // 23:30 in Madrid (CET, UTC+1)
    expect(withdrawalEndsAt(paidAt)).toBe("2026-12-12T23:00:00.000Z");
    expect(refusalAt(paidAt, "2026-12-12T22:59:00Z")).toBeNull(); // 23:59 on 12 December in Madrid
    expect(refusalAt(paidAt, "2026-12-12T22:59:59.999Z")).toBeNull();
    expect(refusalAt(paidAt, "2026-12-12T23:00:00Z")).toBe("period-over"); // 00:00 on 13 December in Madrid
    expect(formatWithdrawalDeadline(withdrawalEndsAt(paidAt), "en")).toBe(
      "until 23:59 on Saturday 12 December, Madrid time",
    );
  });

  it("a payment at 00:30 Madrid time on 29 November, still the 28th in UTC, counts from Madrid's 29th", () => {
    const paidAt = "2026-11-28T23:30:00Z";
    expect(withdrawalEndsAt(paidAt)).toBe("2026-12-13T23:00:00.000Z");
    expect(refusalAt(paidAt, "2026-12-13T22:59:00Z")).toBeNull();
    expect(refusalAt(paidAt, "2026-12-13T23:00:00Z")).toBe("period-over");
  });

  it("across the change to summer time at the end of March, the last day ends at Madrid's summer midnight", () => {
    const paidAt = "2027-03-20T12:00:00Z"; // 13:00 CET; clocks go forward on 28 March
    expect(withdrawalEndsAt(paidAt)).toBe("2027-04-03T22:00:00.000Z");
    expect(refusalAt(paidAt, "2027-04-03T21:59:00Z")).toBeNull(); // 23:59 CEST on 3 April
    expect(refusalAt(paidAt, "2027-04-03T22:00:00Z")).toBe("period-over"); // 00:00 CEST on 4 April
    expect(formatWithdrawalDeadline(withdrawalEndsAt(paidAt), "en")).toBe(
      "until 23:59 on Saturday 3 April, Madrid time",
    );
  });

  it("across the change back to winter time at the end of October, likewise", () => {
    const paidAt = "2026-10-20T21:30:00Z"; // 23:30 CEST on 20 October; clocks go back on 25 October
    expect(withdrawalEndsAt(paidAt)).toBe("2026-11-03T23:00:00.000Z");
    expect(refusalAt(paidAt, "2026-11-03T22:59:00Z")).toBeNull();
    expect(refusalAt(paidAt, "2026-11-03T23:00:00Z")).toBe("period-over");
  });

  it("is worded as the last day and 23:59 in Madrid time, in the traveller's language, with no zone abbreviation", () => {
    const endsAt = withdrawalEndsAt("2026-11-28T23:30:00Z");
    expect(formatWithdrawalDeadline(endsAt, "en")).toBe("until 23:59 on Sunday 13 December, Madrid time");
    expect(formatWithdrawalDeadline(endsAt, "es")).toBe("hasta las 23:59 del domingo 13 de diciembre, hora de Madrid");
    expect(formatWithdrawalDeadline(endsAt, "fr")).toBe("jusqu’au dimanche 13 décembre à 23:59, heure de Madrid");
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
