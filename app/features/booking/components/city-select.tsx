import type { SelectHTMLAttributes } from "react";
import { controlClasses } from "~/components/forms";
import { CITY_GROUPS, cityLabel, OTHER_CITY, OTHER_CITY_NAME } from "~/domain/cities";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The destination select, grouped by region in the catalogue's order, 'Other' last, each city
 * as the page's language writes it (the values stay the same in every language). Options that
 * need no payment carry `data-free`, so CSS can switch the fee box and the notice without JavaScript.
 */
export function CitySelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  const { t, i18n } = useTranslation("booking");
  return (
    <select className={controlClasses} {...props}>
      <option value="">{t("options.selectDestination")}</option>
      {CITY_GROUPS.map((group) => (
        <optgroup key={group.region} label={t(`regions.${group.region}`)}>
          {group.cities.map((city) => (
            <option key={city} value={`${group.region}|${city}`} data-free={group.region === "ES" ? undefined : ""}>
              {cityLabel(city, i18n.language)}
            </option>
          ))}
        </optgroup>
      ))}
      <optgroup label={t("regions.OTHER")}>
        <option value={OTHER_CITY} data-free="">
          {cityLabel(OTHER_CITY_NAME, i18n.language)}
        </option>
      </optgroup>
    </select>
  );
}
