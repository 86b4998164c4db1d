import { Text } from "@react-email/text";
import { type Trip, TripFrame } from "~/features/trip/mail/traveller";
import { Action, text } from "~/platform/mail/layout";

/**
 * A request from a destination without upfront payment, confirmed by the concierge: the
 * traveller pays from the trip page (a Checkout session is made when they press Pay, so the
 * link in this email never expires before the trip link does).
 */
export function PaymentRequested({ trip, amount }: { trip: Trip; amount: string }) {
  const { t, city } = trip;
  return (
    <TripFrame
      trip={trip}
      preview={t("paymentRequested.preview", { city, amount })}
      title={t("paymentRequested.title")}
    >
      <Text style={text}>{t("paymentRequested.body", { city, amount })}</Text>
      <Action href={trip.tripUrl}>{t("paymentRequested.action", { amount })}</Action>
      <Text style={text}>{trip.policy}</Text>
    </TripFrame>
  );
}

/** A request the concierge cannot take on, with the concierge's own words. */
export function RequestDeclined({ trip, message }: { trip: Trip; message: string }) {
  const { t, city } = trip;
  return (
    <TripFrame trip={trip} preview={t("declined.preview", { city })} title={t("declined.title")}>
      <Text style={{ ...text, whiteSpace: "pre-line" }}>{message}</Text>
      <Text style={text}>{t("declined.nothingCharged")}</Text>
    </TripFrame>
  );
}
