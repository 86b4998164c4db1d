import { describe, expect, it } from "vitest";
import { splitPersonName, taxReportQuery, wholeEuros } from "~/features/tax-reports/tax-reports";

/** The tax reports' pure rules: the periods asked in the address, whole euros for the DPI file, a person's name split. */

const query = (search: string, today = "2026-11-29") => taxReportQuery(new URLSearchParams(search), today);

describe("the periods in the address", () => {
  it("defaults to the current quarter in Madrid and the year before for DAC7", () => {
    const asked = query("", "2027-01-01");
    expect(asked.quarter).toMatchObject({
      year: 2027,
      quarter: 1,
      from: "2027-01-01",
      to: "2027-03-31",
      label: "2027-Q1",
    });
    expect(asked.dac7Year).toBe(2026);
    expect(asked.errors).toEqual({});
  });

  it("takes a quarter as 1–4 or Q1–Q4 and gives its first and last days", () => {
    expect(query("year=2026&quarter=q2").quarter).toMatchObject({ from: "2026-04-01", to: "2026-06-30" });
    expect(query("year=2026&quarter=4").quarter).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
  });

  it("refuses years outside 2023 to this year and quarters outside 1–4, each by its field", () => {
    const asked = query("year=1900&quarter=5&dac7=2027");
    expect(asked.errors).toEqual({
      year: "Enter a year from 2023 to 2026, for example 2026.",
      quarter: "Choose a quarter from 1 to 4.",
      dac7: "Enter a year from 2023 to 2026, for example 2026.",
    });
    expect(Object.keys(query("year=20x6&quarter=%27%20OR%201%3D1&dac7=-1").errors)).toEqual([
      "year",
      "quarter",
      "dac7",
    ]);
  });
});

describe("the DPI file's amounts and names", () => {
  it("rounds cents to whole euros, half up", () => {
    expect([wholeEuros(0), wholeEuros(649), wholeEuros(650), wholeEuros(1849), wholeEuros(-650)]).toEqual([
      0, 6, 7, 18, -7,
    ]);
  });

  it("splits a person's legal name into the first word and the rest, NFN for one word", () => {
    expect(splitPersonName(" Lucía  García Pérez ")).toEqual({ first: "Lucía", last: "García Pérez" });
    expect(splitPersonName("Madonna")).toEqual({ first: "NFN", last: "Madonna" });
  });
});
