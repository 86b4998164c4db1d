import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AdminViewer } from "~/auth/staff-auth.server";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { invite } from "~/features/staff/staff-accounts.server";
import { changeRole, deactivate, reactivate } from "~/features/staff/staff-team.server";
import { inviteSchema, TEAM_REFUSALS, type TeamChange, teamChangeSchema } from "~/features/staff/team-forms";
import { teamOverview } from "~/features/staff/team-view.server";
import { redirectWithToast } from "~/http/toast.server";
import { adminAction, adminLoader } from "./gate.server";

/**
 * The owners' team page: who is on the team, inviting someone, and each person's role and
 * status. Every form needs "staff.manage" (adminAction, through requireStaff); the services ask
 * again and write the audit log with the owner and their address.
 */

export const staffLoader = adminLoader("staff.manage", (_args, viewer) => ({
  team: teamOverview(),
  viewerId: viewer.kind === "staff" ? viewer.person.id : null,
}));

/** Before the first owner exists there is nobody to invite in the name of. */
const NO_OWNER_YET = "Create the first owner account on /admin first: invitations and changes come from an owner.";

export const staffAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "staff.manage",
  (form, { context }: { request: Request; context: { clientAddress: string } }, viewer: AdminViewer) => {
    if (viewer.kind !== "staff") return data({ intent: "change" as const, message: NO_OWNER_YET }, { status: 403 });
    if (form.get("intent") === "invite") return inviteAction(form, viewer, context.clientAddress);
    const change = teamChangeSchema.safeParse(Object.fromEntries(form));
    if (!change.success) {
      return data({ intent: "change" as const, message: "That request was not understood." }, { status: 400 });
    }
    return changeAction(change.data, viewer, context.clientAddress);
  },
);

function inviteAction(form: URLSearchParams, viewer: Extract<AdminViewer, { kind: "staff" }>, client: string) {
  const submission = parseWithZod(form, { schema: inviteSchema });
  if (submission.status !== "success") {
    return data({ intent: "invite" as const, result: submission.reply() }, { status: 400 });
  }
  const invited = invite(viewer.actor, submission.value, client);
  if (!invited.ok) {
    const taken = "This address already has an account on the team.";
    return data(
      { intent: "invite" as const, result: submission.reply({ fieldErrors: { email: [taken] } }) },
      { status: 409 },
    );
  }
  return redirectWithToast("/admin/staff", {
    title: "Invitation sent",
    description: `${submission.value.name} gets a link by email, valid for 72 hours.`,
  });
}

const SUCCESS: Record<TeamChange["intent"], { title: string; description: string }> = {
  role: { title: "Role changed", description: "It applies from their next request." },
  deactivate: { title: "Deactivated", description: "Their sessions ended." },
  reactivate: { title: "Reactivated", description: "They can sign in again with their password and second factor." },
};

function changeAction(change: TeamChange, viewer: Extract<AdminViewer, { kind: "staff" }>, client: string) {
  const result =
    change.intent === "role"
      ? changeRole(viewer.actor, change.staffId, change.role, client)
      : change.intent === "deactivate"
        ? deactivate(viewer.actor, change.staffId, client)
        : reactivate(viewer.actor, change.staffId, client);
  if (!result.ok) {
    return data(
      { intent: "change" as const, staffId: change.staffId, message: TEAM_REFUSALS[result.reason] },
      { status: result.reason === "not-found" ? 404 : 409 },
    );
  }
  return redirectWithToast("/admin/staff", SUCCESS[change.intent]);
}
