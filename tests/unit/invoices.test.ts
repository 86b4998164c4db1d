import { describe, expect, it } from "vitest";
import { MAX_RESERVATIONS, priceFor } from "~/domain/pricing";
import { correctionLines, serviceDescription } from "~/features/invoices/invoice-lines";
import {
  dateRange,
  fullNumber,
  SIMPLIFIED_INVOICE_LIMIT_CENTS,
  seriesFor,
  splitVatIncluded,
} from "~/features/invoices/invoices";

describe("the VAT inside a VAT-inclusive total", () => {
  it.each([
    // total, rate, base, tax
    [5700, 21, 4711, 989], // 5700 / 1.21 = 4710.74… → 4711
    [3900, 21, 3223, 677], // 3223.14…
    [121, 21, 100, 21], // exact
    [1, 21, 1, 0], // 0.826… → 1: a one-cent total is all base
    [6050, 21, 5000, 1050],
    [5701, 21, 4712, 989], // odd total: 4711.57… → 4712
    [1100, 10, 1000, 100], // 10 % exact
    [1001, 10, 910, 91], // 910.0 → 910
    [1155, 10, 1050, 105], // 1050.0
    [1011, 10, 919, 92], // 919.09… → 919
    [0, 21, 0, 0],
    [1055, 5.5, 1000, 55], // one decimal
  ])("%i cents at %s %% is base %i + tax %i", (total, rate, base, tax) => {
    const split = splitVatIncluded(total, rate);
    expect(split).toEqual({ baseCents: base, taxCents: tax, totalCents: total });
    expect(split.baseCents + split.taxCents).toBe(total);
  });

  it("rounds an exact half cent away from zero, for positive and negative totals alike", () => {
    // 3 cents at 20 %: 3 / 1.2 = 2.5 exactly → 3 (and −2.5 → −3).
    expect(splitVatIncluded(3, 20)).toEqual({ baseCents: 3, taxCents: 0, totalCents: 3 });
    expect(splitVatIncluded(-3, 20)).toEqual({ baseCents: -3, taxCents: 0, totalCents: -3 });
  });

  it("splits a negative total (a corrective invoice by difference) as the mirror of the positive one", () => {
    expect(splitVatIncluded(-2850, 21)).toEqual({ baseCents: -2355, taxCents: -495, totalCents: -2850 });
    for (let total = -500; total <= 500; total++) {
      const positive = splitVatIncluded(Math.abs(total), 21);
      const split = splitVatIncluded(total, 21);
      expect(split.baseCents + split.taxCents).toBe(total);
      expect(Math.abs(split.baseCents)).toBe(positive.baseCents);
    }
  });

  it("refuses a fraction of a cent or a rate with two decimals", () => {
    expect(() => splitVatIncluded(10.5, 21)).toThrow(RangeError);
    expect(() => splitVatIncluded(100, 21.25)).toThrow(RangeError);
  });
});

describe("series and numbers", () => {
  it("numbers simplified invoices per year and corrective ones in their own series", () => {
    expect(fullNumber(seriesFor("invoice", 2026), 1)).toBe("2026-000001");
    expect(fullNumber(seriesFor("corrective", 2027), 42)).toBe("R2027-000042");
    expect(fullNumber(seriesFor("invoice", 2026, "SBM-"), 7)).toBe("SBM-2026-000007");
  });
});

const MADRID = {
  cityName: "Madrid",
  checkIn: "2027-03-12",
  checkOut: "2027-03-15",
  reservations: 6,
  readableReference: "SBM-ABC123",
};

describe("the invoice's description", () => {
  it("names the service, city, dates, reservations and booking in Spanish, then the traveller's language", () => {
    expect(serviceDescription(MADRID, "en")).toBe(
      "Servicio de conserjería gastronómica, Madrid, 12–15 mar 2027, 6 reservas de mesa, referencia SBM-ABC123\n" +
        "Dining concierge service, Madrid, 12–15 Mar 2027, 6 reservations, booking SBM-ABC123",
    );
    expect(serviceDescription(MADRID, "es")).toBe(
      "Servicio de conserjería gastronómica, Madrid, 12–15 mar 2027, 6 reservas de mesa, referencia SBM-ABC123",
    );
    expect(serviceDescription(MADRID, "fr").split("\n")[1]).toBe(
      "Service de conciergerie gastronomique, Madrid, 12–15 mars 2027, 6 réservations de table, dossier SBM-ABC123",
    );
  });

  it("writes ranges across months and years, and one reservation", () => {
    expect(dateRange("2027-03-30", "2027-04-02")).toBe("30 Mar – 2 Apr 2027");
    expect(dateRange("2026-12-30", "2027-01-02")).toBe("30 Dec 2026 – 2 Jan 2027");
    const lisbon = {
      cityName: "Lisbon",
      checkIn: "2027-05-01",
      checkOut: "2027-05-01",
      reservations: 1,
      readableReference: "X",
    };
    expect(serviceDescription(lisbon, "en").split("\n")[1]).toBe(
      "Dining concierge service, Lisbon, 1 May 2027, 1 reservation, booking X",
    );
    expect(serviceDescription(lisbon, "fr").split("\n")[1]).toContain("1 réservation de table,");
  });

  it("words a refund's correction in French with no English", () => {
    const lines = correctionLines("SBM-ABC123", true, "fr", { number: "2027-000001", date: "12-03-2027" });
    expect(lines.reason).toBe(
      "Reembolso total de la reserva SBM-ABC123 tras su cancelación\n" +
        "Remboursement total de la réservation SBM-ABC123 après son annulation",
    );
    expect(lines.description).not.toMatch(/refund|Correction of/i);
  });
});

describe("the simplified invoice's ceiling", () => {
  it("every price the service charges is within the €400 a simplified invoice may document (RD 1619/2012, art. 4.1)", () => {
    expect(priceFor(MAX_RESERVATIONS).totalPrice).toBeLessThanOrEqual(SIMPLIFIED_INVOICE_LIMIT_CENTS);
  });
});
