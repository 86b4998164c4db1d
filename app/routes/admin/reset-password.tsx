import { StaffLinkPage } from "~/features/staff/components/staff-link-page";
import { resetPasswordAction, resetPasswordLoader } from "~/features/staff/routes/reset-password.server";
import { privateAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/reset-password";

/**
 * GET /admin/reset-password?token=…: a team member chooses a new password from the link of
 * "Forgot your password?". The second factor stays as it was. Outside the admin layout (the
 * link is the credential), with private answer headers, as /admin/welcome.
 */
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export const headers = privateAnswerHeaders;

export const loader = (args: Route.LoaderArgs) => resetPasswordLoader(args);

export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffLinkPage
      id="reset-password"
      words="reset"
      next="/admin/forgot-password"
      holder={loaderData.holder}
      messages={loaderData.messages}
      actionData={actionData}
    />
  );
}
