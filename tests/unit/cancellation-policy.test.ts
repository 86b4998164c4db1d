import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "~/domain/booking-lifecycle";
import { fullRefundApplies, policyRefundCents, refundableCents } from "~/domain/cancellation-policy";
import { netRevenue, refundLabel } from "~/features/admin-dashboard/payment-summary";
import { loadCatalogs } from "~/i18n/catalog";
import { LANGUAGES } from "~/i18n/languages";

describe("cancellation policy", () => {
  it("refunds the whole fee before curating starts", () => {
    for (const status of ["pending", "paid", "preferences_received"] as const) {
      expect(fullRefundApplies(status)).toBe(true);
      expect(policyRefundCents(status, 4800)).toBe(4800);
    }
  });

  it("refunds nothing once curating has started", () => {
    for (const status of ["curating", "booked", "itinerary_ready", "completed", "cancelled"] as const) {
      expect(fullRefundApplies(status)).toBe(false);
      expect(policyRefundCents(status, 4800)).toBe(0);
    }
  });

  it("never refunds more than what is left after earlier refunds", () => {
    expect(policyRefundCents("paid", 4800, 2000)).toBe(2800);
    expect(policyRefundCents("paid", 4800, 4800)).toBe(0);
    expect(policyRefundCents("paid", 4800, 9000)).toBe(0);
    expect(refundableCents(3900, 1000)).toBe(2900);
    expect(refundableCents(3900, 5000)).toBe(0);
  });

  it("covers every lifecycle status", () => {
    for (const status of BOOKING_STATUSES) expect(Number.isInteger(policyRefundCents(status, 3900))).toBe(true);
  });

  it("states the rule in plain words that fit Stripe Checkout's custom text", async () => {
    const { policy } = (await loadCatalogs("en", ["common"])).common;
    expect(policy.cancellation).toMatch(/refunded in full/);
    expect(policy.cancellation).toMatch(/curating/);
    for (const language of LANGUAGES) {
      const { common } = await loadCatalogs(language, ["common"]);
      expect(common.policy.cancellationShort.length, language).toBeLessThanOrEqual(1200);
    }
  });
});

describe("refunds on the payment dashboard", () => {
  it("labels a booking by what was refunded of what was paid", () => {
    expect(refundLabel(3900, 0)).toBeNull();
    expect(refundLabel(3900, 2000)).toBe("Partially refunded");
    expect(refundLabel(3900, 3900)).toBe("Refunded");
  });

  it("nets refunds out of revenue", () => {
    expect(netRevenue(10_000, 2000)).toBe(8000);
  });
});
