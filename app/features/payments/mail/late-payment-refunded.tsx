import { Text } from "@react-email/text";
import { type Trip, TripFrame } from "~/features/trip/mail/traveller";
import { stay, text } from "~/platform/mail/layout";

/** A payment that arrived after the booking was cancelled: nothing was booked with it, and all of it goes back. */
export function LatePaymentRefunded({ trip, amount }: { trip: Trip; amount: string }) {
  const { t, city } = trip;
  return (
    <TripFrame
      trip={trip}
      preview={t("latePaymentRefunded.preview", { amount })}
      title={t("latePaymentRefunded.title")}
    >
      <Text style={text}>
        {t("latePaymentRefunded.body", { amount, city, stay: stay(trip.checkIn, trip.checkOut, trip.language) })}
      </Text>
      <Text style={text}>{t("latePaymentRefunded.refund", { amount })}</Text>
      <Text style={text}>{t("latePaymentRefunded.help")}</Text>
    </TripFrame>
  );
}
