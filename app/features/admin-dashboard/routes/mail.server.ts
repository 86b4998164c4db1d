import { data, redirect } from "react-router";
import { type AdminViewer, adminViewer, demand, signInPath, viewerCan } from "~/auth/staff-auth.server";
import { listQuery } from "~/features/admin-dashboard/admin-list";
import { listMail } from "~/features/admin-dashboard/mail-store.server";
import { ownerExists } from "~/features/staff/staff-accounts.server";
import { sendsMail } from "~/platform/mail/transport.server";
import type { Route } from "../../../routes/admin/+types/mail";

/** The mail page's data: one page of every email the app produced, and whether a mail server sends them. */

/** Mail holds private messages: its pages are never kept by a browser or a proxy. */
export const privateHeaders = { "Cache-Control": "private, no-store" };

/**
 * The mail pages' gate: a person who may read the mail (or the token's session before any
 * owner). Without a session: to sign in once an owner exists, else to /admin, whose token form
 * brings the admin back here by the menu.
 */
export async function mailViewer(request: Request): Promise<AdminViewer> {
  const viewer = await adminViewer(request);
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(ownerExists() ? signInPath(url.pathname) : "/admin", { headers: privateHeaders });
  }
  demand(viewer, "mail.read", "open");
  return viewer;
}

export async function mailLoader({ request }: Route.LoaderArgs) {
  const viewer = await mailViewer(request);
  const { page } = listQuery(new URL(request.url).searchParams);
  const { rows, total } = listMail(page, { withTeamMail: viewerCan(viewer, "staff.manage") });
  return data({ rows, total, page, sends: sendsMail() }, { headers: privateHeaders });
}
