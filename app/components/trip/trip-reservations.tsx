import type { TripView } from "~/routes/trip/trip-view.server";

/**
 * The tables booked for the trip, in meal order, each in the city's local time; once the
 * itinerary is sent (`calendarBase`), each with its own calendar file.
 */
export function TripReservations({
  tables,
  city,
  calendarBase,
}: {
  tables: TripView["tables"];
  city: string;
  calendarBase: string | null;
}) {
  return (
    <ol className="grid gap-4">
      {tables.map((r) => (
        <li key={r.meal} className="grid gap-2 rounded-2xl border border-line bg-surface p-5">
          <h3 className="font-display text-xl font-bold break-words">
            Meal {r.meal}: {r.restaurant}
          </h3>
          <p className="font-semibold">
            {r.when}{" "}
            <span className="font-normal text-ink-soft">
              (local time in {city}, {r.timeZone})
            </span>
          </p>
          <p className="break-words">
            {r.address}
            {r.mapsUrl && (
              <>
                {" · "}
                <a className="underline" href={r.mapsUrl}>
                  Open in Maps
                </a>
              </>
            )}
          </p>
          <p>
            Table under {r.tableName}, party of {r.partySize}
            {r.confirmationCode ? ` · confirmation ${r.confirmationCode}` : ""}
          </p>
          {r.dishTips && <p className="break-words">Try: {r.dishTips}</p>}
          {r.note && <p className="break-words text-ink-soft">{r.note}</p>}
          {calendarBase && (
            <p>
              <a className="underline" href={`${calendarBase}/meals/${r.meal}.ics`}>
                Add meal {r.meal} to your calendar (.ics)
              </a>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
