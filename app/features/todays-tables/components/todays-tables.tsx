import { Form, Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { controlClasses, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { zoneName } from "~/domain/desk-time";
import { type CityTables, dayInWords, nextDay, previousDay } from "~/features/todays-tables/todays-tables";
import { type Language, languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

const linkClasses = "font-medium text-brand-strong underline underline-offset-4";

/**
 * The day's tables: a plain GET form for the date and links to the days either side (both work
 * without JavaScript and leave the day in the address), then one table per city. A table is
 * wider than a phone: it scrolls inside its own box, labelled by its caption and reachable by
 * the keyboard (DataTable's keyboardScroll), and the page itself never scrolls sideways. In the
 * signed-in person's language; the server's one refusal (a date that is not one) is said in it too.
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
  const { t, i18n } = useTranslation("admin");
  const language = languageOf(i18n);
  const day = (iso: string) => dayInWords(iso, language);
  const field = { id: "tables-date", errorId: "tables-date-error", errors: error ? [t("today.dateError")] : undefined };
  const count = cities.reduce((sum, city) => sum + city.rows.length, 0);
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{t("today.title")}</h1>
        <p className="text-ink-soft">{t("today.intro")}</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("today.chooseDay")}>
        <div className="w-full max-w-xs">
          <Field meta={field} label={t("today.day")}>
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
        <Button type="submit">{t("today.show")}</Button>
      </Form>
      {error ? (
        <p className="text-ink">
          <Link to="/admin/today" className={linkClasses}>
            {t("today.showToday", { day: day(today) })}
          </Link>
        </p>
      ) : (
        <>
          <nav aria-label={t("today.daysLabel")} className="flex flex-wrap items-center justify-between gap-3">
            <Link to={`/admin/today?date=${previousDay(date)}`} className={linkClasses}>
              {t("today.previous", { day: day(previousDay(date)) })}
            </Link>
            {date !== today && (
              <Link to="/admin/today" className={linkClasses}>
                {t("today.today")}
              </Link>
            )}
            <Link to={`/admin/today?date=${nextDay(date)}`} className={linkClasses}>
              {t("today.next", { day: day(nextDay(date)) })}
            </Link>
          </nav>
          <h2 className="text-xl font-semibold text-ink">
            {day(date)}
            {date === today ? t("today.isToday") : ""}
            <span className="font-normal text-ink-soft"> · {t("today.tables", { count })}</span>
          </h2>
          {cities.length === 0 ? (
            <p className="rounded-2xl border border-line bg-surface p-6 text-ink">{t("today.none")}</p>
          ) : (
            cities.map((city) => <CitySection key={city.cityName} city={city} date={date} language={language} />)
          )}
        </>
      )}
    </main>
  );
}

function CitySection({ city, date, language }: { city: CityTables; date: string; language: Language }) {
  const { t } = useTranslation("admin");
  const headingId = `city-${city.cityName.replace(/[^A-Za-z0-9]+/g, "-")}`;
  const caption = t("today.caption", { city: city.cityName, day: dayInWords(date, language), zone: city.timeZone });
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {city.cityName}{" "}
        <span className="font-normal text-ink-soft">
          · {t("today.tables", { count: city.rows.length })} · {t("today.timesIn", { zone: city.timeZone })}
        </span>
      </h3>
      <DataTable
        caption={caption}
        keyboardScroll
        headers={(["time", "traveller", "party", "restaurant", "confirmation", "reminder"] as const).map((key) =>
          t(`today.headers.${key}`),
        )}
        empty={t("today.none")}
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
              {row.tripCancelled && <span className="block font-semibold text-danger">{t("today.cancelled")}</span>}
            </td>
            <td className={cellClasses}>{row.partySize}</td>
            <td className={`${cellClasses} break-words`}>{row.restaurantName}</td>
            <td className={`${cellClasses} font-mono`}>{row.confirmationCode || "—"}</td>
            <td className={cellClasses}>{t(`today.reminders.${row.reminder}`)}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
