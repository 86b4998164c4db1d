import { Text } from "@react-email/components";
import { Frame, stay, text } from "./layout";
import type { Trip } from "./traveller";

/** The booking was cancelled (by the traveller or the concierge); says what comes back, if anything. */
export function Cancellation({ trip, refund }: { trip: Trip; refund: string | null }) {
  const first = trip.name.trim().split(/\s+/)[0] || trip.name;
  return (
    <Frame
      preview={refund ? `Cancelled: ${refund} is being refunded.` : `Your ${trip.city} trip is cancelled.`}
      title="Trip cancelled"
      supportEmail={trip.supportEmail}
      reference={trip.reference}
    >
      <Text style={text}>Hello {first},</Text>
      <Text style={text}>
        Your dining plan for {trip.city}, {stay(trip.checkIn, trip.checkOut)}, is cancelled.
      </Text>
      <Text style={text}>
        {refund
          ? `We are refunding ${refund} to the card you paid with; it usually arrives within 5 to 10 business days.`
          : "No refund is due for this cancellation."}
      </Text>
      <Text style={text}>If this was not what you wanted, reply to this email and we will help.</Text>
    </Frame>
  );
}
