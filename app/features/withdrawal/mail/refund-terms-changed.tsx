import { Text } from "@react-email/text";
import { type Trip, TripFrame } from "~/features/trip/mail/traveller";
import { Action, text } from "~/platform/mail/layout";

/**
 * A local expert took the trip, so cancelling no longer refunds the fee in full:
 * the traveller hears it by email, with the time, rather than finding the cancel button gone.
 */
export function RefundTermsChanged({ trip, since }: { trip: Trip; since: string }) {
  const { t, city } = trip;
  return (
    <TripFrame trip={trip} preview={t("refundTerms.preview", { city })} title={t("refundTerms.title")}>
      <Text style={text}>{t("refundTerms.body", { since })}</Text>
      <Text style={text}>{t("refundTerms.help", { email: trip.supportEmail })}</Text>
      <Action href={trip.tripUrl}>{t("refundTerms.action")}</Action>
    </TripFrame>
  );
}
