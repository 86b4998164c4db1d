import { Link } from "react-router";
import { StatusBadge } from "~/components/admin/status-badge";
import { cellClasses, DataTable } from "~/components/admin/table";
import {
  type AdminBookingRow,
  bookingCity,
  bookingDates,
  notYetCharged,
  shortSessionId,
  workspacePath,
} from "~/domain/admin-rows";
import { formatDeskTime } from "~/domain/desk-time";
import { eurosIn, refundLabel } from "~/features/admin-dashboard/payment-summary";
import { PaymentBadge } from "~/features/payments/components/payment-badge";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

type Row = AdminBookingRow & { stripeUrl: string | null; refundedCents?: number };

/** 'All Bookings' on the payment dashboard. */
/** `zone`: the desk's time zone, for when each booking was made. */
export function PaymentsTable({ rows, zone }: { rows: Row[]; zone: string }) {
  const { t, i18n } = useTranslation("admin");
  const columns = ["id", "customer", "city", "dates", "amount", "payment", "status", "session", "created"] as const;
  return (
    <DataTable
      caption={t("payments.caption")}
      headers={columns.map((column) => t(`payments.headers.${column}`))}
      empty={t("payments.empty")}
    >
      {rows.map((booking) => (
        <tr key={booking.id}>
          <td className={cellClasses}>{booking.id}</td>
          <td className={cellClasses}>
            <Link
              to={workspacePath(booking.readableReference)}
              className="block font-medium underline underline-offset-4"
            >
              {booking.name}
            </Link>
            <span className="block break-all text-ink-soft">{booking.email}</span>
          </td>
          <td className={cellClasses}>{bookingCity(booking)}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>{bookingDates(booking)}</td>
          <td className={cellClasses}>
            <AmountCell booking={booking} />
          </td>
          <td className={cellClasses}>
            <PaymentBadge booking={booking} />
            <RefundBadge paidCents={booking.amountPaidCents ?? 0} refundedCents={booking.refundedCents ?? 0} />
          </td>
          <td className={cellClasses}>
            <StatusBadge status={booking.status} />
          </td>
          <td className={`${cellClasses} font-mono`}>
            <SessionLink sessionId={booking.stripeSessionId} url={booking.stripeUrl} />
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatDeskTime(booking.createdAt, zone, languageOf(i18n))}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The price, and "Not yet charged" under it for a request that pays only once confirmed. */
export function AmountCell({ booking }: { booking: Pick<Row, "totalCents" | "requiresPayment" | "amountPaidCents"> }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <>
      <span className="whitespace-nowrap">{eurosIn(languageOf(i18n))(booking.totalCents)}</span>
      {notYetCharged(booking) && (
        <span className="block text-xs whitespace-nowrap text-ink-soft">{t("payments.notYetCharged")}</span>
      )}
    </>
  );
}

function SessionLink({ sessionId, url }: { sessionId: string | null; url: string | null }) {
  const { t } = useTranslation("admin");
  if (!sessionId) return <span className="text-ink-soft">—</span>;
  const short = `…${shortSessionId(sessionId)}`;
  if (!url) return <span>{short}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("payments.sessionEnding", { id: shortSessionId(sessionId) })}
      className="text-brand-strong underline"
    >
      {short}
    </a>
  );
}

/** refundLabel's English names, as the catalogue keys them. */
const REFUND_WORDS = { Refunded: "payments.refunded", "Partially refunded": "payments.partlyRefunded" } as const;

function RefundBadge({ paidCents, refundedCents }: { paidCents: number; refundedCents: number }) {
  const { t, i18n } = useTranslation("admin");
  const label = refundLabel(paidCents, refundedCents);
  if (!label) return null;
  const amount = eurosIn(languageOf(i18n))(refundedCents);
  return (
    <span
      className="mt-1 block w-fit rounded-full border border-line bg-muted px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink-soft"
      title={t("payments.refundedAmount", { amount })}
    >
      {t(REFUND_WORDS[label])} ({amount})
    </span>
  );
}
