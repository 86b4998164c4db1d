import { stripeSessionUrl } from "~/domain/admin-rows";
import { formatDeskTime } from "~/domain/desk-time";
import { formatEuros } from "~/domain/pricing";
import { PaymentBadge } from "~/features/payments/components/payment-badge";
import type { Workspace } from "~/features/workspace/booking-workspace";
import { Fact, factsClasses, WorkspaceSection } from "./section";

/** Stripe's dashboard page for a payment, in test or live mode. */
const stripePaymentUrl = (paymentIntent: string, live: boolean) =>
  `https://dashboard.stripe.com${live ? "" : "/test"}/payments/${encodeURIComponent(paymentIntent)}`;

/** A Stripe id, linked to its page in Stripe's dashboard; ids made by the local TEST checkout name nothing there and are only shown. */
function StripeId({ id, href }: { id: string | null; href: (id: string) => string }) {
  if (!id) return "None";
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
  const { booking, refunds, refundedCents } = workspace;
  return (
    <WorkspaceSection id="payment" title="Payment">
      <dl className={factsClasses}>
        <Fact term="Payment">
          <PaymentBadge booking={booking} />
        </Fact>
        <Fact term="Fee">{formatEuros(booking.totalCents)}</Fact>
        <Fact term="Paid">
          {booking.amountPaidCents !== null ? formatEuros(booking.amountPaidCents) : "Nothing yet"}
          {booking.paidAt ? ` on ${formatDeskTime(booking.paidAt, zone)}` : ""}
        </Fact>
        {/* The box ticked before paying (Directive 2011/83/EU art. 16(a)): the service may start within the 14 days. */}
        <Fact term="Asked to start within the withdrawal period">
          {booking.serviceStartConsentAt
            ? `Yes, on ${formatDeskTime(booking.serviceStartConsentAt, zone)}`
            : "Not recorded"}
        </Fact>
        <Fact term="Refunded">{formatEuros(refundedCents)}</Fact>
        <Fact term="Checkout session">
          <StripeId id={booking.stripeSessionId} href={(id) => stripeSessionUrl(id, liveStripe)} />
        </Fact>
        <Fact term="Payment intent">
          <StripeId id={booking.paymentIntentId} href={(id) => stripePaymentUrl(id, liveStripe)} />
        </Fact>
      </dl>
      {refunds.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {refunds.map((refund) => (
            <li key={refund.id}>
              Refund of {formatEuros(refund.amountCents)} by {refund.by}, {refund.status}, on{" "}
              {formatDeskTime(refund.createdAt, zone)}
            </li>
          ))}
        </ul>
      )}
    </WorkspaceSection>
  );
}
