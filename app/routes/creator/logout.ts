import { logOut } from "~/auth/creator-auth.server";
import { logoutAction, postOnly } from "~/http/logout.server";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";

/** POST /dashboard/logout (or /es/…, /fr/…): ends the creator's session; the dashboard then asks to log in again, in the same language. */
export const loader = postOnly;

export const action = ({ request }: { request: Request }) => {
  const dashboard = pathInLanguage("/dashboard", languageOfPath(new URL(request.url).pathname));
  return logoutAction({ home: dashboard, pages: [dashboard], end: logOut })({ request });
};
