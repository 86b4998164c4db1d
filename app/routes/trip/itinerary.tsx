import { ItineraryDays, ItineraryDownloads } from "~/features/itinerary/components/itinerary-view";
import { formatLongDate } from "~/features/itinerary/itinerary";
import { itineraryLoader } from "~/features/itinerary/routes/itinerary.server";
import { useTranslation } from "~/i18n/use-translation";
import { privateAnswerHeaders } from "~/utils/answer-headers";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/itinerary";

/**
 * The itinerary as a web page: the accessible twin of the PDF (which is not tagged for screen
 * readers), readable on a phone and printable, in the trip's language. Same private link rules
 * as the trip page.
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Itinerary not found · Sobremesa" },
  ...(data?.description ? [{ name: "description", content: data.description }] : []),
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Nothing on the page needs JavaScript (links, downloads, print from the browser): it ships
 * without the React runtime (about 150 kB gzip that a phone abroad would load for nothing).
 * No language switcher: its links would carry the token to another path.
 */
export const handle = { hydrate: false } satisfies RouteHandle;

/** Private like the trip page it belongs to (see privateAnswerHeaders). */
export const headers = privateAnswerHeaders;

export const loader = (args: Route.LoaderArgs) => itineraryLoader(args);

export default function ItineraryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("trip");
  const { itinerary, base } = loaderData;
  if (!itinerary) {
    return (
      <main className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10 sm:px-6">
        <h1 className="font-display text-4xl font-bold">{t("itineraryPage.notFound")}</h1>
        <p className="text-ink-soft">
          {t("itineraryPage.notFoundText")}{" "}
          <a className="underline" href="/trip">
            {t("itineraryPage.askAgain")}
          </a>
          .
        </p>
      </main>
    );
  }
  const language = itinerary.language ?? "en";
  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 print:max-w-none print:py-0">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-widest text-brand-strong uppercase">
          {t("itineraryPage.eyebrow")}
        </p>
        <h1 className="font-display text-4xl font-bold break-words">{itinerary.city}</h1>
        <p className="text-lg text-ink-soft">
          {formatLongDate(itinerary.checkIn, language)} – {formatLongDate(itinerary.checkOut, language)}
        </p>
        <p>
          {t("itineraryPage.for", {
            name: itinerary.traveller,
            count: itinerary.meals.length,
            city: itinerary.city,
            zone: itinerary.timeZone,
          })}
        </p>
      </header>
      <ItineraryDownloads
        base={base}
        pdfBytes={"pdfBytes" in loaderData ? (loaderData.pdfBytes ?? null) : null}
        itineraryPage={false}
      />
      <ItineraryDays itinerary={itinerary} base={base} />
      <p className="text-ink-soft">
        <a className="underline print:hidden" href={base}>
          {t("itineraryPage.back")}
        </a>
      </p>
    </main>
  );
}
