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
