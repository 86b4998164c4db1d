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

/** Whether a two-letter prefix is an EU VAT country's (XI: Northern Ireland's traders, still in VIES). */
export const isEuVatCountry = (code: string) => code === "ES" || code in EU_VAT_SHAPES;

// Codes Intl names that are not one country: the EU, the eurozone, the UN, "unknown", "outlying Oceania".
const NOT_A_COUNTRY = new Set(["EU", "EZ", "UN", "ZZ", "QO"]);
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** An ISO 3166 two-letter country code, upper case, or null: "gb" → "GB", "XX" → null. */
export function parseCountryCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.has(code)) return null;
  return regionNames.of(code) ? code : null;
}

/**
 * A number another country gave (a tax number, or a passport or identity card's): letters,
 * digits and the separators people write them with, at most 30, spaces collapsed. A repeated
 * country prefix ("GB123456789" for GB) is dropped, since the country is stored beside it.
 */
export function parseForeignNumber(country: string, input: string): string | null {
  let value = input.trim().replace(/\s+/g, " ");
  if (value.toUpperCase().startsWith(country) && /^[A-Z]{2}\s?\d/i.test(value)) value = value.slice(2).trim();
  return /^[\p{L}\p{N}][\p{L}\p{N} ./-]{0,29}$/u.test(value) ? value : null;
}

/**
 * The buyer's identification as stored on the invoice (one text column, decision 0060): a
 * Spanish NIF or an EU VAT number as written ("B12345674", "FR40303265045"), or another
 * country's number after its country and a space ("US 12-3456789"), which neither of the
 * others ever contains.
 */
export type StoredBuyerId = { country: null; number: string } | { country: string; number: string };

export const foreignBuyerId = (country: string, number: string) => `${country} ${number}`;

export function readBuyerId(stored: string): StoredBuyerId {
  const match = /^([A-Z]{2}) (.+)$/.exec(stored);
  return match ? { country: match[1], number: match[2] } : { country: null, number: stored };
}
