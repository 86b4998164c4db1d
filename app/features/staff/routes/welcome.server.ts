import type { Route } from "../../../routes/admin/+types/welcome";
import { staffLinkAction, staffLinkLoader } from "./staff-link.server";

/** /admin/welcome's server side: an invitation's link, and the invitee's password. */
export const welcomeLoader = (args: Route.LoaderArgs) => staffLinkLoader("staff_invitation", args);
export const welcomeAction = (args: Route.ActionArgs) => staffLinkAction("staff_invitation", args);
