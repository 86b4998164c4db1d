/**
 * Public pages that are the same for every visitor: the server renders each once per
 * process and answers from memory afterwards (see server/middleware/page-cache.ts). A page listed
 * here must not depend on cookies, the query string or anything that changes at run time.
 */
export const CACHED_PAGES: ReadonlySet<string> = new Set([
  "/",
  "/es",
  "/fr",
  "/about",
  "/es/about",
  "/fr/about",
  "/privacy",
  "/es/privacy",
  "/fr/privacy",
  "/terms",
  "/es/terms",
  "/fr/terms",
  "/creators",
  "/es/creators",
  "/fr/creators",
]);

/**
 * Form pages that are the same for every visitor but for three values: the response's CSP
 * nonce, a fresh idempotency key and the visitor's Referer. The server renders each once per
 * process and day (the booking form's earliest dates change at midnight UTC) with stand-ins
 * for the three, and fills them in per response. Their loaders take the key from
 * `context.newIdempotencyKey()` and the referrer from the Referer header, nothing else per
 * request.
 */
export const FORM_PAGES: ReadonlySet<string> = new Set([
  "/clients",
  "/es/clients",
  "/fr/clients",
  "/creator-signup",
  "/es/creator-signup",
  "/fr/creator-signup",
]);
