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
  auditRowActionLabelIn,
  auditSearch,
} from "~/features/staff/audit-view";
import { AuditFilters } from "~/features/staff/components/audit-filters";
import { auditAction, auditLoader } from "~/features/staff/routes/audit.server";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
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

const OUTCOMES = new Set(["success", "failure", "refused"]);

const HEADERS = ["when", "who", "action", "object", "clientAddress", "outcome", "details"] as const;

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin");
  const language = languageOf(i18n);
  const zone = useDeskTimeZone();
  // Lower case inside the parentheses, as the log has always written a role after a name.
  const roleLabel = (role: string) =>
    role === "owner" || role === "concierge" ? t(`shell.roles.${role}`).toLocaleLowerCase(language) : role;
  if (!loaderData.unlocked) return null;
  const { query, rows, total, page, pageCount, pageSize, people } = loaderData;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="font-display text-3xl font-bold text-ink">{t("titles.audit")}</h1>
          <p className="text-ink-soft">{t("audit.intro", { zone })}</p>
        </div>
        <DownloadLink href={`/admin/audit.csv${auditSearch(query)}`}>{t("audit.download")}</DownloadLink>
      </div>
      <AuditFilters query={query} people={people} />
      <DataTable
        caption={t("audit.caption")}
        keyboardScroll
        headers={HEADERS.map((header) => t(`audit.headers.${header}`))}
        empty={query.bookingError ? t("audit.emptyBooking") : t("audit.empty")}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClasses} whitespace-nowrap`}>
              <time dateTime={row.at}>{formatDeskTime(row.at, zone, language)}</time>
            </td>
            <td className={cellClasses}>{auditActorLabel(row, roleLabel)}</td>
            <td className={cellClasses}>{auditRowActionLabelIn(t, row)}</td>
            <td className={cellClasses}>{auditObjectLabel(row)}</td>
            <td className={`${cellClasses} font-mono`}>{row.clientAddress ?? "—"}</td>
            <td className={cellClasses}>
              {OUTCOMES.has(row.outcome) ? t(`audit.outcomes.${row.outcome as "success"}`) : row.outcome}
            </td>
            <td className={`${cellClasses} break-words`}>{auditDetailLabel(row.detail)}</td>
          </tr>
        ))}
      </DataTable>
      <nav
        aria-label={t("audit.pagesLabel")}
        className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft"
      >
        <p>{t("audit.showing", { first, last: Math.min(total, page * pageSize), total })}</p>
        <div className="flex items-center gap-2">
          {page > 1 && (
            <Link
              to={`/admin/audit${auditSearch(query, page - 1)}`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              {t("audit.previous")}
            </Link>
          )}
          <span>{t("audit.pageOf", { page, pages: pageCount })}</span>
          {page < pageCount && (
            <Link
              to={`/admin/audit${auditSearch(query, page + 1)}`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              {t("audit.next")}
            </Link>
          )}
        </div>
      </nav>
    </main>
  );
}
