import { describe, expect, it } from "vitest";
import { CALLING_CODES, callingCountryForTimeZone, resolveCallingCode } from "~/domain/calling-codes";

describe("calling codes (§3)", () => {
  it("lists the 20 countries in the spec's order with their codes", () => {
    expect(CALLING_CODES.map((c) => `${c.country} ${c.code}`)).toEqual([
      "US +1",
      "CA +1",
      "GB +44",
      "FR +33",
      "DE +49",
      "ES +34",
      "IT +39",
      "NL +31",
      "CH +41",
      "AT +43",
      "BE +32",
      "DK +45",
      "SE +46",
      "NO +47",
      "FI +358",
      "PT +351",
      "AU +61",
      "JP +81",
      "KR +82",
      "CN +86",
    ]);
  });
});

describe("callingCountryForTimeZone (§2)", () => {
  const cases: Array<[string | undefined, string]> = [
    ["Europe/Paris", "FR"],
    ["Europe/Madrid", "ES"],
    ["Europe/London", "GB"],
    ["Europe/Lisbon", "PT"],
    ["Europe/Warsaw", "GB"],
    ["America/New_York", "US"],
    ["America/Los_Angeles", "US"],
    ["America/Toronto", "CA"],
    ["America/Montreal", "CA"],
    ["America/Vancouver", "US"],
    ["Asia/Tokyo", "JP"],
    ["Asia/Seoul", "KR"],
    ["Asia/Shanghai", "CN"],
    ["Australia/Sydney", "AU"],
    ["Asia/Kolkata", "US"],
    ["UTC", "US"],
    [undefined, "US"],
  ];
  for (const [zone, country] of cases) {
    it(`${zone ?? "no time zone"} → ${country}`, () => {
      expect(callingCountryForTimeZone(zone)).toBe(country);
    });
  }
});

describe("resolveCallingCode", () => {
  it("reads a calling code the way clients send it: country or code, +1 being the US unless Canada is named", () => {
    const resolve = (code: string, country?: string) => resolveCallingCode(code, country)?.country ?? null;
    expect(resolve("IT")).toBe("IT");
    expect(resolve("+39")).toBe("IT");
    expect(resolve(" +44 ")).toBe("GB");
    expect(resolve("+1")).toBe("US");
    expect(resolve("+1", "CA")).toBe("CA");
    expect(resolve("+1", "ca")).toBe("CA");
    expect(resolve("CA", "CA")).toBe("CA");
    expect(resolve("+39", "CA")).toBeNull();
    expect(resolve("US", "CA")).toBeNull();
    expect(resolve("+7")).toBeNull();
    expect(resolve("39")).toBeNull();
    expect(resolve("Italy")).toBeNull();
  });
});
