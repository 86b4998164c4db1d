import { describe, expect, it } from "vitest";
import { isValidSpanishNif, normaliseNif } from "~/domain/spanish-tax-id";

describe("a Spanish NIF's control character", () => {
  it.each([
    "12345678Z", // DNI: 12345678 mod 23 = 14, Z
    "00000000T",
    "89890001K", // the AEAT's own example issuer in its Verifactu hash specification
    "X1234567L", // NIE: X reads as 0
    "Y1234567X",
    "Z1234567R",
    "B12345674", // entity, control digit 4
    "A58818501", // an entity with a digit control
    "P1234567D", // public body: control is a letter
    "Q2826000H",
    "b-1234567.4", // written loosely
  ])("accepts %s", (nif) => {
    expect(isValidSpanishNif(nif)).toBe(true);
  });

  it.each([
    "12345678A", // wrong letter
    "1234567Z", // too short
    "X1234567A",
    "B12345675", // wrong control digit
    "B1234567D", // B takes a digit, not a letter
    "P12345674", // P takes a letter, not a digit
    "I12345674", // no such legal form
    "",
    "ESB12345674", // an EU VAT number is not a NIF
  ])("refuses %s", (nif) => {
    expect(isValidSpanishNif(nif)).toBe(false);
  });

  it("normalises case and separators", () => {
    expect(normaliseNif(" b-12.345.674 ")).toBe("B12345674");
  });
});
