import { validatePhoneNumberLength } from "libphonenumber-js/min";
import { hasImpossibleLength } from "./calling-codes";

/**
 * The server's phone check: libphonenumber-js itself, with its whole metadata (national prefixes
 * that rewrite the number included), where the browser's live check reads a table of lengths.
 * What the table lets through, this still refuses; what the table refuses, this refuses too.
 */
export function isImpossiblePhoneNumber(phoneNumber: string, country: string): boolean {
  if (hasImpossibleLength(phoneNumber, country)) return true;
  try {
    const problem = validatePhoneNumberLength(phoneNumber, country as Parameters<typeof validatePhoneNumberLength>[1]);
    return problem === "TOO_SHORT" || problem === "TOO_LONG" || problem === "INVALID_LENGTH";
  } catch {
    // An unknown country: the schema refuses it by itself.
    return false;
  }
}
