import { data } from "react-router";
import { ItineraryDays, ItineraryDownloads } from "~/components/trip/itinerary-view";
import { formatLongDate } from "~/domain/itinerary";
import { itineraryPageFor } from "~/services/itinerary/itinerary-files.server";
import type { Route } from "./+types/itinerary";

/**
 * The itinerary as a web page: the accessible twin of the PDF (which is not tagged for screen
 * readers), readable on a phone and printable. Same private link rules as the trip page.
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.itinerary ? `${data.itinerary.city} itinerary · Sobremesa` : "Itinerary not found · Sobremesa" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ params }: Route.LoaderArgs) {
  const found = itineraryPageFor(params.token);
  if (!found) return data({ itinerary: null, base: "" }, { status: 404 });
  return { itinerary: found.document, pdfBytes: found.pdfBytes, base: `/trip/${params.token}` };
}

export default function ItineraryPage({ loaderData }: Route.ComponentProps) {
  const { itinerary, base } = loaderData;
  if (!itinerary) {
    return (
      <main className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10 sm:px-6">
        <h1 className="font-display text-4xl font-bold">This link doesn't open an itinerary</h1>
        <p className="text-ink-soft">
          The itinerary appears here once your concierge has sent it. Trip links stop working 90 days after the stay.{" "}
          <a className="underline" href="/trip">
            Ask for your trip link again
          </a>
          .
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 print:max-w-none print:py-0">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-widest text-brand-strong uppercase">Dining itinerary</p>
        <h1 className="font-display text-4xl font-bold break-words">{itinerary.city}</h1>
        <p className="text-lg text-ink-soft">
          {formatLongDate(itinerary.checkIn)} – {formatLongDate(itinerary.checkOut)}
        </p>
        <p>
          For {itinerary.traveller}: {itinerary.meals.length} {itinerary.meals.length === 1 ? "table" : "tables"} booked
          in your name. Times are local to {itinerary.city} ({itinerary.timeZone}).
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
          Back to your trip page
        </a>
      </p>
    </main>
  );
}
