import { stripeSessionUrl } from "~/domain/admin-rows";
import { formatDeskTime } from "~/domain/desk-time";
import { formatEuros } from "~/domain/pricing";
import { PaymentBadge } from "~/features/payments/components/payment-badge";
import type { Workspace } from "~/features/workspace/booking-workspace";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { Fact, factsClasses, WorkspaceSection } from "./section";

/** Stripe's dashboard page for a payment, in test or live mode. */
const stripePaymentUrl = (paymentIntent: string, live: boolean) =>
  `https://dashboard.stripe.com${live ? "" : "/test"}/payments/${encodeURIComponent(paymentIntent)}`;

/** A Stripe id, linked to its page in Stripe's dashboard; ids made by the local TEST checkout name nothing there and are only shown. */
function StripeId({ id, href, none }: { id: string | null; href: (id: string) => string; none: string }) {
  if (!id) return none;
  if (/^(cs|pi)_local_/.test(id)) return <span className="font-mono">{id}</span>;
  return (
    <a className="font-mono underline" href={href(id)}>
      {id}
    </a>
  );
}

/** The money: what was charged and refunded, with the Stripe ids (after the work, for checking). */
export function WorkspacePayment({
  workspace,
  liveStripe,
  zone,
}: {
  workspace: Workspace;
  liveStripe: boolean;
  /** The desk's time zone, for the team's own times. */
  zone: string;
}) {
  const { t, i18n } = useTranslation("workspace");
  const at = (iso: string) => formatDeskTime(iso, zone, languageOf(i18n));
  const { booking, refunds, refundedCents } = workspace;
  return (
    <WorkspaceSection id="payment" title={t("payment.title")}>
      <dl className={factsClasses}>
        <Fact term={t("payment.payment")}>
          <PaymentBadge booking={booking} />
        </Fact>
        <Fact term={t("payment.fee")}>{formatEuros(booking.totalCents)}</Fact>
        <Fact term={t("payment.paid")}>
          {booking.amountPaidCents !== null ? formatEuros(booking.amountPaidCents) : t("payment.nothingYet")}
          {booking.paidAt ? t("payment.paidOn", { time: at(booking.paidAt) }) : ""}
        </Fact>
        {/* The box ticked before paying (Directive 2011/83/EU art. 16(a)): the service may start within the 14 days. */}
        <Fact term={t("payment.consent")}>
          {booking.serviceStartConsentAt
            ? t("payment.consentYes", { time: at(booking.serviceStartConsentAt) })
            : t("payment.notRecorded")}
        </Fact>
        <Fact term={t("payment.refunded")}>{formatEuros(refundedCents)}</Fact>
        <Fact term={t("payment.session")}>
          <StripeId
            id={booking.stripeSessionId}
            href={(id) => stripeSessionUrl(id, liveStripe)}
            none={t("payment.none")}
          />
        </Fact>
        <Fact term={t("payment.intent")}>
          <StripeId
            id={booking.paymentIntentId}
            href={(id) => stripePaymentUrl(id, liveStripe)}
            none={t("payment.none")}
          />
        </Fact>
      </dl>
      {refunds.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {refunds.map((refund) => (
            <li key={refund.id}>
              {t("payment.refund", {
                amount: formatEuros(refund.amountCents),
                by: refund.by,
                status: refund.status,
                time: at(refund.createdAt),
              })}
            </li>
          ))}
        </ul>
      )}
    </WorkspaceSection>
  );
}
