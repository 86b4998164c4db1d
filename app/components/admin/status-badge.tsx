import type { BookingStatus } from "~/domain/booking-lifecycle";
import { STATUS_LABELS } from "~/domain/status-labels";

/**
 * Where a booking is in the service (its lifecycle), shown beside its payment badge; `label` is
 * the status in the reader's words where the page has them (the workspace's), else English.
 */
export function StatusBadge({ status, label }: { status: BookingStatus; label?: string }) {
  return (
    <span
      data-status={status}
      className="inline-flex rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink"
    >
      {label ?? STATUS_LABELS[status]}
    </span>
  );
}
