import { Form, Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { RestaurantRow } from "~/features/restaurants/restaurant-tables";
import {
  BOOKING_METHOD_LABELS,
  DIRECTORY_CITIES,
  type HistoryTotals,
  historyInWords,
  priceInWords,
} from "~/features/restaurants/restaurants";

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
  return (
    <section aria-labelledby="list-title" className="grid gap-4">
      <h2 id="list-title" className="font-display text-2xl font-bold text-ink">
        Find a restaurant
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Search the directory">
        <div className="grid w-full max-w-xs gap-1.5">
          <label htmlFor="search-city" className="text-sm font-semibold text-ink">
            City
          </label>
          <select id="search-city" name="city" defaultValue={search.city} className={controlClasses}>
            <option value="">Every city</option>
            {DIRECTORY_CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
        <div className="grid w-full max-w-xs gap-1.5">
          <label htmlFor="search-q" className="text-sm font-semibold text-ink">
            Name or cuisine
          </label>
          <input id="search-q" name="q" type="search" defaultValue={search.q} className={controlClasses} />
        </div>
        <Button type="submit">Search</Button>
      </Form>
      <p className="flex flex-wrap gap-x-5 gap-y-2">
        <a href="/admin/restaurants.csv" className={linkClasses} download>
          Download the directory (CSV)
        </a>
        <Link to="/admin/restaurants/import" className={linkClasses}>
          Import a spreadsheet (CSV)
        </Link>
      </p>
      <DataTable
        caption={`Restaurants${search.city ? ` in ${search.city}` : ""}${search.q ? ` matching “${search.q}”` : ""}`}
        keyboardScroll
        headers={["Name", "City", "History", "Cuisine", "Price", "How to book", "Address"]}
        empty={
          search.q || search.city
            ? "No restaurant matches this search."
            : "The directory is empty: add the first restaurant below."
        }
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
              {historyInWords(restaurant.history) || "Not booked yet"}
            </td>
            <td className={cellClasses}>{restaurant.cuisine || "—"}</td>
            <td className={cellClasses}>
              <span aria-hidden="true">{priceInWords(restaurant.priceLevel)}</span>
              <span className="sr-only">Price level {restaurant.priceLevel} of 4</span>
            </td>
            <td className={cellClasses}>{BOOKING_METHOD_LABELS[restaurant.bookingMethod]}</td>
            <td className={`${cellClasses} min-w-48`}>{restaurant.address}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
