import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { ServerToast } from "~/components/ui/toast";
import { Inbox } from "~/features/inbox/components/inbox";
import { inboxAction, inboxLoader } from "~/features/inbox/routes/inbox.server";
import { adminLoader } from "~/features/staff/routes/gate.server";
import type { Route } from "./+types/inbox";

/** Every conversation waiting for the team across trips, the longest wait first (/admin/inbox?view=mine|all). */

export const handle = {
  admin: {
    title: "Inbox",
    description: "Every traveller waiting for an answer, across trips.",
    gate: "Enter the admin token to answer travellers.",
  },
};

export const loader = adminLoader("booking.message", ({ request }: Route.LoaderArgs, viewer) =>
  inboxLoader(request, viewer),
);

export const action = (args: Route.ActionArgs) => inboxAction(args);

export default function InboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const zone = useDeskTimeZone();
  if (!loaderData.unlocked) return null;
  const answer = actionData as { toast?: unknown } | undefined;
  return (
    <>
      <ServerToast message={answer?.toast as never} />
      <Inbox page={loaderData} zone={zone} />
    </>
  );
}
