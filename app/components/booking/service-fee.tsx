import { formatEuros, priceFor } from "~/domain/pricing";

/** The Service Fee box for payable cities: total and 'base for up to N + X extras'. */
export function ServiceFee({ reservations, className }: { reservations: number; className?: string }) {
  const price = priceFor(reservations);
  const extras = `${price.extraCount} extra${price.extraCount === 1 ? "" : "s"}`;
  return (
    <section aria-labelledby="service-fee-title" className={className}>
      <div className="rounded-xl border border-brand/30 bg-brand-soft p-4">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="service-fee-title" className="font-sans text-base font-semibold">
            Service Fee
          </h2>
          <p className="text-2xl font-bold" data-testid="service-fee-total" aria-live="polite">
            {formatEuros(price.totalPrice)}
          </p>
        </div>
        <p className="text-sm text-ink-soft">
          {formatEuros(price.basePrice)} base for up to {price.included} + {extras}
          {price.extraCount > 0 && ` (${formatEuros(price.extraPrice)} each)`}
        </p>
        <p className="mt-2 text-sm text-ink-soft">
          One flat fee per trip, not per person. You pay restaurants directly at the meal.
        </p>
      </div>
    </section>
  );
}

/** §2's blue notice for destinations outside the main cities. */
export function NoPaymentNotice({ className }: { className?: string }) {
  return (
    <div className={className}>
      <p className="rounded-xl border border-info/30 bg-info-soft p-4 text-sm text-info">
        For destinations outside our main cities, no payment is taken now. Submit your request and we'll confirm
        availability with a local food expert before proceeding.
      </p>
    </div>
  );
}
