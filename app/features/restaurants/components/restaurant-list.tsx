import { Form, Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { RestaurantRow } from "~/features/restaurants/restaurant-tables";
import { historyWords } from "~/features/restaurants/restaurant-words";
import { DIRECTORY_CITIES, type HistoryTotals, priceInWords } from "~/features/restaurants/restaurants";
import { useTranslation } from "~/i18n/use-translation";

const linkClasses = "font-medium text-brand-strong underline underline-offset-4";

/**
 * The directory's search (a plain GET form: the city and the words stay in the address and it
 * works without JavaScript) and the restaurants found, each a link to its page: one city's most
 * booked and best rated first, every city's by city and name.
 */
export function RestaurantList({
  search,
  restaurants,
}: {
  search: { city: string; q: string };
  restaurants: (RestaurantRow & { history: HistoryTotals })[];
}) {
  const { t } = useTranslation("workspace");
  return (
    <section aria-labelledby="list-title" className="grid gap-4">
      <h2 id="list-title" className="font-display text-2xl font-bold text-ink">
        {t("restaurants.find")}
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("restaurants.searchLabel")}>
        <div className="grid w-full max-w-xs gap-1.5">
          <label htmlFor="search-city" className="text-sm font-semibold text-ink">
            {t("restaurants.city")}
          </label>
          <select id="search-city" name="city" defaultValue={search.city} className={controlClasses}>
            <option value="">{t("restaurants.everyCity")}</option>
            {DIRECTORY_CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
        <div className="grid w-full max-w-xs gap-1.5">
          <label htmlFor="search-q" className="text-sm font-semibold text-ink">
            {t("restaurants.query")}
          </label>
          <input id="search-q" name="q" type="search" defaultValue={search.q} className={controlClasses} />
        </div>
        <Button type="submit">{t("restaurants.search")}</Button>
      </Form>
      <p className="flex flex-wrap gap-x-5 gap-y-2">
        <a href="/admin/restaurants.csv" className={linkClasses} download>
          {t("restaurants.download")}
        </a>
        <Link to="/admin/restaurants/import" className={linkClasses}>
          {t("restaurants.importLink")}
        </Link>
      </p>
      <DataTable
        caption={`${t("restaurants.caption")}${search.city ? t("restaurants.captionCity", { city: search.city }) : ""}${search.q ? t("restaurants.captionQuery", { query: search.q }) : ""}`}
        keyboardScroll
        headers={(["name", "city", "history", "cuisine", "price", "howToBook", "address"] as const).map((header) =>
          t(`restaurants.headers.${header}`),
        )}
        empty={search.q || search.city ? t("restaurants.noMatch") : t("restaurants.empty")}
      >
        {restaurants.map((restaurant) => (
          <tr key={restaurant.id}>
            <th scope="row" className={`${cellClasses} font-semibold`}>
              <Link to={`/admin/restaurants/${restaurant.id}`} className={linkClasses}>
                {restaurant.name}
              </Link>
            </th>
            <td className={cellClasses}>{restaurant.cityName}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {historyWords(t, restaurant.history) || t("restaurants.notBooked")}
            </td>
            <td className={cellClasses}>{restaurant.cuisine || "—"}</td>
            <td className={cellClasses}>
              <span aria-hidden="true">{priceInWords(restaurant.priceLevel)}</span>
              <span className="sr-only">{t("restaurants.priceLevel", { level: restaurant.priceLevel })}</span>
            </td>
            <td className={cellClasses}>{t(`restaurants.methods.${restaurant.bookingMethod}`)}</td>
            <td className={`${cellClasses} min-w-48`}>{restaurant.address}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
