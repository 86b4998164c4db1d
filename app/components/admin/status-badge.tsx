import type { BookingStatus } from "~/domain/booking-lifecycle";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Where a booking is in the service (its lifecycle), shown beside its payment badge, in the
 * reader's language: the workspace's names for the statuses (its catalogue loads on every admin
 * page), so a table and the booking's own page call a status alike. `label` overrides it.
 */
export function StatusBadge({ status, label }: { status: BookingStatus; label?: string }) {
  const { t } = useTranslation("workspace");
  return (
    <span
      data-status={status}
      className="inline-flex rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink"
    >
      {label ?? t(`status.${status}`)}
    </span>
  );
}
