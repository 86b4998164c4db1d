import { StaffLinkPage, type StaffLinkWords } from "~/features/staff/components/staff-link-page";
import { welcomeAction, welcomeLoader } from "~/features/staff/routes/welcome.server";
import { privateAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/welcome";

/**
 * GET /admin/welcome?token=…: an invitee chooses their password (the second factor comes at
 * their first sign-in). Outside the admin layout, which asks for a session: the link is the
 * credential. Private answer headers: no cache keeps it, no search engine indexes it, and no
 * Referer carries the token anywhere.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Welcome to the team · Sobremesa" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privateAnswerHeaders;

export const loader = (args: Route.LoaderArgs) => welcomeLoader(args);

export const action = (args: Route.ActionArgs) => welcomeAction(args);

const WORDS: StaffLinkWords = {
  title: "Welcome to the team",
  intro: (name) => `Hello ${name}, choose the password you will sign in with. Your second factor comes next.`,
  submit: "Set password",
  deadTitle: "This invitation link no longer works",
  deadText:
    "It has been used, replaced by a newer one, or it expired (invitations last 72 hours). Please ask an owner to invite you again.",
  next: { to: "/admin/login", label: "Go to sign-in" },
};

export default function Welcome({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffLinkPage
      id="welcome"
      words={WORDS}
      holder={loaderData.holder}
      messages={loaderData.messages}
      actionData={actionData}
    />
  );
}
