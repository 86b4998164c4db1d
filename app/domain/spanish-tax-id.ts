/**
 * The Spanish tax identification number (NIF) and its control character, as the Agencia
 * Tributaria assigns it (Orden EHA/451/2008 for entities; Real Decreto 1065/2007, art. 18-22):
 * - a DNI: 8 digits and a letter, "TRWAGMYFPDXBNJZSQVHLCKE"[number mod 23];
 * - a NIE: X, Y or Z (read as 0, 1, 2) then 7 digits and the same letter;
 * - K, L or M then 7 digits and the same letter (individuals without DNI or NIE);
 * - an entity (old CIF): a letter for its legal form, 7 digits, and a control digit or letter
 *   from the Luhn-like sum below (a letter for P, Q, R, S, N, W; a digit for A, B, E, H).
 * Pure: no I/O.
 */

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const ENTITY_CONTROL_LETTERS = "JABCDEFGHI";

/** The NIF written as the tax agency does: upper case, no spaces, dots or hyphens. */
export function normaliseNif(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

function personLetterValid(digits: string, letter: string): boolean {
  return DNI_LETTERS[Number(digits) % 23] === letter;
}

/** The entity's control: digits in odd places doubled and their digits summed, plus the even places. */
function entityControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

function entityValid(form: string, digits: string, control: string): boolean {
  const digit = entityControlDigit(digits);
  const letter = ENTITY_CONTROL_LETTERS[digit];
  if ("PQRSNW".includes(form)) return control === letter;
  if ("ABEH".includes(form)) return control === String(digit);
  return control === letter || control === String(digit);
}

/** Whether a value is a Spanish NIF whose control character matches (spaces, dots and hyphens ignored). */
export function isValidSpanishNif(value: string): boolean {
  const nif = normaliseNif(value);
  let match = /^(\d{8})([A-Z])$/.exec(nif);
  if (match) return personLetterValid(match[1], match[2]);
  match = /^([XYZ])(\d{7})([A-Z])$/.exec(nif);
  if (match) return personLetterValid(`${"XYZ".indexOf(match[1])}${match[2]}`, match[3]);
  match = /^([KLM])(\d{7})([A-Z])$/.exec(nif);
  if (match) return personLetterValid(match[2], match[3]);
  match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(nif);
  if (match) return entityValid(match[1], match[2], match[3]);
  return false;
}
