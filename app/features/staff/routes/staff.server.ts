import { data } from "react-router";
import type { AdminViewer } from "~/auth/staff-auth.server";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { invite } from "~/features/staff/staff-accounts.server";
import { changeRole, deactivate, reactivate, type TeamChangeResult } from "~/features/staff/staff-team.server";
import {
  inviteSchema,
  roleChangeSchema,
  staffRowSchema,
  TEAM_INTENTS,
  TEAM_REFUSALS,
} from "~/features/staff/team-forms";
import { teamOverview } from "~/features/staff/team-view.server";
import { defineIntents } from "~/http/intents.server";
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

type StaffViewer = Extract<AdminViewer, { kind: "staff" }>;
/** What every team form's handler is given besides the form: the owner acting, and from where. */
type TeamContext = { viewer: StaffViewer; clientAddress: string };

const notUnderstood = () =>
  data({ intent: "change" as const, message: "That request was not understood." }, { status: 400 });

/**
 * The page's forms, one handler per intent (TEAM_INTENTS). The route's gate has asked
 * "staff.manage" of the viewer for every one; a form that is not one of these, or a row's form
 * whose fields do not fit, is refused at the top of the page.
 */
const teamIntents = defineIntents<TeamContext>()(
  TEAM_INTENTS,
  {
    invite: {
      schema: inviteSchema,
      invalid: ({ submission }) => data({ intent: TEAM_INTENTS.invite, result: submission.reply() }, { status: 400 }),
      handle: ({ value, submission, viewer, clientAddress }) => {
        const invited = invite(viewer.actor, value, clientAddress);
        if (!invited.ok) {
          const taken = "This address already has an account on the team.";
          return data(
            { intent: TEAM_INTENTS.invite, result: submission.reply({ fieldErrors: { email: [taken] } }) },
            { status: 409 },
          );
        }
        return redirectWithToast("/admin/staff", {
          title: "Invitation sent",
          description: `${value.name} gets a link by email, valid for 72 hours.`,
        });
      },
    },
    role: {
      schema: roleChangeSchema,
      handle: ({ value, viewer, clientAddress }) =>
        changed(value.staffId, changeRole(viewer.actor, value.staffId, value.role, clientAddress), {
          title: "Role changed",
          description: "It applies from their next request.",
        }),
    },
    deactivate: {
      schema: staffRowSchema,
      handle: ({ value, viewer, clientAddress }) =>
        changed(value.staffId, deactivate(viewer.actor, value.staffId, clientAddress), {
          title: "Deactivated",
          description: "Their sessions ended.",
        }),
    },
    reactivate: {
      schema: staffRowSchema,
      handle: ({ value, viewer, clientAddress }) =>
        changed(value.staffId, reactivate(viewer.actor, value.staffId, clientAddress), {
          title: "Reactivated",
          description: "They can sign in again with their password and second factor.",
        }),
    },
  },
  { unknown: notUnderstood },
);

export const staffAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "staff.manage",
  (form, { context }: { request: Request; context: { clientAddress: string } }, viewer: AdminViewer) => {
    if (viewer.kind !== "staff") return data({ intent: "change" as const, message: NO_OWNER_YET }, { status: 403 });
    return teamIntents(form, { viewer, clientAddress: context.clientAddress });
  },
);

/** A row's change done (back to the page with a toast), or refused in that person's row. */
function changed(staffId: number, result: TeamChangeResult, success: { title: string; description: string }) {
  if (!result.ok) {
    return data(
      { intent: "change" as const, staffId, message: TEAM_REFUSALS[result.reason] },
      { status: result.reason === "not-found" ? 404 : 409 },
    );
  }
  return redirectWithToast("/admin/staff", success);
}
