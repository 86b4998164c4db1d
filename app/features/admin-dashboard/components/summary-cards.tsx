import { eurosIn, netRevenue, type PaymentSummary } from "~/features/admin-dashboard/payment-summary";
import { languageOf } from "~/i18n/languages";
import type en from "~/i18n/locales/en/admin";
import { useTranslation } from "~/i18n/use-translation";

type Card = keyof typeof en.payments.cards;

/** The payment dashboard's six cards, and a seventh that only appears when payments await review. */
export function SummaryCards({ summary, refundedCents = 0 }: { summary: PaymentSummary; refundedCents?: number }) {
  const { t, i18n } = useTranslation("admin");
  const euros = eurosIn(languageOf(i18n));
  const cards: Array<readonly [Card, string | number]> = [
    ["total", summary.total],
    ["paid", summary.paid],
    ["pending", summary.pending_payment],
    ["failed", summary.failed_payment],
    ["notRequired", summary.no_payment_required],
    ["revenue", euros(summary.total_revenue)],
    ["refunded", euros(refundedCents)],
    ["net", euros(netRevenue(summary.total_revenue, refundedCents))],
  ];
  const review = summary.payment_review > 0;
  if (review) cards.push(["review", summary.payment_review]);
  return (
    <dl className={`grid grid-cols-2 gap-3 md:grid-cols-3 ${review ? "xl:grid-cols-5" : "xl:grid-cols-4"}`}>
      {cards.map(([card, value]) => (
        <div
          key={card}
          className={`grid gap-1 rounded-2xl border p-4 ${card === "review" ? "border-danger/40 bg-danger-soft" : "border-line bg-surface"}`}
        >
          <dt className="text-sm font-medium text-ink-soft">{t(`payments.cards.${card}`)}</dt>
          <dd className="font-display text-2xl font-bold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
