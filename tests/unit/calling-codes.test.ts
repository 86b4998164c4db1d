import { getCountries } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import {
  CALLING_CODES,
  callingCodeOptions,
  callingCountryForTimeZone,
  hasImpossibleLength,
  resolveCallingCode,
} from "~/features/booking/calling-codes";
import { isImpossiblePhoneNumber } from "~/features/booking/phone-check.server";

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
    expect(resolve("+7")).toBe("RU");
    expect(resolve("IE")).toBe("IE");
    expect(resolve("+353")).toBe("IE");
    expect(resolve("+999")).toBeNull();
    expect(resolve("39")).toBeNull();
    expect(resolve("Italy")).toBeNull();
  });
});

describe("every other country after the spec's 20", () => {
  it("keeps the spec's 20 first in its order, then every country libphonenumber-js knows, once each", () => {
    const options = callingCodeOptions("en");
    expect(options.slice(0, 20).map((o) => o.country)).toEqual(CALLING_CODES.map((c) => c.country));
    expect(options.map((o) => o.country).sort()).toEqual([...getCountries()].sort());
    const after = options.slice(20).map((o) => `${o.country} ${o.code}`);
    expect(after).toContain("IE +353");
    expect(after).toContain("IN +91");
    expect(after).toContain("MX +52");
    expect(after).toContain("BR +55");
  });

  it("names the countries in the page's language, the others sorted by that name", () => {
    const spanish = callingCodeOptions("es");
    expect(spanish.find((o) => o.country === "IE")?.name).toBe("Irlanda");
    expect(callingCodeOptions("fr").find((o) => o.country === "IN")?.name).toBe("Inde");
    const rest = spanish.slice(20).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "es")));
  });

  it("chooses the page language's country when the time zone says nothing", () => {
    expect(callingCountryForTimeZone(undefined, "es")).toBe("ES");
    expect(callingCountryForTimeZone("UTC", "fr")).toBe("FR");
    expect(callingCountryForTimeZone("UTC", "en")).toBe("US");
    // A zone the spec maps still wins over the language.
    expect(callingCountryForTimeZone("Europe/Berlin", "es")).toBe("DE");
    expect(callingCountryForTimeZone("America/Toronto", "fr")).toBe("CA");
  });

  it.each([
    ["the browser's table", hasImpossibleLength],
    ["the server's full check", isImpossiblePhoneNumber],
  ])("knows a number no phone in the chosen country can have (%s)", (_, impossible) => {
    expect(impossible("612 345 678", "US")).toBe(true);
    expect(impossible("2125550123", "US")).toBe(false);
    expect(impossible("87 123 4567", "IE")).toBe(false);
    expect(impossible("98765 43210", "IN")).toBe(false);
    expect(impossible("12345678901", "ES")).toBe(true);
    // With the national prefix, as people write them at home.
    expect(impossible("06 12 34 56 78", "FR")).toBe(false);
    expect(impossible("020 7946 0958", "GB")).toBe(false);
  });

  it("leaves what the browser's table cannot follow to the server", () => {
    expect(hasImpossibleLength("123456", "AR")).toBe(false);
    expect(isImpossiblePhoneNumber("123456", "AR")).toBe(true);
  });
});
