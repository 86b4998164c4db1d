import { calendarFor } from "~/features/itinerary/itinerary-files.server";
import { fileAnswer } from "~/http/file-answer.server";
import { privateAnswer } from "~/utils/answer-headers";
import type { Route } from "./+types/trip-calendar";

/** Every meal of the trip as calendar events (.ics); a cancelled trip's say CANCELLED. */
export async function loader({ params }: Route.LoaderArgs) {
  return privateAnswer(fileAnswer(await calendarFor(params.token)));
}
