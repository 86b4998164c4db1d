import { Text } from "@react-email/text";
import { Action, Frame, firstName, stay, text, type Words } from "~/platform/mail/layout";

/** What every message to a traveller knows about their trip, and the language it is written in. */
export type Trip = Words & {
  name: string;
  /** The city as the message's language writes it. */
  city: string;
  reference: string;
  checkIn: string;
  checkOut: string;
  reservations: number;
  /** A freshly minted private link to the trip page. */
  tripUrl: string;
  supportEmail: string;
  /** The cancellation policy in the message's language. */
  policy: string;
};

/** The frame of a traveller's message: its language, the support address and the booking reference. */
export function TripFrame({
  trip,
  preview,
  title,
  children,
}: {
  trip: Trip;
  preview: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Frame
      preview={preview}
      title={title}
      supportEmail={trip.supportEmail}
      reference={trip.reference}
      language={trip.language}
      t={trip.t}
    >
      <Text style={text}>{trip.t("hello", { name: firstName(trip.name) })}</Text>
      {children}
    </Frame>
  );
}

function TripLine({ trip }: { trip: Trip }) {
  return (
    <Text style={text}>
      {trip.t("tripLine", {
        city: trip.city,
        stay: stay(trip.checkIn, trip.checkOut, trip.language),
        meals: trip.t("meals", { count: trip.reservations }),
      })}
    </Text>
  );
}

/** A destination without upfront payment: the request arrived and a concierge is on it. */
export function RequestReceived({ trip }: { trip: Trip }) {
  const { t, city } = trip;
  return (
    <TripFrame trip={trip} preview={t("requestReceived.preview", { city })} title={t("requestReceived.title")}>
      <Text style={text}>{t("requestReceived.body", { city })}</Text>
      <TripLine trip={trip} />
      <Text style={text}>{t("requestReceived.status")}</Text>
      <Action href={trip.tripUrl}>{t("requestReceived.action")}</Action>
    </TripFrame>
  );
}

export function PaymentConfirmed({ trip, amountPaid }: { trip: Trip; amountPaid: string }) {
  const { t, city } = trip;
  return (
    <TripFrame
      trip={trip}
      preview={t("paymentConfirmed.preview", { amount: amountPaid, city })}
      title={t("paymentConfirmed.title")}
    >
      <Text style={text}>{t("paymentConfirmed.body", { amount: amountPaid })}</Text>
      <TripLine trip={trip} />
      <Text style={text}>{t("paymentConfirmed.next")}</Text>
      <Action href={trip.tripUrl}>{t("paymentConfirmed.action")}</Action>
      <Text style={text}>{t("paymentConfirmed.private")}</Text>
      <Text style={text}>{trip.policy}</Text>
    </TripFrame>
  );
}

export function PreferencesReminder({ trip }: { trip: Trip }) {
  const { t, city } = trip;
  return (
    <TripFrame trip={trip} preview={t("reminder.preview", { city })} title={t("reminder.title", { city })}>
      <Text style={text}>{t("reminder.body")}</Text>
      <TripLine trip={trip} />
      <Action href={trip.tripUrl}>{t("reminder.action")}</Action>
    </TripFrame>
  );
}

/** The lost-link answer: a fresh link, asked for on the site. */
export function TripLink({ trip }: { trip: Trip }) {
  const { t, city } = trip;
  return (
    <TripFrame trip={trip} preview={t("tripLink.preview", { city })} title={t("tripLink.title")}>
      <Text style={text}>{t("tripLink.body")}</Text>
      <TripLine trip={trip} />
      <Action href={trip.tripUrl}>{t("tripLink.action")}</Action>
      <Text style={text}>{t("tripLink.notYou")}</Text>
    </TripFrame>
  );
}
