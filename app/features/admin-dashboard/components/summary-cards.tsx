import { formatEuros } from "~/domain/pricing";
import { netRevenue, type PaymentSummary } from "~/features/admin-dashboard/payment-summary";

/** The payment dashboard's six cards, and a seventh that only appears when payments await review. */
export function SummaryCards({ summary, refundedCents = 0 }: { summary: PaymentSummary; refundedCents?: number }) {
  const cards: Array<readonly [string, string | number]> = [
    ["Total Bookings", summary.total],
    ["Paid", summary.paid],
    ["Pending Payment", summary.pending_payment],
    ["Failed Payments", summary.failed_payment],
    ["No Payment Required", summary.no_payment_required],
    ["Total Revenue", formatEuros(summary.total_revenue)],
    ["Refunded", formatEuros(refundedCents)],
    ["Net Revenue", formatEuros(netRevenue(summary.total_revenue, refundedCents))],
  ];
  const review = summary.payment_review > 0;
  if (review) cards.push(["Payment Review", summary.payment_review]);
  return (
    <dl className={`grid grid-cols-2 gap-3 md:grid-cols-3 ${review ? "xl:grid-cols-5" : "xl:grid-cols-4"}`}>
      {cards.map(([label, value]) => (
        <div
          key={label}
          className={`grid gap-1 rounded-2xl border p-4 ${label === "Payment Review" ? "border-danger/40 bg-danger-soft" : "border-line bg-surface"}`}
        >
          <dt className="text-sm font-medium text-ink-soft">{label}</dt>
          <dd className="font-display text-2xl font-bold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
