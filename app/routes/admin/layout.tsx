import { Outlet, useLocation, useMatches, unstable_useRoute as useRoute } from "react-router";
import { FirstOwnerBanner } from "~/components/admin/first-owner-banner";
import { StaffBar } from "~/components/admin/staff-bar";
import { type GateAnswer, TokenGate } from "~/components/admin/token-gate";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/layout";
import { adminLayoutLoader } from "./layout.server";

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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const leaf = useMatches().at(-1);
  const location = useLocation();
  const page = pageOf(leaf?.handle);
  // The gate form posts to the page's URL, so its answer (the toast and the field error) is
  // the page route's action data; this layout renders the form, so it reads it from there.
  // useRoute is React Router's one public hook for another route's action data (unstable_
  // only in name: its shape may still change), where useActionData sees this layout's own.
  const answer = useRoute((leaf?.id ?? "root") as PageId)?.actionData as GateAnswer | undefined;
  return (
    <>
      {/* Rendered here rather than by a `meta` export: a layout's meta cannot see the page's handle. React puts these in <head>. */}
      <title>{`${(loaderData.unlocked ? page?.title : page?.lockedTitle) ?? "Admin Access"} · Sobremesa`}</title>
      {page && <meta name="description" content={page.description} />}
      <meta name="robots" content="noindex" />
      {loaderData.person && <StaffBar person={loaderData.person} allowed={loaderData.allowed} />}
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
