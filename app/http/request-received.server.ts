import type { Cookie } from "react-router";
import { signedCookie } from "~/http/cookies.server";

/**
 * A request for a destination without payment lands on /success too, where its trip link is
 * shown. Which booking it was travels in this signed cookie (its reference, never in the
 * address), kept for an hour so a reload shows the page again with a fresh link.
 */
export const REQUEST_COOKIE = "sm_request";
/** The privacy policy says "one hour". */
export const REQUEST_COOKIE_SECONDS = 60 * 60;

let cookie: Cookie | undefined;
const requestCookie = () => {
  cookie ??= signedCookie(REQUEST_COOKIE, REQUEST_COOKIE_SECONDS);
  return cookie;
};

/** The Set-Cookie header that lets /success find the request just made. */
export function rememberRequest(reference: string): Promise<string> {
  return requestCookie().serialize(reference);
}

/** The reference of the request this browser just made, if any. */
export async function rememberedRequest(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${REQUEST_COOKIE}=`)) return null;
  const value = await requestCookie().parse(header);
  return typeof value === "string" && /^[a-z0-9]{16}$/.test(value) ? value : null;
}
