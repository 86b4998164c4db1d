import { readFileSync } from "node:fs";
import { getCountries, validatePhoneNumberLength } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import { hasImpossibleLength } from "~/features/booking/calling-codes";
import { phoneLengthsSource } from "../../scripts/phone-lengths-source.mjs";

/** Numbers of every length from 4 to 15 digits, starting with each digit and with "0", "00", "1", "8". */
function samples(): string[] {
  const out: string[] = [];
  for (const start of ["0", "00", "1", "2", "3", "4", "5", "6", "7", "8", "9", "80", "15"]) {
    for (let length = 4; length <= 15; length++) out.push(`${start}2345678901234567`.slice(0, length));
  }
  return out;
}

describe("the booking form's table of phone lengths", () => {
  it("is the one the installed libphonenumber-js gives (run scripts/generate-phone-lengths.mjs after an upgrade)", () => {
    const committed = readFileSync(
      new URL("../../app/features/booking/phone-lengths.generated.ts", import.meta.url),
      "utf8",
    );
    expect(committed).toBe(phoneLengthsSource());
  });

  it("never refuses a number libphonenumber-js takes, in any country", () => {
    const wronglyRefused: string[] = [];
    let caught = 0;
    for (const country of getCountries()) {
      for (const number of samples()) {
        if (!hasImpossibleLength(number, country)) continue;
        const problem = validatePhoneNumberLength(number, country);
        if (problem === "TOO_SHORT" || problem === "TOO_LONG" || problem === "INVALID_LENGTH") caught++;
        else wronglyRefused.push(`${country} ${number}`);
      }
    }
    expect(wronglyRefused).toEqual([]);
    // And it is a check, not a pass-through: most impossible lengths are already caught live.
    expect(caught).toBeGreaterThan(10_000);
  });
});
