import { Text } from "@react-email/components";
import { CANCELLATION_POLICY } from "~/domain/cancellation-policy";
import { Action, Frame, meals, stay, text } from "./layout";

/** What every message to a traveller knows about their trip. */
export type Trip = {
  name: string;
  city: string;
  reference: string;
  checkIn: string;
  checkOut: string;
  reservations: number;
  /** A freshly minted private link to the trip page. */
  tripUrl: string;
  supportEmail: string;
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

function TripLine({ trip }: { trip: Trip }) {
  return (
    <Text style={text}>
      Your trip: {trip.city}, {stay(trip.checkIn, trip.checkOut)}, {meals(trip.reservations)}.
    </Text>
  );
}

/** A destination without upfront payment: the request arrived and a concierge is on it. */
export function RequestReceived({ trip }: { trip: Trip }) {
  return (
    <Frame
      preview={`A concierge is checking availability in ${trip.city}.`}
      title="Request received"
      supportEmail={trip.supportEmail}
      reference={trip.reference}
    >
      <Text style={text}>Hello {firstName(trip.name)},</Text>
      <Text style={text}>
        Thank you for your request. A concierge is checking availability in {trip.city}; there is nothing to pay yet,
        and we will write to you before anything is booked.
      </Text>
      <TripLine trip={trip} />
      <Text style={text}>Your trip page always shows where your request stands:</Text>
      <Action href={trip.tripUrl}>See your trip</Action>
    </Frame>
  );
}

export function PaymentConfirmed({ trip, amountPaid }: { trip: Trip; amountPaid: string }) {
  return (
    <Frame
      preview={`Payment of ${amountPaid} received. Next: tell us what you'd like to eat in ${trip.city}.`}
      title="Payment confirmed"
      supportEmail={trip.supportEmail}
      reference={trip.reference}
    >
      <Text style={text}>Hello {firstName(trip.name)},</Text>
      <Text style={text}>
        We received your payment of {amountPaid}. Your concierge will contact you within 24 hours.
      </Text>
      <TripLine trip={trip} />
      <Text style={text}>
        Next step: for each meal, tell us the day, the vibe, the cuisine, your budget and anything we should know. It
        takes two minutes on your phone.
      </Text>
      <Action href={trip.tripUrl}>Tell us your preferences</Action>
      <Text style={text}>This link is private to you: it opens your trip page without an account.</Text>
      <Text style={text}>{CANCELLATION_POLICY}</Text>
    </Frame>
  );
}

export function PreferencesReminder({ trip }: { trip: Trip }) {
  return (
    <Frame
      preview={`Your ${trip.city} meals: a few answers and your concierge can start.`}
      title={`What would you like to eat in ${trip.city}?`}
      supportEmail={trip.supportEmail}
      reference={trip.reference}
    >
      <Text style={text}>Hello {firstName(trip.name)},</Text>
      <Text style={text}>
        Your concierge is ready to look for tables but does not know your preferences yet. Tell us, for each meal, the
        day, the vibe, the cuisine and your budget, and any dietary needs of your party.
      </Text>
      <TripLine trip={trip} />
      <Action href={trip.tripUrl}>Tell us your preferences</Action>
    </Frame>
  );
}

/** The lost-link answer: a fresh link, asked for on the site. */
export function TripLink({ trip }: { trip: Trip }) {
  return (
    <Frame
      preview={`Your private link to your ${trip.city} trip.`}
      title="Your trip link"
      supportEmail={trip.supportEmail}
      reference={trip.reference}
    >
      <Text style={text}>Hello {firstName(trip.name)},</Text>
      <Text style={text}>
        Someone, hopefully you, asked for the link to your trip page. Here it is; your earlier links keep working.
      </Text>
      <TripLine trip={trip} />
      <Action href={trip.tripUrl}>Open your trip</Action>
      <Text style={text}>If you did not ask for it, you can ignore this email: the link reached only you.</Text>
    </Frame>
  );
}
