import type { TFunction } from "i18next";
import { Form, isRouteErrorResponse, Link } from "react-router";
import { viewerCan } from "~/auth/staff-auth.server";
import { DownloadLink } from "~/components/admin/download-link";
import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { Button, buttonClasses } from "~/components/ui/button";
import { TabLink } from "~/components/ui/tab-link";
import { ServerToast } from "~/components/ui/toast";
import { ADMIN_TOASTS, adminToasts } from "~/domain/admin-toasts";
import { type ToastInput, toastMessage } from "~/domain/toast";
import { ADMIN_INTENTS } from "~/features/admin-dashboard/admin-intents";
import { BookingsTable } from "~/features/admin-dashboard/components/bookings-table";
import { CreatorsTable } from "~/features/admin-dashboard/components/creators-table";
import { FailedOutbox } from "~/features/admin-dashboard/components/failed-outbox";
import { Pagination, SearchForm } from "~/features/admin-dashboard/components/list-controls";
import { ReplicationStatus } from "~/features/admin-dashboard/components/replication-status";
import { SetPasswordLink } from "~/features/admin-dashboard/components/set-password-link";
import { documentAdminWords } from "~/features/admin-dashboard/document-words";
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
import { useTranslation } from "~/i18n/use-translation";
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
    // The toast speaks the page's language, as the server's answers do.
    const t = await documentAdminWords();
    const toast = failureToast(t, refresh, error);
    return { toast: toastMessage(refresh ? { ...toast, action: retryRefresh(t) } : toast) };
  }
}

const REFRESH_FORM_ID = "admin-refresh";

/** 'Retry' on 'Refresh failed' sends the Refresh form again, as pressing Refresh would. */
const retryRefresh = (t: TFunction<"admin">) => ({
  label: t("database.toasts.retry"),
  altText: t("database.toasts.retryHint"),
  onSelect: () => (document.getElementById(REFRESH_FORM_ID) as HTMLFormElement | null)?.requestSubmit(),
});

/** 'Refresh failed' (or 'Error') with the status, or 'Network error: …' when the server was not reached. */
function failureToast(t: TFunction<"admin">, refresh: boolean, error: unknown): ToastInput {
  const toasts = adminToasts(t);
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) {
    return refresh
      ? toasts.refreshFailed(t("toasts.networkError", { message: error.message }))
      : toasts.networkError(error.message);
  }
  const description = isRouteErrorResponse(error)
    ? `${error.status}: ${typeof error.data === "string" ? error.data : error.statusText}`
    : // Whatever else the server threw arrives as its sanitised 500.
      `500: ${error instanceof Error ? error.message : String(error)}`;
  return refresh
    ? toasts.refreshFailed(description)
    : { title: t("toasts.errorTitle"), description, variant: "destructive" };
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
          {view.may.exportAll && (
            <DownloadLink href="/api/admin-bookings?download=all">{t("database.downloadAll")}</DownloadLink>
          )}
          {!view.queue && (
            <Link to="/admin/sessions" className={buttonClasses({ variant: "ghost", size: "sm" })}>
              {t("database.sessions")}
            </Link>
          )}
          <LogoutButton />
        </div>
      </div>

      {/* Under the creator's row where the owner pressed Approve; here only when that row is not listed. */}
      {link && !view.creators?.rows.some((creator) => creator.id === link.creatorId) && (
        <SetPasswordLink url={link.url} name={t("database.creatorNumber", { id: link.creatorId })} />
      )}

      {view.queue && <StaffQueue queue={view.queue} zone={zone} deskZoneResult={answer?.deskZoneResult} />}

      {view.replication && (
        <section aria-labelledby="replication-title" className="grid gap-2">
          <h2 id="replication-title" className="font-display text-xl font-bold text-ink">
            {t("replica.title")}
          </h2>
          <ReplicationStatus status={view.replication} zone={zone} />
        </section>
      )}

      <nav aria-label={t("database.tablesLabel")} className="flex gap-1 border-b border-line">
        <TabLink to="?tab=bookings" current={view.tab === "bookings"}>
          {`${t("database.tabs.bookings")} (`}
          {view.counts.bookings})
        </TabLink>
        <TabLink to="?tab=creators" current={view.tab === "creators"}>
          {`${t("database.tabs.creators")} (`}
          {view.counts.creators})
        </TabLink>
      </nav>

      <section aria-label={t(`database.sections.${view.tab}`)} className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SearchForm
            query={view.query}
            hidden={listParams}
            label={t(`database.search.${view.tab}`)}
            fieldLabel={view.tab === "bookings" ? t("list.byBooking") : undefined}
          />
          {view.may.exportAll && (
            <DownloadLink href={`/api/get-${view.tab}?format=csv`}>{t("database.downloadCsv")}</DownloadLink>
          )}
        </div>
        {view.bookings && (
          <p className={view.bookings.overdue > 0 ? "font-semibold text-danger" : "text-ink-soft"}>
            {view.query.overdue ? (
              <>
                {t("database.showingOverdue", { count: view.bookings.overdue })}{" "}
                <Link to="?tab=bookings">{t("database.showAll")}</Link>
              </>
            ) : view.bookings.overdue > 0 ? (
              <Link to="?tab=bookings&overdue=1" className="underline underline-offset-4">
                {t("database.overdueCount", { count: view.bookings.overdue })}
              </Link>
            ) : (
              t("database.nothingOverdue")
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
          label={t(`database.pagesLabel.${view.tab}`)}
        />
      </section>

      <FailedOutbox records={view.failedOutbox} zone={zone} />
    </main>
  );
}
