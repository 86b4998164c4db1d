import type { PaymentSummary } from "~/domain/admin";
import { formatEuros } from "~/domain/pricing";

/** The payment dashboard's six cards. */
export function SummaryCards({ summary }: { summary: PaymentSummary }) {
  const cards = [
    ["Total Bookings", summary.total],
    ["Paid", summary.paid],
    ["Pending Payment", summary.pending_payment],
    ["Failed Payments", summary.failed_payment],
    ["No Payment Required", summary.no_payment_required],
    ["Total Revenue", formatEuros(summary.total_revenue)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {cards.map(([label, value]) => (
        <div key={label} className="grid gap-1 rounded-2xl border border-line bg-surface p-4">
          <dt className="text-sm font-medium text-ink-soft">{label}</dt>
          <dd className="font-display text-2xl font-bold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
