import { Form, Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { controlClasses, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { zoneName } from "~/domain/desk-time";
import {
  type CityTables,
  dayInWords,
  nextDay,
  previousDay,
  REMINDER_LABELS,
} from "~/features/todays-tables/todays-tables";

const linkClasses = "font-medium text-brand-strong underline underline-offset-4";

/**
 * The day's tables: a plain GET form for the date and links to the days either side (both work
 * without JavaScript and leave the day in the address), then one table per city. A table is
 * wider than a phone: it scrolls inside its own box, labelled by its caption and reachable by
 * the keyboard (DataTable's keyboardScroll), and the page itself never scrolls sideways.
 */
export function TodaysTables({
  date,
  today,
  error,
  cities,
}: {
  date: string;
  today: string;
  error: string | null;
  cities: CityTables[];
}) {
  const field = { id: "tables-date", errorId: "tables-date-error", errors: error ? [error] : undefined };
  const count = cities.reduce((sum, city) => sum + city.rows.length, 0);
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">Tonight's tables</h1>
        <p className="text-ink-soft">
          Every table booked for one day, by city. Each table is listed under its date in its own city, at the time
          there.
        </p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Choose a day">
        <div className="w-full max-w-xs">
          <Field meta={field} label="Day">
            <input
              id={field.id}
              name="date"
              type="date"
              defaultValue={error ? "" : date}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? field.errorId : undefined}
              // biome-ignore lint/a11y/noAutofocus: set only when the date asked for was refused
              autoFocus={error !== null}
              className={controlClasses}
            />
          </Field>
        </div>
        <Button type="submit">Show tables</Button>
      </Form>
      {error ? (
        <p className="text-ink">
          <Link to="/admin/today" className={linkClasses}>
            Show today's tables ({dayInWords(today)})
          </Link>
        </p>
      ) : (
        <>
          <nav aria-label="Days" className="flex flex-wrap items-center justify-between gap-3">
            <Link to={`/admin/today?date=${previousDay(date)}`} className={linkClasses}>
              ← Previous day ({dayInWords(previousDay(date))})
            </Link>
            {date !== today && (
              <Link to="/admin/today" className={linkClasses}>
                Today
              </Link>
            )}
            <Link to={`/admin/today?date=${nextDay(date)}`} className={linkClasses}>
              Next day ({dayInWords(nextDay(date))}) →
            </Link>
          </nav>
          <h2 className="text-xl font-semibold text-ink">
            {dayInWords(date)}
            {date === today ? " · today" : ""}
            <span className="font-normal text-ink-soft"> · {count === 1 ? "1 table" : `${count} tables`}</span>
          </h2>
          {cities.length === 0 ? (
            <p className="rounded-2xl border border-line bg-surface p-6 text-ink">No tables recorded for this day.</p>
          ) : (
            cities.map((city) => <CitySection key={city.cityName} city={city} date={date} />)
          )}
        </>
      )}
    </main>
  );
}

function CitySection({ city, date }: { city: CityTables; date: string }) {
  const headingId = `city-${city.cityName.replace(/[^A-Za-z0-9]+/g, "-")}`;
  const caption = `${city.cityName}, ${dayInWords(date)}: times in ${city.cityName} (${city.timeZone})`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {city.cityName}{" "}
        <span className="font-normal text-ink-soft">
          · {city.rows.length === 1 ? "1 table" : `${city.rows.length} tables`} · times in {city.timeZone}
        </span>
      </h3>
      <DataTable
        caption={caption}
        keyboardScroll
        headers={["Time", "Traveller", "Party", "Restaurant", "Confirmation", "Reminder"]}
        empty="No tables recorded for this day."
      >
        {city.rows.map((row) => (
          <tr key={row.reservationId}>
            <th scope="row" className={`${cellClasses} font-semibold whitespace-nowrap`}>
              <time dateTime={row.startsAt}>
                {row.localTime} {zoneName(new Date(row.startsAt), row.timeZone)}
              </time>
            </th>
            <td className={`${cellClasses} min-w-[12rem] break-words`}>
              <Link to={`/admin/bookings/${row.bookingReference}`} className={linkClasses}>
                {row.travellerName}
              </Link>
              <span className="block font-mono text-xs text-ink-soft">{row.bookingReference}</span>
              {row.tripCancelled && <span className="block font-semibold text-danger">Trip cancelled</span>}
            </td>
            <td className={cellClasses}>{row.partySize}</td>
            <td className={`${cellClasses} break-words`}>{row.restaurantName}</td>
            <td className={`${cellClasses} font-mono`}>{row.confirmationCode || "—"}</td>
            <td className={cellClasses}>{REMINDER_LABELS[row.reminder]}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
