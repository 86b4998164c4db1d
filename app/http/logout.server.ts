import { redirect } from "react-router";
import { readForm } from "~/http/form-body.server";

type LogoutOptions = {
  /** Where to go when the form names no page of the area. */
  home: string;
  /** The area's pages a logout may return to (paths, without the query). */
  pages: readonly string[];
  /** Ends the request's session on the server; returns the Set-Cookie header that clears it. */
  end: (request: Request) => Promise<string>;
};

const ORIGIN = "http://own.invalid";

/**
 * The page to go back to after logging out: one of the area's own pages (its query kept),
 * never another site or a path the form made up, so the field cannot become an open redirect.
 */
function returnPath(value: FormDataEntryValue | null, options: Pick<LogoutOptions, "home" | "pages">): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 500) return options.home;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return options.home;
  }
  if (url.origin !== ORIGIN || !options.pages.includes(url.pathname)) return options.home;
  return url.pathname + url.search;
}

/**
 * A logout route's loader: only a POST ends a session, so a link, a prefetch or a crawler
 * cannot log anyone out.
 */
export const postOnly = () => new Response("Log out with a POST.", { status: 405, headers: { Allow: "POST" } });

/**
 * A logout route's action: ends the session and goes back to the page the button was on.
 * The cross-site check in front of every POST applies to it as to any form.
 */
export function logoutAction(options: LogoutOptions) {
  return async ({ request }: { request: Request }) => {
    if (request.method !== "POST") return postOnly();
    const form = await readForm(request);
    const to = returnPath(form.get("returnTo"), options);
    return redirect(to, { headers: { "Set-Cookie": await options.end(request), "Cache-Control": "no-store" } });
  };
}
