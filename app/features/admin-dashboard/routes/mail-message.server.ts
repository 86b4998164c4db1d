import { data } from "react-router";
import { viewerCan } from "~/auth/staff-auth.server";
import { findMail } from "~/features/admin-dashboard/mail-store.server";
import { mailId } from "~/features/admin-dashboard/mail-view";
import { recordAudit } from "~/features/staff/audit.server";
import type { Route } from "../../../routes/admin/+types/mail-message";
import { mailViewer, privateHeaders } from "./mail.server";

/** One email's page: the message by its id, or 404. */

export async function mailMessageLoader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await mailViewer(request);
  const id = mailId(params.id);
  // A team member's one-time link shows only to its addressee: the reader is who is signed in.
  const reader = viewer.kind === "staff" ? viewer.person.email : null;
  const message = id === null ? undefined : findMail(id, { withTeamMail: viewerCan(viewer, "staff.manage"), reader });
  if (!message) throw data(null, { status: 404, headers: privateHeaders });
  // Reading someone's email is in the audit log (decision 0031): who, which message, its kind.
  recordAudit({
    actor: viewer.actor,
    action: "mail.opened",
    object: { type: "mail", id: message.id },
    clientAddress: context.clientAddress,
    detail: { type: message.type },
  });
  return data({ message }, { headers: privateHeaders });
}
