import { StaffLinkPage } from "~/features/staff/components/staff-link-page";
import { welcomeAction, welcomeLoader } from "~/features/staff/routes/welcome.server";
import { privateAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/welcome";

/**
 * GET /admin/welcome?token=…: an invitee chooses their password (the second factor comes at
 * their first sign-in). Outside the admin layout, which asks for a session: the link is the
 * credential. Private answer headers: no cache keeps it, no search engine indexes it, and no
 * Referer carries the token anywhere.
 */
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export const headers = privateAnswerHeaders;

export const loader = (args: Route.LoaderArgs) => welcomeLoader(args);

export const action = (args: Route.ActionArgs) => welcomeAction(args);

export default function Welcome({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffLinkPage
      id="welcome"
      words="welcome"
      next="/admin/login"
      holder={loaderData.holder}
      messages={loaderData.messages}
      actionData={actionData}
    />
  );
}
