import type { SelectHTMLAttributes } from "react";
import { controlClasses } from "~/components/forms";
import { CALLING_CODES } from "~/domain/calling-codes";

/** The 20 calling codes we offer, flag and code; the value is the country because US and CA share +1. */
export function CallingCodeSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select className={controlClasses} {...props}>
      {CALLING_CODES.map((entry) => (
        <option key={entry.country} value={entry.country} label={`${entry.flag} ${entry.code} ${entry.country}`}>
          {entry.flag} {entry.code} {entry.country}
        </option>
      ))}
    </select>
  );
}
