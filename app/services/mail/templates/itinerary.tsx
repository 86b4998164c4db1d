import { Text } from "@react-email/components";
import { type ItineraryDocument, mealKind } from "~/domain/itinerary";
import { Action, dayOfStay, Frame, small, stay, text } from "./layout";
import type { Trip } from "./traveller";

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

function Tables({ document }: { document: ItineraryDocument }) {
  return (
    <>
      {document.meals.map((meal) => (
        <Text key={meal.id} style={text}>
          <strong>
            {dayOfStay(meal.localDate)}, {meal.localTime}
          </strong>{" "}
          · {mealKind(meal.localTime)} at {meal.restaurant}
          {meal.confirmationCode ? ` (ref. ${meal.confirmationCode})` : ""}
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
}: {
  trip: Trip;
  document: ItineraryDocument;
  itineraryUrl: string;
}) {
  return (
    <Frame
      preview={`Every table of your ${trip.city} trip is booked in your name.`}
      title="Your itinerary is ready"
      supportEmail={trip.supportEmail}
      reference={trip.reference}
    >
      <Text style={text}>Hello {firstName(trip.name)},</Text>
      <Text style={text}>
        Every table of your trip to {trip.city} ({stay(trip.checkIn, trip.checkOut)}) is booked in your name. Times are
        local to {trip.city}.
      </Text>
      <Tables document={document} />
      <Text style={text}>
        Your itinerary is attached as a PDF, with maps and dish tips, and the meals as a calendar file (.ics) to add to
        your calendar. You can also read it on your phone:
      </Text>
      <Action href={itineraryUrl}>Read your itinerary</Action>
      <Text style={small}>Reply to this email if anything changes: we can call a restaurant for you.</Text>
    </Frame>
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
  return (
    <Frame
      preview={`Your ${trip.city} itinerary changed: ${changes[0] ?? "see what is new"}.`}
      title="Your itinerary was updated"
      supportEmail={trip.supportEmail}
      reference={trip.reference}
    >
      <Text style={text}>Hello {firstName(trip.name)},</Text>
      <Text style={text}>Your concierge changed your itinerary for {trip.city}. What changed:</Text>
      {changes.map((change) => (
        <Text key={change} style={text}>
          • {change}
        </Text>
      ))}
      <Text style={text}>
        The updated PDF is attached, with a calendar file: importing it replaces the earlier events instead of adding
        new ones.
      </Text>
      <Action href={itineraryUrl}>Read your itinerary</Action>
    </Frame>
  );
}
