import { logOut } from "~/auth/creator-auth.server";
import { logoutAction, postOnly } from "~/http/logout.server";

/** POST /dashboard/logout: ends the creator's session; the dashboard then asks to log in again. */
export const loader = postOnly;

export const action = logoutAction({ home: "/dashboard", pages: ["/dashboard"], end: logOut });
