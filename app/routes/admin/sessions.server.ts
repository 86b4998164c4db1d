import { data, redirect } from "react-router";
import { adminSessionId, liveAdminSessions, requireAdmin } from "~/auth/admin-auth.server";
import { revokeSessionById } from "~/auth/sessions.server";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import type { Route } from "./+types/sessions";

/** What the admin sessions page loads (every live session, this one marked) and what ending one does. */

export async function sessionsLoader({ request }: Route.LoaderArgs) {
  const current = await adminSessionId(request);
  // The gate lives on /admin: signing in there brings the admin back here by the menu.
  if (current === null) throw redirect("/admin");
  const sessions = liveAdminSessions().map((session) => ({ ...session, current: session.id === current }));
  return { sessions };
}

export async function sessionsAction({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  await requireAdmin(request);
  const id = Number(form.get("sessionId"));
  if (form.get("intent") !== "end" || !Number.isSafeInteger(id) || id <= 0) {
    throw data("That request was not understood.", { status: 400 });
  }
  const own = id === (await adminSessionId(request));
  if (!revokeSessionById("admin", id)) {
    return redirectWithToast("/admin/sessions", {
      title: "Session not found",
      description: "It had already ended.",
      variant: "destructive",
    });
  }
  return redirectWithToast(own ? "/admin" : "/admin/sessions", {
    title: "Session ended",
    description: own ? "You are signed out." : "That browser must enter the admin token again.",
  });
}
