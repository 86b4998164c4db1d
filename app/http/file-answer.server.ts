import type { ItineraryFile } from "~/features/itinerary/itinerary-files.server";
import { downloadResponse } from "./download.server";

/**
 * A download as an HTTP answer: the file with its type and the name it is saved under, a 404
 * for anything a link does not open (the same whatever the reason, so a link reveals nothing),
 * and a 503 with Retry-After while the PDF of a just-sent itinerary is still rendering.
 */
export function fileAnswer(file: ItineraryFile): Response {
  switch (file.kind) {
    case "file":
      return downloadResponse({
        body: typeof file.body === "string" ? file.body : new Uint8Array(file.body),
        contentType: file.contentType,
        filename: file.fileName,
      });
    case "rendering":
      return new Response("Your itinerary is being prepared: try again in a minute.", {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "10" },
      });
    case "missing":
      return new Response("This link doesn't open an itinerary. Ask for your trip link again at /trip.", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
  }
}
