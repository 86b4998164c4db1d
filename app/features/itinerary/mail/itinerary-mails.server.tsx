import type { Executor } from "~/db/client.server";
import { shownText } from "~/domain/plain-text";
import { calendarHost, tripCalendar } from "~/features/itinerary/calendar.server";
import {
  changeLines,
  type ItineraryDocument,
  itineraryFileName,
  type MealChange,
  mealKind,
} from "~/features/itinerary/itinerary";
import { itineraryOf } from "~/features/itinerary/itinerary.server";
import { shownItinerary } from "~/features/itinerary/itinerary-shown";
import { openPdf } from "~/features/itinerary/render-itinerary.server";
import { type TravellerFacts, travellerFacts, travellerMail } from "~/features/trip/mail/traveller-mail.server";
import { changeWordsFor, fixedT, itineraryWords } from "~/i18n/i18n.server";
import {
  type MailAttachment,
  type MailKind,
  type MailPayload,
  PermanentMailError,
} from "~/platform/mail/mail-kind.server";
import { ItineraryReady, ItineraryUpdated } from "./itinerary";

/** The trip's calendar, as sent with the itinerary and again, cancelled, with a cancellation. */
export function calendarAttachment(stored: ItineraryDocument): MailAttachment {
  const document = shownItinerary(stored);
  return {
    filename: itineraryFileName(document, "ics"),
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: Buffer.from(tripCalendar(document, calendarHost(), itineraryWords(document.language ?? "en")), "utf8"),
  };
}

type ItineraryFacts = TravellerFacts & { document: ItineraryDocument; pdf: Buffer; itineraryUrl: string };

/** The itinerary as stored and rendered, for either of its emails. */
function itineraryFacts(executor: Executor, record: MailPayload): ItineraryFacts {
  const facts = travellerFacts(executor, record);
  const itinerary = itineraryOf(facts.booking.id, executor);
  if (!itinerary) throw new PermanentMailError(`Booking ${facts.booking.id} has no itinerary to send`);
  const pdf = openPdf(itinerary);
  // The render job queues this message after storing the PDF; without it, try again later.
  if (!pdf) throw new Error("The itinerary PDF is not rendered yet");
  // The stored document is read, not trusted (features/itinerary/itinerary-shown.ts).
  const document = shownItinerary(itinerary.document);
  return { ...facts, document, pdf, itineraryUrl: `${facts.trip.tripUrl}/itinerary` };
}

/** Both go with the PDF and the calendar. */
const itineraryFiles = (_executor: Executor, { document, pdf }: ItineraryFacts): MailAttachment[] => [
  { filename: itineraryFileName(document, "pdf"), contentType: "application/pdf", content: pdf },
  calendarAttachment(document),
];

/** The itinerary sent, and sent again after an edit with what changed. */
export const itineraryMails: readonly MailKind[] = [
  travellerMail({
    type: "itinerary_ready",
    load: itineraryFacts,
    subject: ({ trip }) => trip.t("itineraryReady.subject", { city: trip.city }),
    render: ({ trip, document, itineraryUrl }) => {
      const common = fixedT(trip.language, "common");
      return (
        <ItineraryReady
          trip={trip}
          document={document}
          itineraryUrl={itineraryUrl}
          kinds={(time) => common(`mealKinds.${mealKind(time)}`)}
        />
      );
    },
    attachments: itineraryFiles,
  }),
  travellerMail({
    type: "itinerary_updated",
    load: itineraryFacts,
    subject: ({ trip }) => trip.t("itineraryUpdated.subject", { city: trip.city }),
    render: ({ trip, record, itineraryUrl }) => {
      const recorded = (Array.isArray(record.data?.changes) ? (record.data.changes as MealChange[]) : []).map(
        (change) => ({ ...change, restaurant: shownText(change.restaurant) }),
      );
      const changes = changeLines(recorded, changeWordsFor(trip.language));
      return <ItineraryUpdated trip={trip} changes={changes} itineraryUrl={itineraryUrl} />;
    },
    attachments: itineraryFiles,
  }),
];
