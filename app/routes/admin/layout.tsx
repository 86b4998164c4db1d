import { isRouteErrorResponse, Outlet, useLocation, useMatches, unstable_useRoute as useRoute } from "react-router";
import { FallbackScreen } from "~/components/fallback-screen";
import { NotFoundPage } from "~/components/not-found";
import { FirstOwnerBanner } from "~/features/staff/components/first-owner-banner";
import { RefusedPage } from "~/features/staff/components/refused-page";
import { useSpokenLanguage } from "~/features/staff/components/sign-in-language";
import { StaffBar } from "~/features/staff/components/staff-bar";
import { type GateAnswer, TokenGate } from "~/features/staff/components/token-gate";
import { adminLayoutLoader } from "~/features/staff/routes/layout.server";
import type en from "~/i18n/locales/en/admin";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/layout";

/**
 * Every admin page sits inside this layout: it keeps the pages out of shared caches and
 * search engines, and shows the token form instead of the page until an admin session
 * exists. The form still posts to the page's own URL (a layout without a path never
 * receives a form), where `adminAction` answers it.
 */

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Whether a page may show, who is signed in, and what their role allows (layout.server.ts). */
export const loader = ({ request }: Route.LoaderArgs) => adminLayoutLoader(request);

const FIRST_OWNER_TITLE = "Create the first owner";

/** Any route's id (React Router types each one; the page here is whichever matched). */
type PageId = Exclude<Parameters<typeof useRoute>[0], undefined>;

const pageOf = (handle: unknown) => (handle as RouteHandle | undefined)?.admin;

/**
 * The pages whose title the "admin" catalogue holds (`titles.<file>`), by route id. A title may
 * name what the page shows: `{{subject}}`, the email's subject on a message's page.
 */
const TITLED: Record<string, keyof typeof en.titles> = {
  "routes/admin/database": "database",
  "routes/admin/sessions": "sessions",
  "routes/admin/staff": "staff",
  "routes/admin/inbox": "inbox",
  "routes/admin/today": "today",
  "routes/admin/first-owner": "firstOwner",
  "routes/admin/audit": "audit",
  "routes/admin/payments": "payments",
  "routes/admin/mail": "mail",
  "routes/admin/mail-message": "mailMessage",
};

const subjectOf = (data: unknown) => (data as { message?: { subject?: string } } | undefined)?.message?.subject ?? "";

/** The money pages, whose title the "money" catalogue holds (`<page>.title`). */
const MONEY_TITLED: Record<string, "earnings" | "taxReports" | "invoices" | "taxDetails" | "creatorTaxDetails"> = {
  "routes/admin/earnings": "earnings",
  "routes/admin/tax-reports": "taxReports",
  "routes/admin/invoices": "invoices",
  "routes/admin/tax-details": "taxDetails",
  "routes/admin/tax-details-creator": "creatorTaxDetails",
};

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const leaf = useMatches().at(-1);
  const location = useLocation();
  const page = pageOf(leaf?.handle);
  // The gate form posts to the page's URL, so its answer (the toast and the field error) is
  // the page route's action data; this layout renders the form, so it reads it from there.
  // useRoute is React Router's one public hook for another route's action data (unstable_
  // only in name: its shape may still change), where useActionData sees this layout's own.
  const answer = useRoute((leaf?.id ?? "root") as PageId)?.actionData as GateAnswer | undefined;
  const { t } = useTranslation("admin");
  const { t: tMoney } = useTranslation("money");
  useSpokenLanguage();
  const titled = leaf ? TITLED[leaf.id] : undefined;
  const money = leaf ? MONEY_TITLED[leaf.id] : undefined;
  const unlockedTitle = titled
    ? t(`titles.${titled}`, { subject: subjectOf(leaf?.loaderData) })
    : money
      ? tMoney(`${money}.title`)
      : page?.title;
  const title = loaderData.unlocked ? unlockedTitle : page?.lockedTitle;
  return (
    <>
      {/* Rendered here rather than by a `meta` export: a layout's meta cannot see the page's handle. React puts these in <head>. */}
      <title>{`${title ?? "Admin Access"} · Sobremesa`}</title>
      {page && <meta name="description" content={page.description} />}
      <meta name="robots" content="noindex" />
      {loaderData.person && (
        <StaffBar person={loaderData.person} allowed={loaderData.allowed} inbox={loaderData.inbox} />
      )}
      {loaderData.unlocked && loaderData.bootstrap && page?.title !== FIRST_OWNER_TITLE && <FirstOwnerBanner />}
      {loaderData.unlocked ? (
        <Outlet />
      ) : (
        <TokenGate
          answer={answer}
          purpose={page?.gate ?? "Enter the admin token."}
          // A form in a layout without a path would post to the parent route: name the page.
          action={location.pathname + location.search}
        />
      )}
    </>
  );
}

/**
 * An admin page that failed keeps the staff navigation above what went wrong. A refusal for the
 * viewer's role (403: requireStaff and demand refuse with one sentence naming who may) is a page
 * of its own, not the screen for an unexpected error; a 404 and anything else look as the root
 * shows them.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A form refused on a full page load runs no loader at or below this boundary (React Router
  // reads data only above a failed action's boundary): a refusal still means someone signed in,
  // so the bar keeps the pages every role opens.
  const bar = loaderData?.person
    ? { person: loaderData.person, allowed: loaderData.allowed, inbox: loaderData.inbox }
    : status === 403
      ? { person: null, allowed: [], inbox: null }
      : null;
  return (
    <>
      <meta name="robots" content="noindex" />
      {bar && <StaffBar person={bar.person} allowed={bar.allowed} inbox={bar.inbox} />}
      {status === 403 ? (
        <RefusedPage
          sentence={isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : null}
        />
      ) : status === 404 ? (
        <NotFoundPage />
      ) : (
        <FallbackScreen />
      )}
    </>
  );
}
