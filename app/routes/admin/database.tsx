import { useTranslation } from "react-i18next";
import { Form, isRouteErrorResponse, Link } from "react-router";
import { viewerCan } from "~/auth/staff-auth.server";
import { DownloadLink } from "~/components/admin/download-link";
import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { Button, buttonClasses } from "~/components/ui/button";
import { TabLink } from "~/components/ui/tab-link";
import { ServerToast } from "~/components/ui/toast";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { type ToastInput, toastMessage } from "~/domain/toast";
import { ADMIN_INTENTS } from "~/features/admin-dashboard/admin-intents";
import { BookingsTable } from "~/features/admin-dashboard/components/bookings-table";
import { CreatorsTable } from "~/features/admin-dashboard/components/creators-table";
import { FailedOutbox } from "~/features/admin-dashboard/components/failed-outbox";
import { BOOKING_SEARCH_LABEL, Pagination, SearchForm } from "~/features/admin-dashboard/components/list-controls";
import { ReplicationStatus } from "~/features/admin-dashboard/components/replication-status";
import { SetPasswordLink } from "~/features/admin-dashboard/components/set-password-link";
import {
  type AdminActionData,
  databaseAction,
  databaseLoader,
  loadedToast,
  replicationFor,
} from "~/features/admin-dashboard/routes/database.server";
import { StaffQueue } from "~/features/queue/components/staff-queue";
import { queueView } from "~/features/queue/routes/queue.server";
import { CreatorRatings } from "~/features/reminders-and-ratings/components/creator-ratings";
import { LogoutButton } from "~/features/staff/components/logout-button";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import type { Route } from "./+types/database";

export const handle = {
  nav: (loaderData: unknown) =>
    (loaderData as { unlocked?: boolean } | undefined)?.unlocked
      ? [
          { to: "/payment-admin", label: "Payment Dashboard" },
          { to: "/admin/mail", label: "Mail" },
        ]
      : [],
  admin: {
    title: "Internal Database",
    description: "Sobremesa's internal database of bookings and creator applications, for admins.",
    gate: "Enter the admin token to open the internal database.",
  },
};

export const loader = adminLoader("queue.read", ({ request }: Route.LoaderArgs, viewer) => {
  const params = new URL(request.url).searchParams;
  // What the role allows beyond the page: the page shows only forms and links the server would honour.
  const may = { exportAll: viewerCan(viewer, "export.full"), decideCreators: viewerCan(viewer, "creators.approve") };
  return { ...databaseLoader(params), queue: queueView(viewer, params), may, replication: replicationFor(viewer) };
});

export const action = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message), welcome: loadedToast },
  "queue.read",
  // Every form of the page, the queue's too, by its intent (database.server.ts).
  (form, { context }: Route.ActionArgs, viewer) => databaseAction(form, viewer, context.clientAddress),
);

/** With JavaScript, a form whose request fails shows a toast instead of the error screen. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    const refresh = intent === ADMIN_INTENTS.refresh;
    const toast = failureToast(refresh, error);
    return { toast: toastMessage(refresh ? { ...toast, action: retryRefresh } : toast) };
  }
}

const REFRESH_FORM_ID = "admin-refresh";

/** 'Retry' on 'Refresh failed' sends the Refresh form again, as pressing Refresh would. */
const retryRefresh = {
  label: "Retry",
  altText: "Press Refresh at the top of the page to try again",
  onSelect: () => (document.getElementById(REFRESH_FORM_ID) as HTMLFormElement | null)?.requestSubmit(),
};

/** 'Refresh failed' (or 'Error') with the status, or 'Network error: …' when the server was not reached. */
function failureToast(refresh: boolean, error: unknown): ToastInput {
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) {
    return refresh
      ? ADMIN_TOASTS.refreshFailed(`Network error: ${error.message}`)
      : ADMIN_TOASTS.networkError(error.message);
  }
  const description = isRouteErrorResponse(error)
    ? `${error.status}: ${typeof error.data === "string" ? error.data : error.statusText}`
    : // Whatever else the server threw arrives as its sanitised 500.
      `500: ${error instanceof Error ? error.message : String(error)}`;
  return refresh ? ADMIN_TOASTS.refreshFailed(description) : { title: "Error", description, variant: "destructive" };
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as AdminActionData | undefined;
  const zone = useDeskTimeZone();
  const { t } = useTranslation("admin");
  // The admin layout shows the token form instead of this page until the session holds.
  if (!loaderData.unlocked) return null;
  const view = loaderData;
  const link = answer?.setPasswordLink;
  const listParams: Record<string, string> = {
    tab: view.tab,
    ...(view.query.overdue ? { overdue: "1" } : {}),
    // Searching or paging the database keeps the queue's tab above it.
    ...(view.queue ? { queue: view.queue.bucket } : {}),
  };
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <ServerToast message={answer?.toast} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold text-ink">{t("titles.database")}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Form method="post" id={REFRESH_FORM_ID}>
            <input type="hidden" name="intent" value={ADMIN_INTENTS.refresh} />
            <Button type="submit" variant="outline" size="sm">
              {t("database.refresh")}
            </Button>
          </Form>
          {view.may.exportAll && <DownloadLink href="/api/admin-bookings?download=all">Download All Data</DownloadLink>}
          {!view.queue && (
            <Link to="/admin/sessions" className={buttonClasses({ variant: "ghost", size: "sm" })}>
              Sessions
            </Link>
          )}
          <LogoutButton />
        </div>
      </div>

      {/* Under the creator's row where the owner pressed Approve; here only when that row is not listed. */}
      {link && !view.creators?.rows.some((creator) => creator.id === link.creatorId) && (
        <SetPasswordLink url={link.url} name={`creator #${link.creatorId}`} />
      )}

      {view.queue && <StaffQueue queue={view.queue} zone={zone} deskZoneResult={answer?.deskZoneResult} />}

      {view.replication && (
        <section aria-labelledby="replication-title" className="grid gap-2">
          <h2 id="replication-title" className="font-display text-xl font-bold text-ink">
            Database replica
          </h2>
          <ReplicationStatus status={view.replication} zone={zone} />
        </section>
      )}

      <nav aria-label="Tables" className="flex gap-1 border-b border-line">
        <TabLink to="?tab=bookings" current={view.tab === "bookings"}>
          Client Bookings ({view.counts.bookings})
        </TabLink>
        <TabLink to="?tab=creators" current={view.tab === "creators"}>
          Creator Signups ({view.counts.creators})
        </TabLink>
      </nav>

      <section aria-label={view.tab === "bookings" ? "Client bookings" : "Creator signups"} className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SearchForm
            query={view.query}
            hidden={listParams}
            label={`Search ${view.tab}`}
            fieldLabel={view.tab === "bookings" ? BOOKING_SEARCH_LABEL : undefined}
          />
          {view.may.exportAll && <DownloadLink href={`/api/get-${view.tab}?format=csv`}>Download CSV</DownloadLink>}
        </div>
        {view.bookings && (
          <p className={view.bookings.overdue > 0 ? "font-semibold text-danger" : "text-ink-soft"}>
            {view.query.overdue ? (
              <>
                Showing the {view.bookings.overdue} overdue. <Link to="?tab=bookings">Show all bookings</Link>
              </>
            ) : view.bookings.overdue > 0 ? (
              <Link to="?tab=bookings&overdue=1" className="underline underline-offset-4">
                {view.bookings.overdue} overdue
              </Link>
            ) : (
              "Nothing overdue"
            )}
          </p>
        )}
        {view.bookings && <BookingsTable rows={view.bookings.rows} creators={view.approvedCreators} zone={zone} />}
        {view.creators && (
          <CreatorsTable rows={view.creators.rows} decide={view.may.decideCreators} approved={link} zone={zone} />
        )}
        {view.creators && <CreatorRatings ratings={view.creators.ratings} />}
        <Pagination
          query={view.query}
          total={(view.bookings ?? view.creators)?.total ?? 0}
          more={view.bookings?.more}
          params={listParams}
          label={`${view.tab} pages`}
        />
      </section>

      <FailedOutbox records={view.failedOutbox} zone={zone} />
    </main>
  );
}
