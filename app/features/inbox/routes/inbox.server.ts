import { data } from "react-router";
import type { AdminViewer } from "~/auth/staff-auth.server";
import { db } from "~/db/client.server";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { toastMessage } from "~/domain/toast";
import { viewAsked } from "~/features/inbox/inbox";
import { inbox } from "~/features/inbox/inbox.server";
import { adminAction } from "~/features/staff/routes/gate.server";

/**
 * /admin/inbox: every conversation waiting for the team, for whoever may answer travellers
 * (booking.message, as the workspace's conversation). Its forms are the conversation's own and
 * post to the booking's /messages page, which sends the person back here; this page's own
 * action only answers the admin token's form.
 */
export function inboxLoader(request: Request, viewer: AdminViewer) {
  const member = viewer.kind === "staff" ? { id: viewer.person.id } : null;
  return inbox(db(), member, viewAsked(new URL(request.url).searchParams));
}

export const inboxAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "booking.message",
  () =>
    data(
      {
        toast: toastMessage({
          title: "Not sent",
          description: "That request was not understood.",
          variant: "destructive",
        }),
      },
      { status: 400 },
    ),
);
