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
import { formatEuros } from "~/domain/pricing";
import { refundLabel } from "~/features/admin-dashboard/payment-summary";
import { PaymentBadge } from "~/features/payments/components/payment-badge";

type Row = AdminBookingRow & { stripeUrl: string | null; refundedCents?: number };

/** 'All Bookings' on the payment dashboard. */
/** `zone`: the desk's time zone, for when each booking was made. */
export function PaymentsTable({ rows, zone }: { rows: Row[]; zone: string }) {
  return (
    <DataTable
      caption="All bookings with their payment status, newest first"
      headers={["ID", "Customer", "City", "Dates", "Amount", "Payment Status", "Status", "Stripe Session", "Created"]}
      empty="No bookings found."
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
          <td className={`${cellClasses} whitespace-nowrap`}>{formatDeskTime(booking.createdAt, zone)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The price, and "Not yet charged" under it for a request that pays only once confirmed. */
export function AmountCell({ booking }: { booking: Pick<Row, "totalCents" | "requiresPayment" | "amountPaidCents"> }) {
  return (
    <>
      <span className="whitespace-nowrap">{formatEuros(booking.totalCents)}</span>
      {notYetCharged(booking) && <span className="block text-xs whitespace-nowrap text-ink-soft">Not yet charged</span>}
    </>
  );
}

function SessionLink({ sessionId, url }: { sessionId: string | null; url: string | null }) {
  if (!sessionId) return <span className="text-ink-soft">—</span>;
  const short = `…${shortSessionId(sessionId)}`;
  if (!url) return <span>{short}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Stripe session ending ${shortSessionId(sessionId)}`}
      className="text-brand-strong underline"
    >
      {short}
    </a>
  );
}

function RefundBadge({ paidCents, refundedCents }: { paidCents: number; refundedCents: number }) {
  const label = refundLabel(paidCents, refundedCents);
  if (!label) return null;
  return (
    <span
      className="mt-1 block w-fit rounded-full border border-line bg-muted px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink-soft"
      title={`${formatEuros(refundedCents)} refunded`}
    >
      {label} ({formatEuros(refundedCents)})
    </span>
  );
}
