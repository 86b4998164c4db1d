import { Form, Link } from "react-router";
import { StatusBadge } from "~/components/admin/status-badge";
import { cellClasses, DataTable } from "~/components/admin/table";
import { buttonClasses } from "~/components/ui/button";
import { type AdminBookingRow, bookingCity, workspacePath } from "~/domain/admin-rows";
import { ADMIN_INTENTS } from "~/features/admin-dashboard/admin-intents";
import { mayBeAssigned } from "~/features/creators/creator-cities";
import { PaymentBadge } from "~/features/payments/components/payment-badge";
import { useTranslation } from "~/i18n/use-translation";
import { DeskTimeCell } from "./desk-time-cell";
import { AmountCell } from "./payments-table";

type Row = AdminBookingRow & { assignedCreatorName: string | null; overdue?: boolean };
type Creator = { id: number; name: string; city: string };

/**
 * 'Client Bookings': the spec's columns plus the phone and the number of reservations (the
 * concierge calls each traveller within 24 hours), then the creator the request is assigned to.
 */
/** `zone`: the desk's time zone, for when each booking was made. */
export function BookingsTable({ rows, creators, zone }: { rows: Row[]; creators: Creator[]; zone: string }) {
  const { t } = useTranslation("admin");
  const columns = [
    "id",
    "name",
    "email",
    "phone",
    "city",
    "dates",
    "reservations",
    "price",
    "payment",
    "status",
    "created",
    "creator",
  ] as const;
  return (
    <DataTable
      caption={t("database.bookings.caption")}
      headers={columns.map((column) => t(`database.bookings.headers.${column}`))}
      empty={t("database.bookings.empty")}
    >
      {rows.map((booking) => (
        <tr key={booking.id}>
          <td className={cellClasses}>{booking.id}</td>
          <td className={cellClasses}>
            <Link to={workspacePath(booking.readableReference)} className="font-medium underline underline-offset-4">
              {booking.name}
            </Link>
            <span className="block font-mono text-xs text-ink-soft" data-testid="readable-reference">
              {booking.readableReference}
            </span>
          </td>
          <td className={cellClasses}>
            {/* Cut short to fit the columns at 1280 px; the whole address is the hover's title and in the workspace. */}
            <span className="block max-w-36 truncate" title={booking.email}>
              {booking.email}
            </span>
          </td>
          <td className={cellClasses}>
            <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-4">
              {booking.phone}
            </a>
          </td>
          <td className={cellClasses}>{bookingCity(booking)}</td>
          <td className={cellClasses}>
            {/* Each date whole, one above the other: a one-line range was the widest cell at 1280 px. */}
            <span className="whitespace-nowrap">{booking.checkIn} –</span>{" "}
            <span className="whitespace-nowrap">{booking.checkOut}</span>
          </td>
          <td className={`${cellClasses} text-right`}>{booking.reservations}</td>
          <td className={cellClasses}>
            <AmountCell booking={booking} />
          </td>
          <td className={cellClasses}>
            <PaymentBadge booking={booking} />
          </td>
          <td className={cellClasses}>
            <StatusBadge status={booking.status} />
            {booking.overdue && (
              <span className="mt-1 inline-flex rounded-full bg-danger px-2.5 py-0.5 text-xs font-semibold text-white">
                {t("database.bookings.overdue")}
              </span>
            )}
          </td>
          <td className={cellClasses}>
            <DeskTimeCell at={booking.createdAt} zone={zone} />
          </td>
          <td className={cellClasses}>
            <AssignForm booking={booking} creators={creators} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function AssignForm({ booking, creators }: { booking: Row; creators: Creator[] }) {
  const selectId = `assign-${booking.id}`;
  const current = booking.assignedCreatorId;
  // The same rule the server checks: only creators this booking may be given to are offered.
  const eligible = creators.filter((creator) => mayBeAssigned(booking.cityName, creator.city));
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value={ADMIN_INTENTS.assignCreator} />
      <input type="hidden" name="bookingId" value={booking.id} />
      <label htmlFor={selectId} className="sr-only">
        {t("database.bookings.creatorFor", { id: booking.id })}
      </label>
      <select
        id={selectId}
        name="creatorId"
        defaultValue={current ?? ""}
        className="h-9 max-w-32 rounded-lg border border-line bg-surface px-2 text-sm focus-visible:outline-3 focus-visible:outline-focus"
      >
        <option value="">{t("database.bookings.unassigned")}</option>
        {/* A creator no longer approved (or of another city) still shows as the current assignee. */}
        {current && !eligible.some((c) => c.id === current) && (
          <option value={current}>{booking.assignedCreatorName ?? `Creator #${current}`}</option>
        )}
        {eligible.map((creator) => (
          <option key={creator.id} value={creator.id}>
            {creator.name} ({creator.city})
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
        {t("database.bookings.assign")}
      </button>
    </Form>
  );
}
