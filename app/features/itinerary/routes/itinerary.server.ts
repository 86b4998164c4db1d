import { data } from "react-router";
import { itineraryPageFor } from "~/features/itinerary/itinerary-files.server";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import type { Route } from "../../../routes/trip/+types/itinerary";

/** The itinerary page's data (the page is itinerary.tsx): the itinerary a trip link opens, or 404. */

export async function itineraryLoader({ params }: Route.LoaderArgs) {
  const found = itineraryPageFor(params.token);
  if (!found)
    return data({ itinerary: null, base: "", title: null, description: null, language: undefined }, { status: 404 });
  await loadAllLanguages();
  const language = found.document.language ?? "en";
  return {
    itinerary: found.document,
    pdfBytes: found.pdfBytes,
    base: `/trip/${params.token}`,
    language,
    title: fixedT(language, "trip")("meta.itinerary", { city: found.document.city }),
    description: fixedT(language, "trip")("meta.itineraryDescription", { city: found.document.city }),
  };
}
