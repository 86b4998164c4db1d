import { daysOf, formatLongDate, type ItineraryDocument, mealKind } from "~/features/itinerary/itinerary";
import { useTranslation } from "~/i18n/use-translation";

/** The itinerary's days, as headings and meals: the HTML twin of the PDF's day pages, in the trip's language. */
export function ItineraryDays({ itinerary, base }: { itinerary: ItineraryDocument; base: string }) {
  const { t } = useTranslation("trip");
  const { t: common } = useTranslation("common");
  const language = itinerary.language ?? "en";
  return (
    <>
      {/* The city's rhythm is a tip for the whole trip: said once, before the first day. */}
      <p className="border-l-4 border-brand pl-3 text-ink-soft">
        <strong className="text-ink">{t("itineraryPage.rhythm")}</strong> {itinerary.rhythm}
      </p>
      {daysOf(itinerary).map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="grid gap-4 print:break-inside-avoid">
          <h2 id={`day-${day.date}`} className="border-b-2 border-brand pb-2 font-display text-2xl font-bold">
            {t("itineraryPage.day", { number: day.dayNumber })}{" "}
            <span className="font-sans text-lg font-normal text-ink-soft">· {formatLongDate(day.date, language)}</span>
          </h2>
          {day.meals.map((meal) => (
            <article
              key={meal.id}
              aria-labelledby={`meal-${meal.position}`}
              className="grid gap-2 rounded-2xl border border-line bg-surface p-5 print:break-inside-avoid"
            >
              <h3 id={`meal-${meal.position}`} className="font-display text-xl font-bold break-words">
                {t("itineraryPage.heading", {
                  time: meal.localTime,
                  kind: common(`mealKinds.${mealKind(meal.localTime)}`),
                  restaurant: meal.restaurant,
                })}
              </h3>
              <p className="break-words text-ink-soft">{meal.address}</p>
              <p className="font-semibold text-success">{t("itineraryPage.confirmed", { name: meal.tableName })}</p>
              <p>
                {t("itineraryPage.guests", { count: meal.partySize })}
                {meal.confirmationCode ? ` · ${t("itineraryPage.ref", { code: meal.confirmationCode })}` : ""}
              </p>
              {meal.dishTips && (
                <p className="rounded-lg bg-brand-soft p-3 break-words">
                  <strong className="text-brand-strong">{t("itineraryPage.dishTip")}</strong> {meal.dishTips}
                </p>
              )}
              {meal.note && <p className="break-words text-ink-soft">{meal.note}</p>}
              <p className="flex flex-wrap gap-x-4 gap-y-1 print:hidden">
                {meal.mapsUrl && (
                  <a className="font-semibold text-brand-strong underline" href={meal.mapsUrl}>
                    {t("itineraryPage.openMaps", { restaurant: meal.restaurant })}
                  </a>
                )}
                <a className="underline" href={`${base}/meals/${meal.position}.ics`}>
                  {t("reservations.addMeal", { position: meal.position })}
                </a>
              </p>
            </article>
          ))}
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
  const { t } = useTranslation("trip");
  const link = "font-semibold text-brand-strong underline";
  return (
    <ul className="grid gap-2 rounded-2xl bg-muted p-5 print:hidden">
      {itineraryPage && (
        <li>
          <a className={link} href={`${base}/itinerary`}>
            {t("itinerary.read")}
          </a>{" "}
          {t("itinerary.readNote")}
        </li>
      )}
      <li>
        <a className={link} href={`${base}/itinerary.pdf`}>
          {t("itinerary.pdf")}
        </a>{" "}
        {pdfBytes ? t("itinerary.pdfSize", { kb: Math.max(1, Math.round(pdfBytes / 1024)) }) : t("itinerary.preparing")}
      </li>
      <li>
        <a className={link} href={`${base}/calendar.ics`}>
          {t("itinerary.calendar")}
        </a>{" "}
        (.ics)
      </li>
    </ul>
  );
}
