import { calendarFor } from "~/features/itinerary/itinerary-files.server";
import { fileAnswer } from "~/http/file-answer.server";
import { privateAnswer } from "~/utils/answer-headers";
import type { Route } from "./+types/meal-calendar";

/** One meal as a calendar event: `/trip/:token/meals/2.ics`. */
export async function loader({ params }: Route.LoaderArgs) {
  const position = /^([1-9]\d{0,2})\.ics$/.exec(params.file)?.[1];
  return privateAnswer(fileAnswer(position ? await calendarFor(params.token, Number(position)) : { kind: "missing" }));
}
