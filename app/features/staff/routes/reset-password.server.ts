import type { Route } from "../../../routes/admin/+types/reset-password";
import { staffLinkAction, staffLinkLoader } from "./staff-link.server";

/** /admin/reset-password's server side: a reset link, and the new password (the second factor stays). */
export const resetPasswordLoader = (args: Route.LoaderArgs) => staffLinkLoader("staff_password_reset", args);
export const resetPasswordAction = (args: Route.ActionArgs) => staffLinkAction("staff_password_reset", args);
