import { Trans } from "react-i18next";
import { Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { formatDeskTime } from "~/domain/desk-time";
import { Pagination } from "~/features/admin-dashboard/components/list-controls";
import { mailLoader, privateHeaders } from "~/features/admin-dashboard/routes/mail.server";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/mail";

/** Every email the app produced, newest first: what was sent, or on the embedded default what would have been. */

export const headers: Route.HeadersFunction = () => privateHeaders;

export const handle = {
  nav: () => [
    { to: "/admin", label: "Internal Database" },
    { to: "/payment-admin", label: "Payment Dashboard" },
    { to: "/admin/sessions", label: "Sessions" },
  ],
  // The admin layout renders the title (`titles.mail`, in the reader's language), the description and noindex.
  admin: {
    title: "Mail",
    description: "The emails Sobremesa sent or, without a mail server, kept for admins to read.",
    gate: "Sign in to read the mail.",
  },
};

export const loader = (args: Route.LoaderArgs) => mailLoader(args);

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, sends } = loaderData;
  const zone = useDeskTimeZone();
  const { t, i18n } = useTranslation("admin");
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{t("mail.title")}</h1>
        <p className="text-ink-soft">{t("mail.intro")}</p>
      </div>
      {!sends && (
        <p className="rounded-2xl border border-warning bg-warning-soft p-4 text-ink">
          <strong>{t("mail.notSent")}</strong>{" "}
          <Trans t={t} i18nKey="mail.notSentText" components={{ code: <code /> }} />
        </p>
      )}
      <DataTable
        caption={t("mail.caption")}
        headers={(["to", "subject", "type", "when", "status"] as const).map((column) => t(`mail.headers.${column}`))}
        empty={t("mail.empty")}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClasses} break-all`}>{row.toAddress}</td>
            <td className={cellClasses}>
              <Link to={`/admin/mail/${row.id}`} className="font-medium text-brand-strong underline underline-offset-4">
                {row.subject}
              </Link>
            </td>
            <td className={cellClasses}>{t(`mail.types.${row.type}`)}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {formatDeskTime(row.createdAt, zone, languageOf(i18n))}
            </td>
            <td className={`${cellClasses} whitespace-nowrap`}>{t(`mail.statuses.${row.status}`)}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination query={{ q: "", page }} total={total} label={t("mail.pagesLabel")} />
    </main>
  );
}
