import { endAdminSession } from "~/auth/admin-auth.server";
import { logoutAction, postOnly } from "~/http/logout.server";

/** POST /admin/logout: ends the admin session (every admin page shares it); the page then shows the gate. */
export const loader = postOnly;

export const action = logoutAction({
  home: "/admin",
  pages: ["/admin", "/payment-admin", "/admin/sessions"],
  end: endAdminSession,
});
