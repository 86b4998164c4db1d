import { fileAnswer } from "~/http/file-answer.server";
import { itineraryPdfFor } from "~/services/itinerary/itinerary-files.server";
import type { Route } from "./+types/itinerary-pdf";

/** The itinerary PDF as sent, rendered once in the background and served from storage. */
export function loader({ params }: Route.LoaderArgs) {
  return fileAnswer(itineraryPdfFor(params.token));
}
