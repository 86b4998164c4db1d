import type { HeadersFunction } from "react-router";

/**
 * A page route's document keeps only the cookies of its action's and loader's headers
 * unless the route exports `headers`: this passes a 429's Retry-After on to the browser.
 */
export const passRetryAfter: HeadersFunction = ({ parentHeaders, actionHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
