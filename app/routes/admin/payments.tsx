import { data, Link, useLocation } from "react-router";
import { hasAdminSession, requireAdmin } from "~/auth/admin-auth.server";
import { BOOKING_SEARCH_LABEL, Pagination, SearchForm } from "~/components/admin/list-controls";
import { LogoutButton } from "~/components/admin/logout-button";
import { PaymentsTable } from "~/components/admin/payments-table";
import { SummaryCards } from "~/components/admin/summary-cards";
import { TokenGate } from "~/components/admin/token-gate";
import { WeeklyChart } from "~/components/admin/weekly-chart";
import { buttonClasses } from "~/components/ui/button";
import { ADMIN_TOASTS, listQuery } from "~/domain/admin";
import { readForm } from "~/http/form-body.server";
import { type AdminActionData, paymentView } from "~/routes/admin/admin-pages.server";
import { lock, unlock } from "~/routes/admin/gate.server";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => [
  { title: "Payment Dashboard · Sobremesa" },
  { name: "description", content: "Bookings, payment status and revenue at a glance, for Sobremesa admins." },
  { name: "robots", content: "noindex" },
];

export const handle = {
  nav: (loaderData: unknown) =>
    (loaderData as { unlocked?: boolean } | undefined)?.unlocked
      ? [
          { to: "/admin", label: "Internal Database" },
          { to: "/admin/mail", label: "Mail" },
        ]
      : [],
};

const privateHeaders = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => privateHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await hasAdminSession(request))) return data({ unlocked: false as const }, { headers: privateHeaders });
  const view = paymentView(listQuery(new URL(request.url).searchParams));
  return data({ unlocked: true as const, ...view }, { headers: privateHeaders });
}

/** The gate (the same admin session as /admin) and Log out. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.get("intent") === "unlock") {
    return unlock(request, form, context.clientAddress, {
      refused: (check) => ADMIN_TOASTS.paymentTokenRefused(check.message),
    });
  }
  await requireAdmin(request);
  if (form.get("intent") === "logout") return lock(request);
  return data({ toast: null }, { status: 400 });
}

export default function PaymentAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Partial<AdminActionData> | undefined;
  const location = useLocation();
  if (!loaderData.unlocked) {
    return <TokenGate answer={answer} purpose="Enter the admin token to open the payment dashboard." />;
  }
  const { summary, weeks, bookings, query } = loaderData;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold text-ink">Payment Dashboard</h1>
        <div className="flex items-center gap-2">
          <Link to={location.pathname + location.search} className={buttonClasses({ variant: "outline", size: "sm" })}>
            Refresh
          </Link>
          <LogoutButton />
        </div>
      </div>
      <SummaryCards summary={summary} />
      <WeeklyChart weeks={weeks} />
      <section aria-labelledby="all-bookings-title" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="all-bookings-title" className="font-display text-2xl font-bold text-ink">
            All Bookings
          </h2>
          <SearchForm query={query} label="Search bookings" fieldLabel={BOOKING_SEARCH_LABEL} />
        </div>
        <PaymentsTable rows={bookings.rows} />
        <Pagination query={query} total={bookings.total} label="Booking pages" />
      </section>
    </main>
  );
}

/** A failed load keeps the page and says so, as the old dashboard did. */
export function ErrorBoundary() {
  return (
    <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-4 px-4 py-16">
      <h1 className="font-display text-3xl font-bold text-ink">Payment Dashboard</h1>
      <div role="alert" className="grid gap-1 rounded-2xl border border-danger bg-danger-soft p-4 text-danger">
        <p className="font-semibold">{ADMIN_TOASTS.loadingFailed.title}</p>
        <p>{ADMIN_TOASTS.loadingFailed.description}</p>
      </div>
      <a href="/payment-admin" className={buttonClasses({ variant: "outline" })}>
        Refresh
      </a>
    </main>
  );
}
