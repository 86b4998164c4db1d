import { Link } from "react-router";
import { DownloadLink } from "~/components/admin/download-link";
import { cellClasses, DataTable } from "~/components/admin/table";
import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { buttonClasses } from "~/components/ui/button";
import { formatDeskTime } from "~/domain/desk-time";
import {
  auditActorLabel,
  auditDetailLabel,
  auditObjectLabel,
  auditRowActionLabel,
  auditSearch,
} from "~/features/staff/audit-view";
import { AuditFilters } from "~/features/staff/components/audit-filters";
import { auditAction, auditLoader } from "~/features/staff/routes/audit.server";
import type { Route } from "./+types/audit";

/** The audit log for owners: who did what, when and from where, newest first, filtered and paged. */

export const handle = {
  admin: {
    title: "Audit Log",
    lockedTitle: "Audit Log",
    description: "Every security-relevant and money-moving action at Sobremesa, newest first.",
    gate: "Enter the admin token to open the audit log.",
  },
};

export const loader = (args: Route.LoaderArgs) => auditLoader(args);

export const action = (args: Route.ActionArgs) => auditAction(args);

const OUTCOMES: Record<string, string> = { success: "Success", failure: "Failure", refused: "Refused" };

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const zone = useDeskTimeZone();
  if (!loaderData.unlocked) return null;
  const { query, rows, total, page, pageCount, pageSize, people } = loaderData;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="font-display text-3xl font-bold text-ink">Audit Log</h1>
          <p className="text-ink-soft">
            Newest first. Times are in the desk's time zone, {zone}. Rows are never changed or deleted by hand.
          </p>
        </div>
        <DownloadLink href={`/admin/audit.csv${auditSearch(query)}`}>Download CSV</DownloadLink>
      </div>
      <AuditFilters query={query} people={people} />
      <DataTable
        caption="Audit log, newest first"
        keyboardScroll
        headers={["When", "Who", "Action", "Object", "Client address", "Outcome", "Details"]}
        empty={query.bookingError ? "Enter a booking number to filter by booking." : "No matching entries."}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClasses} whitespace-nowrap`}>
              <time dateTime={row.at}>{formatDeskTime(row.at, zone)}</time>
            </td>
            <td className={cellClasses}>{auditActorLabel(row)}</td>
            <td className={cellClasses}>{auditRowActionLabel(row)}</td>
            <td className={cellClasses}>{auditObjectLabel(row)}</td>
            <td className={`${cellClasses} font-mono`}>{row.clientAddress ?? "—"}</td>
            <td className={cellClasses}>{OUTCOMES[row.outcome] ?? row.outcome}</td>
            <td className={`${cellClasses} break-words`}>{auditDetailLabel(row.detail)}</td>
          </tr>
        ))}
      </DataTable>
      <nav
        aria-label="Audit log pages"
        className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft"
      >
        <p>
          Showing {first}–{Math.min(total, page * pageSize)} of {total}
        </p>
        <div className="flex items-center gap-2">
          {page > 1 && (
            <Link
              to={`/admin/audit${auditSearch(query, page - 1)}`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount && (
            <Link
              to={`/admin/audit${auditSearch(query, page + 1)}`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              Next page
            </Link>
          )}
        </div>
      </nav>
    </main>
  );
}
