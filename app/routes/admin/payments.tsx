import { data, Link, useLocation } from "react-router";
import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { buttonClasses } from "~/components/ui/button";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { listQuery } from "~/features/admin-dashboard/admin-list";
import { Pagination, SearchForm } from "~/features/admin-dashboard/components/list-controls";
import { PaymentsTable } from "~/features/admin-dashboard/components/payments-table";
import { SummaryCards } from "~/features/admin-dashboard/components/summary-cards";
import { WeeklyChart } from "~/features/admin-dashboard/components/weekly-chart";
import { paymentView } from "~/features/admin-dashboard/routes/payments.server";
import { LogoutButton } from "~/features/staff/components/logout-button";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/payments";

export const handle = {
  nav: (loaderData: unknown) =>
    (loaderData as { unlocked?: boolean } | undefined)?.unlocked
      ? [
          { to: "/admin", label: "Internal Database" },
          { to: "/admin/mail", label: "Mail" },
        ]
      : [],
  admin: {
    title: "Payment Dashboard",
    lockedTitle: "Payment Dashboard",
    description: "Bookings, payment status and revenue at a glance, for Sobremesa admins.",
    gate: "Enter the admin token to open the payment dashboard.",
  },
};

export const loader = adminLoader("queue.read", ({ request }: Route.LoaderArgs) =>
  paymentView(listQuery(new URL(request.url).searchParams)),
);

/** Only the token form posts here (the same admin session as /admin). */
export const action = adminAction(
  { refused: (check) => ADMIN_TOASTS.paymentTokenRefused(check.message) },
  "queue.read",
  () => data({ toast: null }, { status: 400 }),
);

export default function PaymentAdmin({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const zone = useDeskTimeZone();
  const { t } = useTranslation("admin");
  // The admin layout shows the token form instead of this page until the session holds.
  if (!loaderData.unlocked) return null;
  const { summary, weeks, bookings, query } = loaderData;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold text-ink">{t("titles.payments")}</h1>
        <div className="flex items-center gap-2">
          <Link to={location.pathname + location.search} className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t("payments.refresh")}
          </Link>
          <LogoutButton />
        </div>
      </div>
      <SummaryCards summary={summary} refundedCents={loaderData.refundedCents} />
      <WeeklyChart weeks={weeks} />
      <section aria-labelledby="all-bookings-title" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="all-bookings-title" className="font-display text-2xl font-bold text-ink">
            {t("payments.allBookings")}
          </h2>
          <SearchForm query={query} label={t("payments.search")} fieldLabel={t("list.byBooking")} />
        </div>
        <PaymentsTable rows={bookings.rows} zone={zone} />
        <Pagination query={query} total={bookings.total} more={bookings.more} label={t("payments.pagesLabel")} />
      </section>
    </main>
  );
}

/** A failed load keeps the page and says so, as the old dashboard did. */
export function ErrorBoundary() {
  const { t } = useTranslation("admin");
  return (
    <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-4 px-4 py-16">
      <h1 className="font-display text-3xl font-bold text-ink">{t("titles.payments")}</h1>
      <div role="alert" className="grid gap-1 rounded-2xl border border-danger bg-danger-soft p-4 text-danger">
        <p className="font-semibold">{t("toasts.loadingFailedTitle")}</p>
        <p>{t("toasts.loadingFailed")}</p>
      </div>
      <a href="/payment-admin" className={buttonClasses({ variant: "outline" })}>
        {t("payments.refresh")}
      </a>
    </main>
  );
}
