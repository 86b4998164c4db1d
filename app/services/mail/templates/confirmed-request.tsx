import { Text } from "@react-email/components";
import { CANCELLATION_POLICY } from "~/domain/cancellation-policy";
import { Action, Frame, text } from "./layout";
import type { Trip } from "./traveller";

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * A request from a destination without upfront payment, confirmed by the concierge: the
 * traveller pays from the trip page (a Checkout session is made when they press Pay, so the
 * link in this email never expires before the trip link does).
 */
export function PaymentRequested({ trip, amount }: { trip: Trip; amount: string }) {
  return (
    <Frame
      preview={`Good news: we can serve your trip to ${trip.city}. Pay ${amount} to confirm it.`}
      title="Your trip can go ahead"
      supportEmail={trip.supportEmail}
      reference={trip.reference}
    >
      <Text style={text}>Hello {firstName(trip.name)},</Text>
      <Text style={text}>
        Good news: a local expert can take your trip to {trip.city}. The service fee is {amount}, paid securely through
        Stripe from your trip page. Nothing is booked until it is paid.
      </Text>
      <Action href={trip.tripUrl}>{`Pay ${amount} and confirm`}</Action>
      <Text style={text}>{CANCELLATION_POLICY}</Text>
    </Frame>
  );
}

/** A request the concierge cannot take on, with the concierge's own words. */
export function RequestDeclined({ trip, message }: { trip: Trip; message: string }) {
  return (
    <Frame
      preview={`About your request for ${trip.city}`}
      title="About your request"
      supportEmail={trip.supportEmail}
      reference={trip.reference}
    >
      <Text style={text}>Hello {firstName(trip.name)},</Text>
      <Text style={{ ...text, whiteSpace: "pre-line" }}>{message}</Text>
      <Text style={text}>Nothing was charged for this request.</Text>
    </Frame>
  );
}
