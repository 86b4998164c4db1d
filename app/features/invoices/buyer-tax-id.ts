import { isValidSpanishNif, normaliseNif } from "~/domain/spanish-tax-id";

/**
 * The tax id a buyer gives for a full invoice: a Spanish NIF (checked by its control character),
 * or an EU VAT number checked for its shape in its country. The shapes are the European
 * Commission's VIES formats (ec.europa.eu/taxation_customs/vies, "VIES VAT number validation"
 * FAQ); whether the number is registered is for VIES to say, not for this shape check.
 * Pure: no I/O.
 */

const EU_VAT_SHAPES: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export type BuyerTaxId = { kind: "nif" | "eu_vat"; value: string };

/**
 * The buyer's tax id as it goes on the invoice, or null when it is neither a valid Spanish NIF
 * nor an EU VAT number of its country's shape. A Spanish VAT number (ES + NIF) must pass the NIF's check.
 */
export function parseBuyerTaxId(input: string): BuyerTaxId | null {
  const value = normaliseNif(input);
  if (isValidSpanishNif(value)) return { kind: "nif", value };
  const country = value.slice(0, 2);
  const rest = value.slice(2);
  if (country === "ES") return isValidSpanishNif(rest) ? { kind: "eu_vat", value } : null;
  const shape = EU_VAT_SHAPES[country];
  return shape?.test(rest) ? { kind: "eu_vat", value } : null;
}
