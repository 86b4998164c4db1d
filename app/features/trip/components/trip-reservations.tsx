import type { TripTable } from "~/features/trip/trip-page";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The tables booked for the trip, in meal order, each in the city's local time; once the
 * itinerary is sent (`calendarBase`), each with its own calendar file.
 */
export function TripReservations({
  tables,
  city,
  calendarBase,
}: {
  tables: TripTable[];
  city: string;
  calendarBase: string | null;
}) {
  const { t } = useTranslation("trip");
  return (
    <ol className="grid gap-4">
      {tables.map((r) => (
        <li key={r.meal} className="grid gap-2 rounded-2xl border border-line bg-surface p-5">
          <h3 className="font-display text-xl font-bold break-words">
            {t("reservations.meal", { position: r.meal, restaurant: r.restaurant })}
          </h3>
          <p className="font-semibold">
            {r.when}{" "}
            <span className="font-normal text-ink-soft">{t("reservations.local", { city, zone: r.timeZone })}</span>
          </p>
          <p className="break-words">
            {r.address}
            {r.mapsUrl && (
              <>
                {" · "}
                <a className="underline" href={r.mapsUrl}>
                  {t("reservations.openMaps")}
                </a>
              </>
            )}
          </p>
          <p>
            {t("reservations.table", { name: r.tableName, count: r.partySize })}
            {r.confirmationCode ? ` · ${t("reservations.confirmation", { code: r.confirmationCode })}` : ""}
          </p>
          {r.dishTips && <p className="break-words">{t("reservations.try", { tips: r.dishTips })}</p>}
          {r.note && <p className="break-words text-ink-soft">{r.note}</p>}
          {calendarBase && (
            <p>
              <a className="underline" href={`${calendarBase}/meals/${r.meal}.ics`}>
                {t("reservations.addMeal", { position: r.meal })}
              </a>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
