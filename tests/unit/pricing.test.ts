import { describe, expect, it } from "vitest";
import { formatEuros, priceFor } from "~/domain/pricing";

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
