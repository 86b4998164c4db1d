import { mailOf } from "~/domain/booking-lifecycle";
import { invoiceAttachments } from "~/features/invoices/invoice-pdfs.server";
import { formatMoney } from "~/i18n/languages";
import { type MailKind, NotSent } from "~/platform/mail/mail-kind.server";
import { PaymentConfirmed, PreferencesReminder, RequestReceived, TripLink } from "./traveller";
import { bookingOf, invoicePdfsFirst, travellerFacts, travellerMail, withTripLink } from "./traveller-mail.server";
import { TripLinkReplaced } from "./trip-link-replaced";

/** The trip's own messages: the request and the payment acknowledged, the preferences asked for, the link resent. */
export const tripMails: readonly MailKind[] = [
  travellerMail({
    type: "request_received",
    load: travellerFacts,
    subject: ({ trip }) => trip.t("requestReceived.subject", { city: trip.city }),
    render: ({ trip }) => <RequestReceived trip={trip} />,
  }),
  travellerMail({
    type: "payment_confirmed",
    prepare: invoicePdfsFirst,
    load: travellerFacts,
    subject: ({ trip }) => trip.t("paymentConfirmed.subject", { city: trip.city }),
    render: ({ trip, booking }) => (
      <PaymentConfirmed
        trip={trip}
        amountPaid={formatMoney(booking.amountPaidCents ?? booking.totalCents, trip.language)}
      />
    ),
    // The payment's simplified invoice, rendered before composing.
    attachments: (executor, { booking }) => invoiceAttachments(executor, booking.id, ["simplified"]),
  }),
  travellerMail({
    type: "preferences_reminder",
    load: (executor, record) => {
      const booking = bookingOf(executor, record);
      // The reminder holds only while the booking is still in the status that queued it, and is
      // dropped before a link is minted for it.
      if (!mailOf(booking.status).includes("preferences_reminder")) {
        return new NotSent(`No reminder needed: the booking is ${booking.status.replaceAll("_", " ")}`);
      }
      return withTripLink(executor, record, booking);
    },
    subject: ({ trip }) => trip.t("reminder.subject", { city: trip.city }),
    render: ({ trip }) => <PreferencesReminder trip={trip} />,
  }),
  travellerMail({
    type: "trip_link",
    load: travellerFacts,
    subject: ({ trip }) => trip.t("tripLink.subject", { city: trip.city }),
    render: ({ trip }) => <TripLink trip={trip} />,
  }),
  travellerMail({
    type: "trip_link_replaced",
    load: travellerFacts,
    subject: ({ trip }) => trip.t("tripLinkReplaced.subject", { city: trip.city }),
    render: ({ trip }) => <TripLinkReplaced trip={trip} />,
  }),
];
