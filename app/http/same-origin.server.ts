import { env } from "~/env.server";

/**
 * Requests that change something under a session must come from our own pages (design:
 * "State-changing requests made with a session are refused unless their Origin (or
 * Sec-Fetch-Site) is our own"). Clients that send neither header (curl, server-to-server
 * calls) carry no browser cookies to abuse, so they pass.
 */
export function isSameOrigin(
  sent: { origin: string | undefined; site: string | undefined },
  /** This request's own origin, as `scheme://host[:port]`. */
  requestOrigin: string,
): boolean {
  const { origin, site } = sent;
  // A page served with `Referrer-Policy: no-referrer` (the trip page) makes the browser send
  // `Origin: null` with its own form posts; only the browser's Sec-Fetch-Site can then vouch
  // for them, and without it the post is refused (a sandboxed frame sends `null` too).
  if (origin === "null") return site === "same-origin";
  if (origin) return origin === originOf(requestOrigin) || origin === originOf(env().PUBLIC_URL);
  return !site || site === "same-origin" || site === "none";
}

/** The origin as a browser writes it (lower-case host, no default port); none for a malformed one. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export const CROSS_SITE_REFUSED = "Cross-site request refused";
