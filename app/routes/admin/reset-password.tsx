import { StaffLinkPage, type StaffLinkWords } from "~/features/staff/components/staff-link-page";
import { resetPasswordAction, resetPasswordLoader } from "~/features/staff/routes/reset-password.server";
import { privateAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/reset-password";

/**
 * GET /admin/reset-password?token=…: a team member chooses a new password from the link of
 * "Forgot your password?". The second factor stays as it was. Outside the admin layout (the
 * link is the credential), with private answer headers, as /admin/welcome.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password · Sobremesa" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privateAnswerHeaders;

export const loader = (args: Route.LoaderArgs) => resetPasswordLoader(args);

export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

const WORDS: StaffLinkWords = {
  title: "Choose a new password",
  intro: (name) => `Hello ${name}, choose a new password. Your authenticator app stays as it is.`,
  submit: "Change password",
  deadTitle: "This reset link no longer works",
  deadText:
    "It has been used, replaced by a newer one, or it expired (reset links last one hour). Please request a new one.",
  next: { to: "/admin/forgot-password", label: "Request a new link" },
};

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffLinkPage
      id="reset-password"
      words={WORDS}
      holder={loaderData.holder}
      messages={loaderData.messages}
      actionData={actionData}
    />
  );
}
