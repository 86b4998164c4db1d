import type { SelectHTMLAttributes } from "react";
import { controlClasses } from "~/components/forms";
import { callingCodeOptions } from "~/features/booking/calling-codes";

/**
 * Every country's calling code, flag, code and name in the page's language: the spec's 20 first
 * in its order, then the others by name. The value is the country because several share a code.
 */
export function CallingCodeSelect({
  language,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { language: string }) {
  return (
    <select className={controlClasses} {...props}>
      {callingCodeOptions(language).map((entry) => {
        const label = `${entry.flag} ${entry.code} ${entry.country} · ${entry.name}`;
        return (
          <option key={entry.country} value={entry.country} label={label}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
