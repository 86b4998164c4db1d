import { Outlet } from "react-router";
import { SiteFooter } from "~/features/public/components/site-footer";
import { publicPageData } from "~/features/public/routes/public-page.server";
import type { Route } from "./+types/layout";

/** The public pages' footer, once for all of them (the header is every page's, in the root). */

export function loader() {
  return publicPageData();
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Outlet />
      <SiteFooter support={loaderData.support} />
    </>
  );
}
