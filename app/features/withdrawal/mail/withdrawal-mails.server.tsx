import { formatInCity, timeZoneOf } from "~/domain/city-dining";
import { invoiceAttachments } from "~/features/invoices/invoice-pdfs.server";
import { itineraryOf } from "~/features/itinerary/itinerary.server";
import { calendarAttachment } from "~/features/itinerary/mail/itinerary-mails.server";
import { invoicePdfsFirst, travellerFacts, travellerMail } from "~/features/trip/mail/traveller-mail.server";
import { formatMoney } from "~/i18n/languages";
import type { MailKind } from "~/platform/mail/mail-kind.server";
import { Cancellation, type Withdrawn } from "./cancellation";
import { RefundTermsChanged } from "./refund-terms-changed";

/** The cancellation terms changed under the traveller, and the cancellation (or withdrawal) itself. */
export const withdrawalMails: readonly MailKind[] = [
  travellerMail({
    type: "refund_terms_changed",
    load: travellerFacts,
    subject: ({ trip }) => trip.t("refundTerms.subject", { city: trip.city }),
    render: ({ trip, booking, record }) => (
      <RefundTermsChanged
        trip={trip}
        since={formatInCity(
          String(record.data?.since ?? booking.updatedAt),
          timeZoneOf(booking.cityName),
          trip.language,
        )}
      />
    ),
  }),
  travellerMail({
    type: "cancellation",
    prepare: invoicePdfsFirst,
    load: (executor, record) => {
      const facts = travellerFacts(executor, record);
      const { booking, trip } = facts;
      // A trip whose itinerary was sent takes its cancelled calendar along, so the events go away.
      const itinerary = itineraryOf(booking.id, executor);
      // A withdrawal's acknowledgement dates it in the city's time and in UTC.
      const withdrawnAt = typeof record.data?.withdrawnAt === "string" ? record.data.withdrawnAt : null;
      const withdrawn: Withdrawn | null = withdrawnAt
        ? {
            local: formatInCity(withdrawnAt, timeZoneOf(booking.cityName), trip.language),
            utc: formatInCity(withdrawnAt, "UTC", trip.language),
          }
        : null;
      // The refund decided at cancellation travels with the message: later refunds do not rewrite it.
      return { ...facts, refundCents: Number(record.data?.refundCents ?? 0), itinerary, withdrawn };
    },
    subject: ({ trip, withdrawn }) =>
      withdrawn
        ? trip.t("cancellation.withdrawalSubject", { city: trip.city })
        : trip.t("cancellation.subject", { city: trip.city }),
    render: ({ trip, refundCents, itinerary, withdrawn }) => (
      <Cancellation
        trip={trip}
        refund={refundCents > 0 ? formatMoney(refundCents, trip.language) : null}
        calendar={Boolean(itinerary)}
        withdrawn={withdrawn}
      />
    ),
    // The refund's corrective invoice (issued in the cancellation's transaction), then the calendar.
    attachments: (executor, { booking, itinerary }) => [
      ...invoiceAttachments(executor, booking.id, ["corrective"]),
      ...(itinerary ? [calendarAttachment(itinerary.document)] : []),
    ],
  }),
];
