import type { HeadersFunction } from "react-router";

/**
 * A page route's document keeps only the cookies of its action's and loader's headers
 * unless the route exports `headers`: this passes on a 429's Retry-After and the loader's
 * Cache-Control (a page with a per-visitor form must not be cached).
 */
export const passAnswerHeaders: HeadersFunction = ({ parentHeaders, actionHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

/**
 * What every answer of a route reached through a private link (a trip token, a set-password
 * token) carries: kept by no cache, indexed by no search engine, and no Referer from its
 * links, so the token in the address never reaches a map or restaurant site the page links
 * to. Attached by the routes themselves (their `headers` export, or their file answers), so
 * they hold however the path was written (`/%74rip/…`, `/./trip/…`): the router decides
 * which route answers, not a prefix of the raw path.
 */
const PRIVATE_ANSWER_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
} as const;

/** A page route's `headers` for a private link: passAnswerHeaders, then PRIVATE_ANSWER_HEADERS over them. */
export const privateAnswerHeaders: HeadersFunction = (args) => {
  const headers = new Headers(passAnswerHeaders(args));
  for (const [name, value] of Object.entries(PRIVATE_ANSWER_HEADERS)) headers.set(name, value);
  return headers;
};

/** A resource route's answer (a PDF, a calendar, a 404) with PRIVATE_ANSWER_HEADERS set on it. */
export function privateAnswer(response: Response): Response {
  for (const [name, value] of Object.entries(PRIVATE_ANSWER_HEADERS)) response.headers.set(name, value);
  return response;
}
