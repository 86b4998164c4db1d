import type { SelectHTMLAttributes } from "react";
import { controlClasses } from "~/components/forms";
import { CITY_GROUPS, OTHER_CITY } from "~/domain/cities";

/**
 * The destination select, grouped by region in the catalogue's order, 'Other' last. Options
 * that need no payment carry `data-free`, so CSS can switch the fee box and the notice
 * without JavaScript.
 */
export function CitySelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select className={controlClasses} {...props}>
      <option value="">Select a destination</option>
      {CITY_GROUPS.map((group) => (
        <optgroup key={group.region} label={group.label}>
          {group.cities.map((city) => (
            <option key={city} value={`${group.region}|${city}`} data-free={group.region === "ES" ? undefined : ""}>
              {city}
            </option>
          ))}
        </optgroup>
      ))}
      <optgroup label="Other">
        <option value={OTHER_CITY} data-free="">
          Other
        </option>
      </optgroup>
    </select>
  );
}
