import { Text } from "@react-email/text";
import { type Trip, TripFrame } from "~/features/trip/mail/traveller";
import { stay, text } from "~/platform/mail/layout";

/** When and where a withdrawal was received, already worded: in the city's time and in UTC. */
export type Withdrawn = { local: string; utc: string };

/**
 * The booking was cancelled (by the traveller or the concierge); says what comes back, if
 * anything. A withdrawal from the contract is acknowledged with its date and time (art. 11a(3)).
 */
export function Cancellation({
  trip,
  refund,
  calendar,
  withdrawn,
}: {
  trip: Trip;
  refund: string | null;
  calendar: boolean;
  withdrawn?: Withdrawn | null;
}) {
  const { t, city } = trip;
  return (
    <TripFrame
      trip={trip}
      preview={refund ? t("cancellation.previewRefund", { refund }) : t("cancellation.preview", { city })}
      title={withdrawn ? t("cancellation.withdrawalTitle") : t("cancellation.title")}
    >
      {withdrawn && (
        <Text style={text}>{t("cancellation.withdrawn", { ...withdrawn, zone: city, reference: trip.reference })}</Text>
      )}
      <Text style={text}>
        {t("cancellation.body", { city, stay: stay(trip.checkIn, trip.checkOut, trip.language) })}
      </Text>
      <Text style={text}>{refund ? t("cancellation.refund", { refund }) : t("cancellation.noRefund")}</Text>
      {calendar && <Text style={text}>{t("cancellation.calendar")}</Text>}
      <Text style={text}>{t("cancellation.help")}</Text>
    </TripFrame>
  );
}
