import { Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { isMapLink } from "~/features/creators/recommendation-schema";
import type { RestaurantRow } from "~/features/restaurants/restaurant-tables";
import { openingDaysWords } from "~/features/restaurants/restaurant-words";
import { coordinatesLink, priceInWords, type RestaurantHistory } from "~/features/restaurants/restaurants";
import { useTranslation } from "~/i18n/use-translation";

const linkClasses = "font-medium text-brand-strong underline underline-offset-4";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
      <dd className="break-words whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

/** What the team knows of the place: how to reach it and book it, and its terms. */
export function RestaurantFacts({ restaurant }: { restaurant: RestaurantRow }) {
  const { t } = useTranslation("workspace");
  const map = restaurant.mapsUrl ?? coordinatesLink(restaurant.latitude, restaurant.longitude);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact term={t("restaurantForm.address")}>
        {restaurant.address}
        {map && isMapLink(map) && (
          <>
            {" "}
            <a href={map} rel="noreferrer" className={linkClasses}>
              {t("review.map")}
            </a>
          </>
        )}
      </Fact>
      <Fact term={t("restaurant.cuisinePrice")}>
        {restaurant.cuisine || "—"} · {priceInWords(restaurant.priceLevel)}
      </Fact>
      <Fact term={t("restaurantForm.phone")}>{restaurant.phone || "—"}</Fact>
      <Fact term={t("restaurantForm.website")}>{restaurant.website || "—"}</Fact>
      <Fact term={t("restaurantForm.howToBook")}>
        {t(`restaurants.methods.${restaurant.bookingMethod}`)}
        {restaurant.bookingDetails ? `: ${restaurant.bookingDetails}` : ""}
      </Fact>
      <Fact term={t("restaurantForm.openingDays")}>{openingDaysWords(t, restaurant.openingDays)}</Fact>
      <Fact term={t("restaurantForm.cancellationTerms")}>{restaurant.cancellationTerms || "—"}</Fact>
      <Fact term={t("restaurantForm.noShowTerms")}>{restaurant.noShowTerms || "—"}</Fact>
      <Fact term={t("restaurantForm.teamNotes")}>{restaurant.teamNotes || "—"}</Fact>
    </dl>
  );
}

/**
 * The restaurant's history from the trips: tables booked, travellers' ratings with their
 * comments (this team page is the only place a comment is shown beside the restaurant), and the
 * creators who picked it.
 */
export function RestaurantHistoryView({ history }: { history: RestaurantHistory }) {
  const { t } = useTranslation("workspace");
  return (
    <>
      <section aria-labelledby="tables-title" className="grid gap-3">
        <h2 id="tables-title" className="font-display text-xl font-bold text-ink">
          {t("restaurant.tables")}
        </h2>
        <DataTable
          caption={t("restaurant.tablesCaption")}
          keyboardScroll
          headers={(["date", "traveller", "party", "meal", "booking", "recorded"] as const).map((header) =>
            t(`restaurant.tableHeaders.${header}`),
          )}
          empty={t("restaurant.noTables")}
        >
          {history.tables.map((table) => (
            <tr key={table.id}>
              <th scope="row" className={`${cellClasses} font-semibold whitespace-nowrap`}>
                {table.localDate} {table.localTime}
              </th>
              <td className={cellClasses}>{table.travellerName}</td>
              <td className={cellClasses}>{table.partySize}</td>
              <td className={cellClasses}>{table.mealPosition}</td>
              <td className={cellClasses}>
                <Link
                  to={`/admin/bookings/${encodeURIComponent(table.reference)}#meal-${table.mealPosition}`}
                  className={linkClasses}
                >
                  {table.reference}
                </Link>
              </td>
              <td className={cellClasses}>
                {t(table.fromDirectory ? "restaurant.fromDirectory" : "restaurant.byName")}
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="ratings-title" className="grid gap-3">
        <h2 id="ratings-title" className="font-display text-xl font-bold text-ink">
          {t("restaurant.ratings")}
        </h2>
        <p className="text-sm text-ink-soft">{t("restaurant.ratingsNote")}</p>
        <DataTable
          caption={t("restaurant.ratingsCaption")}
          keyboardScroll
          headers={(["rated", "score", "comment", "booking"] as const).map((header) =>
            t(`restaurant.ratingHeaders.${header}`),
          )}
          empty={t("restaurant.noRating")}
        >
          {history.ratings.map((rating) => (
            <tr key={rating.id}>
              <th scope="row" className={`${cellClasses} font-semibold whitespace-nowrap`}>
                {rating.localDate || rating.ratedAt.slice(0, 10)}
              </th>
              <td className={cellClasses}>{t("restaurant.score", { rating: rating.rating })}</td>
              <td className={`${cellClasses} min-w-48 break-words`}>{rating.comment || "—"}</td>
              <td className={cellClasses}>{rating.reference}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="creators-title" className="grid gap-3">
        <h2 id="creators-title" className="font-display text-xl font-bold text-ink">
          {t("restaurant.creators")}
        </h2>
        {history.creators.length === 0 ? (
          <p className="text-ink-soft">{t("restaurant.noCreator")}</p>
        ) : (
          <ul className="grid gap-1">
            {history.creators.map((creator) => (
              <li key={creator.id}>
                {creator.name} ({t("restaurant.picks", { count: creator.picks })})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
