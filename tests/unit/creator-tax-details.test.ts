import { describe, expect, it } from "vitest";
import {
  parseTin,
  parseVatNumber,
  taxDetailsInput,
  taxDetailsReadiness,
  taxDetailsSchemaFor,
} from "~/features/creator-tax/tax-details";
import type { CreatorTaxDetailsRow } from "~/features/creator-tax/tax-tables";
import en from "~/i18n/locales/en/dashboard";

/** A creator's tax details form (decision 0073): the number against its country, the status's needs, the age. */

const m = en.tax.messages;
const TODAY = "2030-06-15";
const schema = taxDetailsSchemaFor(m, { today: TODAY, countries: new Set(["ES", "FR", "DE", "US", "GB"]) });

const person = {
  kind: "individual",
  legalName: "Zuriñe Etxeberria Goñi",
  addressLine: "Calle de Toledo 12, 3º B",
  postalCode: "28005",
  city: "Madrid",
  country: "ES",
  dateOfBirth: "1990-04-01",
  tin: "12345678z",
  tinCountry: "ES",
  vatNumber: "",
  taxStatus: "es_professional",
  withholding: "1500",
};

/** Each refused field and the first message it gets. */
function errorsOf(input: Record<string, string>) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("the tax identification number and its country", () => {
  it.each([
    ["ES", "12345678Z", "12345678Z"],
    ["ES", "x-1234567-l", "X1234567L"],
    ["ES", "B12345674", "B12345674"],
    ["FR", "30 23 217 600 053", "3023217600053"],
    ["US", "123-45-6789", "123456789"],
    ["DE", "ab", "AB"],
  ])("accepts %s %s as %s", (country, input, stored) => {
    expect(parseTin(country, input)).toBe(stored);
  });

  it.each([
    ["ES", "12345678A"], // the control letter of 12345678 is Z
    ["ES", "X1234567A"], // a NIE with the wrong letter
    ["ES", "FR123"], // not a Spanish number at all
    ["FR", "A"], // too short
    ["US", "1".repeat(21)], // too long
    ["GB", "AB12@34"], // not letters and digits
    ["FR", "12\u202E34"], // a direction mark hidden inside
  ])("refuses %s %s", (country, input) => {
    expect(parseTin(country, input)).toBeNull();
  });

  it("says on the field that a Spanish number's letter is wrong, and nothing passes", () => {
    expect(errorsOf({ ...person, tin: "12345678A" })).toEqual({ tin: m.tinSpanish });
    expect(errorsOf({ ...person, tinCountry: "FR", taxStatus: "non_eu", country: "US", tin: "A" })).toEqual({
      tin: m.tinOther,
    });
  });

  it("stores the number normalised, and no withholding or date of birth that does not apply", () => {
    const parsed = schema.parse({ ...person, postalCode: "28005" });
    expect(taxDetailsInput(parsed)).toMatchObject({ tin: "12345678Z", withholdingBasisPoints: 1500, vatNumber: null });
    const company = schema.parse({
      ...person,
      kind: "entity",
      dateOfBirth: "",
      tin: "FR 40303265045",
      tinCountry: "FR",
      country: "FR",
      vatNumber: "fr40303265045",
      taxStatus: "eu_business",
      withholding: "700",
    });
    expect(taxDetailsInput(company)).toMatchObject({
      dateOfBirth: null,
      tin: "FR40303265045",
      vatNumber: "FR40303265045",
      withholdingBasisPoints: null,
    });
  });
});

describe("the tax status", () => {
  it("asks a business elsewhere in the EU for its VAT number, of its own country's shape", () => {
    const eu = { ...person, tinCountry: "FR", tin: "3023217600053", country: "FR", taxStatus: "eu_business" };
    expect(errorsOf(eu)).toEqual({ vatNumber: m.vatRequired });
    expect(errorsOf({ ...eu, vatNumber: "FR123" })).toEqual({ vatNumber: m.vatInvalid });
    expect(errorsOf({ ...eu, vatNumber: "ESB12345674" })).toEqual({ vatNumber: m.vatNotSpanish });
    expect(errorsOf({ ...eu, vatNumber: "FR40303265045" })).toEqual({});
    expect(parseVatNumber("DE 123 456 789")).toBe("DE123456789");
  });

  it("asks a Spanish professional for a Spanish number and a withholding; refuses an EU address as outside the EU", () => {
    expect(errorsOf({ ...person, withholding: "" })).toEqual({ withholding: m.withholding });
    expect(errorsOf({ ...person, withholding: "2100" })).toEqual({ withholding: m.withholding });
    expect(errorsOf({ ...person, tinCountry: "FR", tin: "3023217600053" })).toEqual({
      tinCountry: m.esNeedsSpanishTin,
    });
    expect(errorsOf({ ...person, vatNumber: "FR40303265045" })).toEqual({ vatNumber: m.vatSpanish });
    expect(errorsOf({ ...person, taxStatus: "non_eu" })).toEqual({ taxStatus: m.nonEuAddress });
    expect(errorsOf({ ...person, taxStatus: "non_eu", country: "US", tinCountry: "US", tin: "123456789" })).toEqual({});
  });
});

describe("a person's date of birth", () => {
  it("is needed, not in the future, and of someone 18 or older on the day", () => {
    expect(errorsOf({ ...person, dateOfBirth: "" })).toEqual({ dateOfBirth: m.dateOfBirth });
    expect(errorsOf({ ...person, dateOfBirth: "2030-02-30" })).toEqual({ dateOfBirth: m.dateOfBirth });
    expect(errorsOf({ ...person, dateOfBirth: "2030-06-16" })).toEqual({ dateOfBirth: m.dateOfBirthFuture });
    expect(errorsOf({ ...person, dateOfBirth: "2012-06-16" })).toEqual({ dateOfBirth: m.dateOfBirthAdult });
    expect(errorsOf({ ...person, dateOfBirth: "2012-06-15" })).toEqual({});
  });

  it("is not asked of a company", () => {
    expect(errorsOf({ ...person, kind: "entity", dateOfBirth: "" })).toEqual({});
  });
});

describe("the other fields", () => {
  it("refuse control and direction characters, and a country the list does not hold", () => {
    expect(errorsOf({ ...person, legalName: "Ana\u202Eevil" })).toEqual({ legalName: m.plainText });
    expect(errorsOf({ ...person, city: "Madrid\u0000" })).toEqual({ city: m.plainText });
    expect(errorsOf({ ...person, country: "XX" })).toEqual({ country: m.country });
  });
});

describe("readiness for a payout", () => {
  it("is ok with stored details and says why without", () => {
    expect(taxDetailsReadiness(undefined)).toEqual({ ok: false, reason: "tax_details_missing" });
    expect(taxDetailsReadiness({ creatorId: 1 } as CreatorTaxDetailsRow)).toEqual({ ok: true });
  });
});
