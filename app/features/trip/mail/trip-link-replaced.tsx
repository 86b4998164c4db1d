import { Text } from "@react-email/text";
import { Action, text } from "~/platform/mail/layout";
import { type Trip, TripFrame } from "./traveller";

/** The concierge replaced the trip's links: the earlier ones stop working, this message carries the new one. */
export function TripLinkReplaced({ trip }: { trip: Trip }) {
  const { t, city } = trip;
  return (
    <TripFrame trip={trip} preview={t("tripLinkReplaced.preview", { city })} title={t("tripLinkReplaced.title")}>
      <Text style={text}>{t("tripLinkReplaced.body")}</Text>
      <Action href={trip.tripUrl}>{t("tripLinkReplaced.action")}</Action>
      <Text style={text}>{t("tripLinkReplaced.keep")}</Text>
    </TripFrame>
  );
}
