import { ServerToast } from "~/components/ui/toast";
import { DashboardView } from "~/features/creators/components/dashboard-view";
import { LoginForm } from "~/features/creators/components/login-form";
import { DASHBOARD_INTENTS } from "~/features/creators/dashboard-intents";
import { dashboardAction, dashboardLoader } from "~/features/creators/routes/dashboard.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const handle = {
  localized: true,
  nav: () => [{ to: "/creators", label: "For Creators", labelKey: "nav.forCreators" as const, translated: true }],
} satisfies RouteHandle;

export const loader = (args: Route.LoaderArgs) => dashboardLoader(args);

export const action = (args: Route.ActionArgs) => dashboardAction(args);

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ServerToast message={actionData?.toast} />
      {loaderData.loggedIn ? (
        <DashboardView
          {...loaderData}
          failed={actionData?.intent === DASHBOARD_INTENTS.recommend ? actionData : undefined}
        />
      ) : (
        <LoginForm lastResult={actionData?.intent === DASHBOARD_INTENTS.login ? actionData.result : undefined} />
      )}
    </>
  );
}
