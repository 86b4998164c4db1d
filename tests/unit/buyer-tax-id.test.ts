import { describe, expect, it } from "vitest";
import { parseBuyerTaxId } from "~/features/invoices/buyer-tax-id";

describe("a full invoice's buyer tax id", () => {
  it.each([
    ["12345678Z", { kind: "nif", value: "12345678Z" }],
    ["b-12345674", { kind: "nif", value: "B12345674" }],
    ["ESB12345674", { kind: "eu_vat", value: "ESB12345674" }],
    ["FR 40 303265045", { kind: "eu_vat", value: "FR40303265045" }],
    ["DE123456789", { kind: "eu_vat", value: "DE123456789" }],
    ["NL123456789B01", { kind: "eu_vat", value: "NL123456789B01" }],
    ["ATU12345678", { kind: "eu_vat", value: "ATU12345678" }],
    ["IE1234567WA", { kind: "eu_vat", value: "IE1234567WA" }],
  ])("accepts %s", (input, parsed) => {
    expect(parseBuyerTaxId(input)).toEqual(parsed);
  });

  it.each([
    "12345678A", // a NIF with the wrong letter
    "ESB12345675", // a Spanish VAT number whose NIF fails its check
    "DE12345678", // one digit short
    "NL123456789A01",
    "AT12345678", // Austria's numbers start with U
    "US123456789", // not an EU state
    "GB123456789", // no longer in the EU's VIES
    "",
  ])("refuses %s", (input) => {
    expect(parseBuyerTaxId(input)).toBeNull();
  });
});
