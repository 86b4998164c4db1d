import { invoiceAttachments } from "~/features/invoices/invoice-pdfs.server";
import { invoicePdfsFirst, travellerFacts, travellerMail } from "~/features/trip/mail/traveller-mail.server";
import { formatMoney } from "~/i18n/languages";
import type { MailKind } from "~/platform/mail/mail-kind.server";
import { PaymentRequested, RequestDeclined } from "./confirmed-request";
import { LatePaymentRefunded } from "./late-payment-refunded";

/** The payment's messages: asked for once a request is confirmed, the request declined, a late payment refunded. */
export const paymentsMails: readonly MailKind[] = [
  travellerMail({
    type: "late_payment_refunded",
    prepare: invoicePdfsFirst,
    load: travellerFacts,
    subject: ({ trip }) => trip.t("latePaymentRefunded.subject", { city: trip.city }),
    render: ({ trip, record }) => (
      <LatePaymentRefunded trip={trip} amount={formatMoney(Number(record.data?.refundCents ?? 0), trip.language)} />
    ),
    // The payment's invoice and the refund's corrective one.
    attachments: (executor, { booking }) => invoiceAttachments(executor, booking.id, ["simplified", "corrective"]),
  }),
  travellerMail({
    type: "payment_requested",
    load: travellerFacts,
    subject: ({ trip }) => trip.t("paymentRequested.subject", { city: trip.city }),
    render: ({ trip, booking }) => (
      <PaymentRequested trip={trip} amount={formatMoney(booking.totalCents, trip.language)} />
    ),
  }),
  travellerMail({
    type: "request_declined",
    load: travellerFacts,
    subject: ({ trip }) => trip.t("declined.subject", { city: trip.city }),
    render: ({ trip, record }) => <RequestDeclined trip={trip} message={String(record.data?.message ?? "")} />,
  }),
];
