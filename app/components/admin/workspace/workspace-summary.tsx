import { PaymentBadge } from "~/components/admin/payment-badge";
import { shortDateTime, stripeSessionUrl } from "~/domain/admin-rows";
import type { Workspace } from "~/domain/booking-workspace";
import { formatEuros } from "~/domain/pricing";
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

export function WorkspaceSummary({ workspace, liveStripe }: { workspace: Workspace; liveStripe: boolean }) {
  const { booking, refunds, refundedCents } = workspace;
  const tel = booking.phone.replace(/[^\d+]/g, "");
  return (
    <>
      <WorkspaceSection id="trip" title="Trip and traveller">
        <dl className={factsClasses}>
          <Fact term="City">{booking.cityName}</Fact>
          <Fact term="Dates">
            {booking.checkIn} – {booking.checkOut}
          </Fact>
          <Fact term="Meals">{booking.reservations}</Fact>
          <Fact term="Traveller">{booking.name}</Fact>
          <Fact term="Email">
            <a className="underline" href={`mailto:${booking.email}`}>
              {booking.email}
            </a>
          </Fact>
          <Fact term="Phone">
            <a className="underline" href={`tel:${tel}`}>
              {booking.phone}
            </a>
          </Fact>
          <Fact term="Booked">{shortDateTime(booking.createdAt)} UTC</Fact>
        </dl>
      </WorkspaceSection>
      <WorkspaceSection id="payment" title="Payment">
        <dl className={factsClasses}>
          <Fact term="Payment">
            <PaymentBadge booking={booking} />
          </Fact>
          <Fact term="Fee">{formatEuros(booking.totalCents)}</Fact>
          <Fact term="Paid">
            {booking.amountPaidCents !== null ? formatEuros(booking.amountPaidCents) : "Nothing yet"}
            {booking.paidAt ? ` on ${shortDateTime(booking.paidAt)} UTC` : ""}
          </Fact>
          {/* The box ticked before paying (Directive 2011/83/EU art. 16(a)): the service may start within the 14 days. */}
          <Fact term="Asked to start within the withdrawal period">
            {booking.serviceStartConsentAt
              ? `Yes, on ${shortDateTime(booking.serviceStartConsentAt)} UTC`
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
                {shortDateTime(refund.createdAt)} UTC
              </li>
            ))}
          </ul>
        )}
      </WorkspaceSection>
    </>
  );
}
