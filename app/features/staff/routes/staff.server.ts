import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { data } from "react-router";
import type { AdminViewer } from "~/auth/staff-auth.server";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { invite } from "~/features/staff/staff-accounts.server";
import { changeRole, deactivate, reactivate, type TeamChangeResult } from "~/features/staff/staff-team.server";
import {
  inviteMessages,
  inviteSchemaFor,
  roleChangeSchema,
  staffRowSchema,
  TEAM_INTENTS,
  TEAM_REFUSALS,
} from "~/features/staff/team-forms";
import { teamOverview } from "~/features/staff/team-view.server";
import { defineIntents } from "~/http/intents.server";
import { redirectWithToast } from "~/http/toast.server";
import { translator } from "~/i18n/i18n.server";
import { adminAction, adminLoader } from "./gate.server";

/**
 * The owners' team page: who is on the team, inviting someone, and each person's role and
 * status. Every form needs "staff.manage" (adminAction, through requireStaff); the services ask
 * again and write the audit log with the owner and their address. Its refusals and toasts are
 * in the owner's own language.
 */

export const staffLoader = adminLoader("staff.manage", (_args, viewer) => ({
  team: teamOverview(),
  viewerId: viewer.kind === "staff" ? viewer.person.id : null,
}));

type StaffViewer = Extract<AdminViewer, { kind: "staff" }>;
/** What every team form's handler is given besides the form: the owner acting, from where, and their words. */
type TeamContext = { viewer: StaffViewer; clientAddress: string; t: TFunction<"admin"> };

/**
 * The page's forms, one handler per intent (TEAM_INTENTS). The route's gate has asked
 * "staff.manage" of the viewer for every one; a form that is not one of these, or a row's form
 * whose fields do not fit, is refused at the top of the page. The invitation reads its own
 * fields, so its refusals are worded in the owner's language.
 */
const teamIntents = defineIntents<TeamContext>()(
  TEAM_INTENTS,
  {
    invite: {
      handle: ({ form, viewer, clientAddress, t }) => {
        const submission = parseWithZod(form, { schema: inviteSchemaFor(inviteMessages(t)) });
        if (submission.status !== "success") {
          return data({ intent: TEAM_INTENTS.invite, result: submission.reply() }, { status: 400 });
        }
        const { value } = submission;
        const invited = invite(viewer.actor, value, clientAddress);
        if (!invited.ok) {
          return data(
            {
              intent: TEAM_INTENTS.invite,
              result: submission.reply({ fieldErrors: { email: [t("team.messages.taken")] } }),
            },
            { status: 409 },
          );
        }
        return redirectWithToast("/admin/staff", {
          title: t("team.toasts.invited"),
          description: t("team.toasts.invitedText", { name: value.name }),
        });
      },
    },
    role: {
      schema: roleChangeSchema,
      handle: ({ value, viewer, clientAddress, t }) =>
        changed(value.staffId, changeRole(viewer.actor, value.staffId, value.role, clientAddress), t, {
          title: t("team.toasts.roleChanged"),
          description: t("team.toasts.roleChangedText"),
        }),
    },
    deactivate: {
      schema: staffRowSchema,
      handle: ({ value, viewer, clientAddress, t }) =>
        changed(value.staffId, deactivate(viewer.actor, value.staffId, clientAddress), t, {
          title: t("team.toasts.deactivated"),
          description: t("team.toasts.deactivatedText"),
        }),
    },
    reactivate: {
      schema: staffRowSchema,
      handle: ({ value, viewer, clientAddress, t }) =>
        changed(value.staffId, reactivate(viewer.actor, value.staffId, clientAddress), t, {
          title: t("team.toasts.reactivated"),
          description: t("team.toasts.reactivatedText"),
        }),
    },
  },
  {
    unknown: ({ t }) => data({ intent: "change" as const, message: t("team.refusals.notUnderstood") }, { status: 400 }),
  },
);

export const staffAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "staff.manage",
  async (form, { context }: { request: Request; context: { clientAddress: string } }, viewer: AdminViewer) => {
    // Before the first owner exists there is nobody to invite in the name of (the token's viewer has no language).
    if (viewer.kind !== "staff") {
      const english = await translator("en", "admin");
      return data({ intent: "change" as const, message: english("team.refusals.noOwnerYet") }, { status: 403 });
    }
    const t = await translator(viewer.person.language, "admin");
    return teamIntents(form, { viewer, clientAddress: context.clientAddress, t });
  },
);

/** A row's change done (back to the page with a toast), or refused in that person's row. */
function changed(
  staffId: number,
  result: TeamChangeResult,
  t: TFunction<"admin">,
  success: { title: string; description: string },
) {
  if (!result.ok) {
    return data(
      { intent: "change" as const, staffId, message: t(`team.refusals.${TEAM_REFUSALS[result.reason]}`) },
      { status: result.reason === "not-found" ? 404 : 409 },
    );
  }
  return redirectWithToast("/admin/staff", success);
}
