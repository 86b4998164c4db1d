import type { BookingStatus } from "~/domain/booking-lifecycle";
import { STATUS_LABELS } from "~/domain/status-labels";

/** Where a booking is in the service (its lifecycle), shown beside its payment badge. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      data-status={status}
      className="inline-flex rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink"
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
