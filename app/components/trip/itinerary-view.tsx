import { daysOf, formatLongDate, guests, type ItineraryDocument, mealKind } from "~/domain/itinerary";

/** The itinerary's days, as headings and meals: the HTML twin of the PDF's day pages. */
export function ItineraryDays({ itinerary, base }: { itinerary: ItineraryDocument; base: string }) {
  return (
    <>
      {daysOf(itinerary).map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="grid gap-4 print:break-inside-avoid">
          <h2 id={`day-${day.date}`} className="border-b-2 border-brand pb-2 font-display text-2xl font-bold">
            Day {day.dayNumber}{" "}
            <span className="font-sans text-lg font-normal text-ink-soft">· {formatLongDate(day.date)}</span>
          </h2>
          {day.meals.map((meal) => (
            <article
              key={meal.id}
              aria-labelledby={`meal-${meal.position}`}
              className="grid gap-2 rounded-2xl border border-line bg-surface p-5 print:break-inside-avoid"
            >
              <h3 id={`meal-${meal.position}`} className="font-display text-xl font-bold break-words">
                {meal.localTime} · {mealKind(meal.localTime)} at {meal.restaurant}
              </h3>
              <p className="break-words text-ink-soft">{meal.address}</p>
              <p className="font-semibold text-success">Confirmed in the name of {meal.tableName}</p>
              <p>
                {guests(meal.partySize)}
                {meal.confirmationCode ? ` · Ref. ${meal.confirmationCode}` : ""}
              </p>
              {meal.dishTips && (
                <p className="rounded-lg bg-brand-soft p-3 break-words">
                  <strong className="text-brand-strong">Dish tip:</strong> {meal.dishTips}
                </p>
              )}
              {meal.note && <p className="break-words text-ink-soft">{meal.note}</p>}
              <p className="flex flex-wrap gap-x-4 gap-y-1 print:hidden">
                {meal.mapsUrl && (
                  <a className="font-semibold text-brand-strong underline" href={meal.mapsUrl}>
                    Open {meal.restaurant} in Maps
                  </a>
                )}
                <a className="underline" href={`${base}/meals/${meal.position}.ics`}>
                  Add meal {meal.position} to your calendar (.ics)
                </a>
              </p>
            </article>
          ))}
          <p className="border-l-4 border-brand pl-3 text-ink-soft">
            <strong className="text-ink">Local rhythm:</strong> {itinerary.rhythm}
          </p>
        </section>
      ))}
    </>
  );
}

/** The itinerary's files: the PDF, the whole trip's calendar and (from the trip page) the web version. */
export function ItineraryDownloads({
  base,
  pdfBytes,
  itineraryPage,
}: {
  base: string;
  pdfBytes: number | null;
  itineraryPage: boolean;
}) {
  const link = "font-semibold text-brand-strong underline";
  return (
    <ul className="grid gap-2 rounded-2xl bg-muted p-5 print:hidden">
      {itineraryPage && (
        <li>
          <a className={link} href={`${base}/itinerary`}>
            Read your itinerary
          </a>{" "}
          (web page, also for screen readers)
        </li>
      )}
      <li>
        <a className={link} href={`${base}/itinerary.pdf`}>
          Download the PDF
        </a>
        {pdfBytes ? ` (${Math.max(1, Math.round(pdfBytes / 1024))} kB)` : " (being prepared)"}
      </li>
      <li>
        <a className={link} href={`${base}/calendar.ics`}>
          Add every meal to your calendar
        </a>{" "}
        (.ics)
      </li>
    </ul>
  );
}
