import { Text } from "@react-email/text";
import { stay, text } from "./layout";
import { type Trip, TripFrame } from "./traveller";

/** The booking was cancelled (by the traveller or the concierge); says what comes back, if anything. */
export function Cancellation({ trip, refund, calendar }: { trip: Trip; refund: string | null; calendar: boolean }) {
  const { t, city } = trip;
  return (
    <TripFrame
      trip={trip}
      preview={refund ? t("cancellation.previewRefund", { refund }) : t("cancellation.preview", { city })}
      title={t("cancellation.title")}
    >
      <Text style={text}>
        {t("cancellation.body", { city, stay: stay(trip.checkIn, trip.checkOut, trip.language) })}
      </Text>
      <Text style={text}>{refund ? t("cancellation.refund", { refund }) : t("cancellation.noRefund")}</Text>
      {calendar && <Text style={text}>{t("cancellation.calendar")}</Text>}
      <Text style={text}>{t("cancellation.help")}</Text>
    </TripFrame>
  );
}
