import { fileAnswer } from "~/http/file-answer.server";
import { calendarFor } from "~/services/itinerary/itinerary-files.server";
import type { Route } from "./+types/trip-calendar";

/** Every meal of the trip as calendar events (.ics); a cancelled trip's say CANCELLED. */
export function loader({ params }: Route.LoaderArgs) {
  return fileAnswer(calendarFor(params.token));
}
