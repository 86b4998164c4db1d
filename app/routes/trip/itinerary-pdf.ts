import { itineraryPdfFor } from "~/features/itinerary/itinerary-files.server";
import { fileAnswer } from "~/http/file-answer.server";
import { privateAnswer } from "~/utils/answer-headers";
import type { Route } from "./+types/itinerary-pdf";

/** The itinerary PDF as sent, rendered once in the background and served from storage. */
export function loader({ params }: Route.LoaderArgs) {
  return privateAnswer(fileAnswer(itineraryPdfFor(params.token)));
}
