import { Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { formatDeskTime } from "~/domain/desk-time";
import { Pagination } from "~/features/admin-dashboard/components/list-controls";
import { MAIL_STATUS_LABELS, MAIL_TYPE_LABELS } from "~/features/admin-dashboard/mail-view";
import { mailLoader, privateHeaders } from "~/features/admin-dashboard/routes/mail.server";
import type { Route } from "./+types/mail";

/** Every email the app produced, newest first: what was sent, or on the embedded default what would have been. */

export const meta: Route.MetaFunction = () => [
  { title: "Mail · Sobremesa" },
  { name: "description", content: "The emails Sobremesa sent or, without a mail server, kept for admins to read." },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => privateHeaders;

export const handle = {
  nav: () => [
    { to: "/admin", label: "Internal Database" },
    { to: "/payment-admin", label: "Payment Dashboard" },
    { to: "/admin/sessions", label: "Sessions" },
  ],
};

export const loader = (args: Route.LoaderArgs) => mailLoader(args);

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, sends } = loaderData;
  const zone = useDeskTimeZone();
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">Mail</h1>
        <p className="text-ink-soft">Every email the app produced, newest first. Open one to see it as it looks.</p>
      </div>
      {!sends && (
        <p className="rounded-2xl border border-warning bg-warning-soft p-4 text-ink">
          <strong>Not sent: no SMTP server configured.</strong> Without <code>SMTP_URL</code> the app sends no email;
          each one is kept here instead, exactly as it would have gone out.
        </p>
      )}
      <DataTable
        caption="Emails, newest first"
        headers={["To", "Subject", "Type", "When", "Status"]}
        empty="No mail yet."
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClasses} break-all`}>{row.toAddress}</td>
            <td className={cellClasses}>
              <Link to={`/admin/mail/${row.id}`} className="font-medium text-brand-strong underline underline-offset-4">
                {row.subject}
              </Link>
            </td>
            <td className={cellClasses}>{MAIL_TYPE_LABELS[row.type]}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>{formatDeskTime(row.createdAt, zone)}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>{MAIL_STATUS_LABELS[row.status]}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination query={{ q: "", page }} total={total} label="Mail pages" />
    </main>
  );
}
