import { Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { isMapLink } from "~/features/creators/recommendation-schema";
import type { RestaurantRow } from "~/features/restaurants/restaurant-tables";
import {
  BOOKING_METHOD_LABELS,
  coordinatesLink,
  openingDaysInWords,
  priceInWords,
  type RestaurantHistory,
} from "~/features/restaurants/restaurants";

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
  const map = restaurant.mapsUrl ?? coordinatesLink(restaurant.latitude, restaurant.longitude);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact term="Address">
        {restaurant.address}
        {map && isMapLink(map) && (
          <>
            {" "}
            <a href={map} rel="noreferrer" className={linkClasses}>
              Map
            </a>
          </>
        )}
      </Fact>
      <Fact term="Cuisine and price">
        {restaurant.cuisine || "—"} · {priceInWords(restaurant.priceLevel)}
      </Fact>
      <Fact term="Phone">{restaurant.phone || "—"}</Fact>
      <Fact term="Website">{restaurant.website || "—"}</Fact>
      <Fact term="How to book">
        {BOOKING_METHOD_LABELS[restaurant.bookingMethod]}
        {restaurant.bookingDetails ? `: ${restaurant.bookingDetails}` : ""}
      </Fact>
      <Fact term="Opening days">{openingDaysInWords(restaurant.openingDays)}</Fact>
      <Fact term="Cancellation terms">{restaurant.cancellationTerms || "—"}</Fact>
      <Fact term="No-show terms">{restaurant.noShowTerms || "—"}</Fact>
      <Fact term="Notes for the team">{restaurant.teamNotes || "—"}</Fact>
    </dl>
  );
}

/**
 * The restaurant's history from the trips: tables booked, travellers' ratings with their
 * comments (this team page is the only place a comment is shown beside the restaurant), and the
 * creators who picked it.
 */
export function RestaurantHistoryView({ history }: { history: RestaurantHistory }) {
  return (
    <>
      <section aria-labelledby="tables-title" className="grid gap-3">
        <h2 id="tables-title" className="font-display text-xl font-bold text-ink">
          Tables booked
        </h2>
        <DataTable
          caption="Tables booked here, oldest first"
          keyboardScroll
          headers={["Date", "Traveller", "Party", "Meal", "Booking", "Recorded"]}
          empty="No table booked here yet."
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
              <td className={cellClasses}>{table.fromDirectory ? "From the directory" : "By name"}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="ratings-title" className="grid gap-3">
        <h2 id="ratings-title" className="font-display text-xl font-bold text-ink">
          How was it: travellers' ratings
        </h2>
        <p className="text-sm text-ink-soft">
          For the team only: travellers' comments are never shown outside this page.
        </p>
        <DataTable
          caption="Travellers' ratings of their meals here"
          keyboardScroll
          headers={["Rated", "Score", "Comment", "Booking"]}
          empty="No rating yet."
        >
          {history.ratings.map((rating) => (
            <tr key={rating.id}>
              <th scope="row" className={`${cellClasses} font-semibold whitespace-nowrap`}>
                {rating.localDate || rating.ratedAt.slice(0, 10)}
              </th>
              <td className={cellClasses}>{rating.rating} of 5</td>
              <td className={`${cellClasses} min-w-48 break-words`}>{rating.comment || "—"}</td>
              <td className={cellClasses}>{rating.reference}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="creators-title" className="grid gap-3">
        <h2 id="creators-title" className="font-display text-xl font-bold text-ink">
          Recommended by
        </h2>
        {history.creators.length === 0 ? (
          <p className="text-ink-soft">No creator has picked it yet.</p>
        ) : (
          <ul className="grid gap-1">
            {history.creators.map((creator) => (
              <li key={creator.id}>
                {creator.name} ({creator.picks === 1 ? "1 pick" : `${creator.picks} picks`})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
