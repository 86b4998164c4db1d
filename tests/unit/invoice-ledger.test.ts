import { describe, expect, it } from "vitest";
import { decimalAmount, ledgerEuros, ledgerQuery, quarterOf, quarterRange } from "~/features/invoices/invoice-ledger";

/** The invoice ledger's pure parts: quarters on Madrid dates of issue, filters from the address, amounts. */
describe("invoice ledger", () => {
  it("maps a quarter to its dates of issue and a date back to its quarter", () => {
    expect(quarterRange("2027-Q1")).toEqual({ from: "2027-01-01", to: "2027-03-31" });
    expect(quarterRange("2027-Q2")).toEqual({ from: "2027-04-01", to: "2027-06-30" });
    expect(quarterRange("2027-Q4")).toEqual({ from: "2027-10-01", to: "2027-12-31" });
    expect(quarterRange("2027-Q5")).toBeNull();
    expect(quarterOf("2027-01-01")).toBe("2027-Q1");
    expect(quarterOf("2026-12-31")).toBe("2026-Q4");
  });

  it("refuses each malformed filter by name and reads a lower-case quarter", () => {
    const query = ledgerQuery(new URLSearchParams("quarter=2027-q3&type=draft&status=sent&page=-2"));
    expect(query.filter).toEqual({ quarter: "2027-Q3" });
    expect(Object.keys(query.errors).sort()).toEqual(["status", "type"]);
    expect(query.page).toBe(1);
  });

  it("writes cents for spreadsheets and the page without floating point", () => {
    expect(decimalAmount(-2000)).toBe("-20.00");
    expect(decimalAmount(-1653, true)).toBe("-16,53");
    expect(decimalAmount(5)).toBe("0.05");
    expect(ledgerEuros(3700)).toBe("€37.00");
    expect(ledgerEuros(-2000)).toBe("−€20.00");
  });
});
