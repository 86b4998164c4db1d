import { describe, expect, it } from "vitest";
import { claimedPriceDiffers, formatEuros, priceFor, pricingJson } from "~/domain/pricing";

describe("priceFor (§9: 39 + 9 × max(0, n − 4))", () => {
  const expected: Record<number, number> = {
    1: 3900,
    2: 3900,
    3: 3900,
    4: 3900,
    5: 4800,
    6: 5700,
    7: 6600,
    8: 7500,
    9: 8400,
    10: 9300,
  };
  for (const [n, cents] of Object.entries(expected)) {
    it(`${n} reservations cost ${formatEuros(cents)}`, () => {
      const price = priceFor(Number(n));
      expect(price.totalPrice).toBe(cents);
      expect(price.extraCount).toBe(Math.max(0, Number(n) - 4));
      expect(price.basePrice + price.extraPrice * price.extraCount).toBe(cents);
    });
  }

  it("clamps counts outside 1–10 the way §9 says (minimum 1, capped at 10)", () => {
    expect(priceFor(0).totalPrice).toBe(3900);
    expect(priceFor(11).totalPrice).toBe(9300);
    expect(priceFor(Number.NaN).totalPrice).toBe(3900);
  });

  it("formats whole euros without decimals", () => {
    expect(formatEuros(5700)).toBe("€57");
    expect(formatEuros(5750)).toBe("€57.50");
  });
});

describe("pricingJson", () => {
  it("answers euros under the spec's names with the exact cents beside each amount", () => {
    const stored = {
      basePriceCents: 3900,
      includedReservations: 4,
      extraPriceCents: 900,
      reservations: 6,
      extraCount: 2,
      totalCents: 5750,
    };
    expect(pricingJson(stored)).toEqual({
      basePrice: 39,
      basePriceCents: 3900,
      included: 4,
      extraPrice: 9,
      extraPriceCents: 900,
      reservationCount: 6,
      extraCount: 2,
      totalPrice: 57.5,
      totalPriceCents: 5750,
    });
  });
});

describe("claimedPriceDiffers", () => {
  it("compares a claim in euros to the cent", () => {
    expect(claimedPriceDiffers(57, 5700, "euros")).toBe(false);
    expect(claimedPriceDiffers("57.00", 5700, "euros")).toBe(false);
    expect(claimedPriceDiffers(57.01, 5700, "euros")).toBe(true);
    expect(claimedPriceDiffers(5700, 5700, "euros")).toBe(true);
  });

  it("lets a checkout amount be euros or cents", () => {
    expect(claimedPriceDiffers(57, 5700, "euros-or-cents")).toBe(false);
    expect(claimedPriceDiffers(5700, 5700, "euros-or-cents")).toBe(false);
    expect(claimedPriceDiffers(1, 5700, "euros-or-cents")).toBe(true);
  });

  it("counts anything that is not a number as a disagreement", () => {
    for (const claim of ["free", "", null, {}, [], Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(claimedPriceDiffers(claim, 5700, "euros")).toBe(true);
    }
  });
});
