import { Text } from "@react-email/text";
import type { ItineraryDocument } from "~/features/itinerary/itinerary";
import { type Trip, TripFrame } from "~/features/trip/mail/traveller";
import { Action, dayOfStay, small, stay, text } from "~/platform/mail/layout";

/** Each table in a line: "Thu 10 Dec 2026, 21:30 · Dinner at Casa Lucio (ref. CL-1)". */
function Tables({
  trip,
  document,
  kinds,
}: {
  trip: Trip;
  document: ItineraryDocument;
  kinds: (time: string) => string;
}) {
  return (
    <>
      {document.meals.map((meal) => (
        <Text key={meal.id} style={text}>
          <strong>
            {dayOfStay(meal.localDate, trip.language)}, {meal.localTime}
          </strong>{" "}
          · {trip.t("itineraryReady.table", { kind: kinds(meal.localTime), restaurant: meal.restaurant })}
          {meal.confirmationCode ? ` ${trip.t("itineraryReady.ref", { code: meal.confirmationCode })}` : ""}
        </Text>
      ))}
    </>
  );
}

/** The deliverable: the PDF and the calendar are attached; the page is the accessible twin. */
export function ItineraryReady({
  trip,
  document,
  itineraryUrl,
  kinds,
}: {
  trip: Trip;
  document: ItineraryDocument;
  itineraryUrl: string;
  /** "Lunch", "Dinner" … for a local time, in the message's language. */
  kinds: (time: string) => string;
}) {
  const { t, city } = trip;
  return (
    <TripFrame trip={trip} preview={t("itineraryReady.preview", { city })} title={t("itineraryReady.title")}>
      <Text style={text}>
        {t("itineraryReady.body", { city, stay: stay(trip.checkIn, trip.checkOut, trip.language) })}
      </Text>
      <Tables trip={trip} document={document} kinds={kinds} />
      <Text style={text}>{t("itineraryReady.attached")}</Text>
      <Action href={itineraryUrl}>{t("itineraryReady.action")}</Action>
      <Text style={small}>{t("itineraryReady.reply")}</Text>
    </TripFrame>
  );
}

/** A sent change: what changed, the new PDF, and a calendar file that replaces the old events. */
export function ItineraryUpdated({
  trip,
  changes,
  itineraryUrl,
}: {
  trip: Trip;
  changes: string[];
  itineraryUrl: string;
}) {
  const { t, city } = trip;
  return (
    <TripFrame
      trip={trip}
      preview={t("itineraryUpdated.preview", { city, change: changes[0] ?? "" })}
      title={t("itineraryUpdated.title")}
    >
      <Text style={text}>{t("itineraryUpdated.body", { city })}</Text>
      {changes.map((change) => (
        <Text key={change} style={text}>
          • {change}
        </Text>
      ))}
      <Text style={text}>{t("itineraryUpdated.attached")}</Text>
      <Action href={itineraryUrl}>{t("itineraryUpdated.action")}</Action>
    </TripFrame>
  );
}
